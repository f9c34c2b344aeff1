import { Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TClassSummary } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RetryAlert } from '../../components/ErrorAlert';
import { FormDialog } from '../../components/FormDialog';
import { ListLoading } from '../../components/ListLoadStates';
import { PageTitleWithIntro } from '../../components/PageTitleWithIntro';
import { PlainList } from '../../components/PlainList';
import { showToast } from '../../lib/toasts';
import { ClassFields } from './ClassFields';
import { ClassSummaryCard } from './ClassSummaryCard';
import { newClassValues, useClassForm } from './class-form';
import { classesApi, classKeys } from './classes-api';
import { useClassList } from './useClassPage';
import './classes.pl';

/** /classes for a TEACHER: their classes (live, then archived) and a new one. */
export function TeacherClasses() {
  const { t } = useTranslation();
  const list = useClassList();
  const [creating, setCreating] = useState(false);
  const items = list.data?.items ?? [];
  const live = items.filter((item) => !item.archivedAt);
  const archived = items.filter((item) => item.archivedAt);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <PageTitleWithIntro title={t('classes.title')} intro={t('classes.teacherIntro')} />
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('classes.create.button')}
        </Button>
      </Group>
      {list.isPending ? (
        <ListLoading>
          <Stack gap="sm">
            <Skeleton height={120} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        </ListLoading>
      ) : list.isError ? (
        <RetryAlert
          message={t('classes.loadError')}
          retryLabel={t('classes.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('classes.teacherEmpty')}</Text>
      ) : (
        <>
          <ClassGrid items={live} />
          {archived.length > 0 && (
            <Stack gap="sm" component="section" aria-labelledby="archived-classes">
              <Title order={2} size="h3" id="archived-classes">
                {t('classes.archivedList')}
              </Title>
              <ClassGrid items={archived} />
            </Stack>
          )}
        </>
      )}
      {creating && <NewClassDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}

function ClassGrid({ items }: { items: TClassSummary[] }) {
  const { t } = useTranslation();
  return (
    <PlainList gap="sm">
      {items.map((item) => (
        <ClassSummaryCard
          key={item.id}
          schoolClass={item}
          linked
          badges={
            item.pendingCount > 0 && (
              <Badge color="yellow" variant="light" tt="none">
                {t('classes.waiting', { count: item.pendingCount })}
              </Badge>
            )
          }
        >
          <Text size="sm">{t('classes.pupils', { count: item.pupilCount })}</Text>
        </ClassSummaryCard>
      ))}
    </PlainList>
  );
}

/** 'Nowa klasa': the form in a dialog; created, the class's page opens with its code. */
function NewClassDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form, alert, saving, submit } = useClassForm({
    initialValues: newClassValues(),
    save: classesApi.create,
    onSaved: (created) => {
      queryClient.setQueryData(classKeys.class(created.id), created);
      void queryClient.invalidateQueries({ queryKey: classKeys.list });
      showToast({ variant: 'success', message: t('classes.create.created', { name: created.name }) });
      void navigate(`/classes/${created.id}`);
    },
  });
  return (
    <FormDialog
      opened
      onClose={onClose}
      title={t('classes.create.title')}
      onSubmit={() => submit()}
      pending={saving}
      serverError={alert}
      cancelLabel={t('classes.cancel')}
      submitLabel={t('classes.create.submit')}
    >
      <ClassFields form={form} />
    </FormDialog>
  );
}
