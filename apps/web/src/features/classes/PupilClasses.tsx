import { Badge, Button, Card, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClassSummary } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ErrorAlert';
import { ListLoading } from '../../components/ListLoadStates';
import { PageTitleWithIntro } from '../../components/PageTitleWithIntro';
import { PlainList } from '../../components/PlainList';
import { formatDate } from '../../i18n/dates';
import { errorText } from '../../lib/api/api-error';
import { submitHandler } from '../../lib/forms/submit-handler';
import { showToast } from '../../lib/toasts';
import { ClassSummaryCard } from './ClassSummaryCard';
import { ConfirmedButton } from './ConfirmedButton';
import { classesApi, classKeys } from './classes-api';
import { useClassList } from './useClassPage';
import { codeInputProps, useJoinClass } from './useJoinClass';
import './classes.pl';

/** /classes for a pupil: 'Dołącz do klasy' with a code, then their classes (waiting ones marked), each to leave. */
export function PupilClasses() {
  const { t } = useTranslation();
  const list = useClassList();
  const items = list.data?.items ?? [];
  return (
    <Stack gap="lg">
      <PageTitleWithIntro title={t('classes.pupilTitle')} intro={t('classes.pupilIntro')} />
      <JoinClassForm />
      {list.isPending ? (
        <ListLoading>
          <Skeleton height={96} radius="md" />
        </ListLoading>
      ) : list.isError ? (
        <RetryAlert
          message={t('classes.loadError')}
          retryLabel={t('classes.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('classes.pupilEmpty')}</Text>
      ) : (
        <PlainList gap="sm" aria-label={t('classes.pupilTitle')}>
          {items.map((item) => (
            <PupilClassCard key={item.id} schoolClass={item} />
          ))}
        </PlainList>
      )}
    </Stack>
  );
}

function JoinClassForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const join = useJoinClass(() => setCode(''));
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="join-class">
      <form noValidate onSubmit={submitHandler(() => join.submit(code))}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="join-class">
            {t('classes.join.title')}
          </Title>
          <TextInput
            label={t('classes.join.code')}
            description={t('classes.join.codeHint')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={join.error}
            required
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', textTransform: 'uppercase' } }}
            maw={420}
            {...codeInputProps}
          />
          <Button
            type="submit"
            loading={join.joining}
            leftSection={<IconLogin2 size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('classes.join.submit')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

function PupilClassCard({ schoolClass }: { schoolClass: TClassSummary }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const membership = schoolClass.membership;
  const pending = membership?.status === 'PENDING';
  const leave = useMutation({
    mutationFn: () => classesApi.leave(schoolClass.id),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      void queryClient.invalidateQueries({ queryKey: classKeys.all });
    },
    onError: (failure) => showToast({ variant: 'error', message: errorText(failure, t('toasts.serverError')) }),
  });
  const teachers = schoolClass.teachers.map((teacher) => teacher.name).join(', ');
  return (
    <ClassSummaryCard
      schoolClass={schoolClass}
      linked={false}
      badges={
        membership && (
          <Badge color={pending ? 'yellow' : 'teal'} variant="light" tt="none">
            {pending
              ? t('classes.membership.pending')
              : t('classes.membership.active', { date: formatDate(membership.joinedAt ?? membership.requestedAt) })}
          </Badge>
        )
      }
    >
      {teachers && <Text size="sm">{t('classes.teachers', { names: teachers })}</Text>}
      {schoolClass.policies.leave && (
        <Group>
          <ConfirmedButton
            size="xs"
            variant="default"
            label={pending ? t('classes.leave.withdraw') : t('classes.leave.button')}
            ariaLabel={`${pending ? t('classes.leave.withdraw') : t('classes.leave.button')}: ${schoolClass.name}`}
            title={t('classes.leave.title', { name: schoolClass.name })}
            message={pending ? t('classes.leave.withdrawText') : t('classes.leave.text')}
            confirmLabel={t('classes.leave.confirm')}
            pending={leave.isPending}
            onConfirm={(close) => leave.mutate(undefined, { onSuccess: close })}
          />
        </Group>
      )}
    </ClassSummaryCard>
  );
}
