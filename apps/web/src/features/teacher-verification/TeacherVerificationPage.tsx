import '@mantine/core/styles/Blockquote.css';
import { Alert, Anchor, Blockquote, Button, Checkbox, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TMyTeacherVerification, type TUploadedFile, teacherVerificationLimits } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert, RetryAlert } from '../../components/ErrorAlert';
import { UploadField } from '../../components/files/UploadField';
import type { TUploadFieldState } from '../../components/files/useFileUploads';
import { formatDate } from '../../i18n/dates';
import { errorText } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { countryOptions } from './countries';
import { teacherVerificationApi, teacherVerificationKeys } from './teacher-verification-api';
import './teacher-verification.pl';

/** /teacher/verification: a TEACHER's verification for work with minors, and the application form (issue 72). */
export function TeacherVerificationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('teacherVerification.page.title'));
  const mine = useQuery({
    queryKey: teacherVerificationKeys.mine,
    queryFn: ({ signal }) => teacherVerificationApi.mine(signal),
  });

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('teacherVerification.page.title')}</Title>
        <Text c="dimmed">{t('teacherVerification.page.intro')}</Text>
        <Anchor component={Link} to="/standardy-ochrony-maloletnich" size="sm">
          {t('teacherVerification.page.standards')}
        </Anchor>
      </Stack>
      {mine.isPending && (
        <Text role="status" aria-busy="true">
          {t('app.loading')}
        </Text>
      )}
      {mine.isError && (
        <RetryAlert
          message={errorText(mine.error, t('teacherVerification.page.loadError'))}
          retryLabel={t('routeError.retry')}
          onRetry={() => void mine.refetch()}
        />
      )}
      {mine.data && (
        <>
          <VerificationStatus state={mine.data} />
          {mine.data.canApply && <ApplicationForm declaration={mine.data.declarationText} />}
        </>
      )}
    </Stack>
  );
}

function VerificationStatus({ state }: { state: TMyTeacherVerification }) {
  const { t } = useTranslation();
  const latest = state.latest;
  if (state.verified && state.verifiedUntil) {
    return (
      <Stack gap="sm">
        <Alert color="teal" icon={<IconShieldCheck aria-hidden />} role="status">
          {t('teacherVerification.page.status.APPROVED', { date: formatDate(state.verifiedUntil) })}
        </Alert>
        {state.renewalDue && latest?.status !== 'PENDING' && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="status">
            {t('teacherVerification.page.status.renewal', { date: formatDate(state.verifiedUntil) })}
          </Alert>
        )}
        {latest?.status === 'PENDING' && <PendingStatus date={latest.declaredAt} />}
      </Stack>
    );
  }
  if (!latest) {
    return (
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />} role="status">
        {t('teacherVerification.page.status.none')}
      </Alert>
    );
  }
  if (latest.status === 'PENDING') return <PendingStatus date={latest.declaredAt} />;
  if (latest.status === 'REFUSED') {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="status">
        {t('teacherVerification.page.status.REFUSED', { reason: latest.refusalReason ?? '' })}
      </Alert>
    );
  }
  // APPROVED but ended: asked again.
  return (
    <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="status">
      {t('teacherVerification.page.status.none')}
    </Alert>
  );
}

function PendingStatus({ date }: { date: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" icon={<IconClock aria-hidden />} role="status">
      {t('teacherVerification.page.status.PENDING', { date: formatDate(date) })}
    </Alert>
  );
}

function ApplicationForm({ declaration }: { declaration: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [accepted, setAccepted] = useState(false);
  const [countries, setCountries] = useState<string[]>(['PL']);
  const [document, setDocument] = useState<TUploadedFile[]>([]);
  const [upload, setUpload] = useState<TUploadFieldState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const apply = useMutation({
    mutationFn: () =>
      teacherVerificationApi.apply({
        declarationAccepted: true,
        countries,
        documentFileId: document[0]!.id,
      }),
    onSuccess: (answer) => {
      showToast({ variant: 'success', message: answer.message });
      void queryClient.invalidateQueries({ queryKey: teacherVerificationKeys.mine });
    },
    onError: (error) => setProblem(errorText(error, t('teacherVerification.page.loadError'))),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!accepted) return setProblem(t('teacherVerification.page.needsDeclaration'));
    if (!countries.length) return setProblem(t('teacherVerification.page.needsCountries'));
    if (!document[0] || upload?.uploading) return setProblem(t('teacherVerification.page.needsDocument'));
    setProblem(null);
    apply.mutate();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="verification-form-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="verification-form-title">
          {t('teacherVerification.page.formTitle')}
        </Title>
        <Stack gap="xs">
          <Text fw={600}>{t('teacherVerification.page.declarationTitle')}</Text>
          <Blockquote p="sm" color="gray" data-testid="verification-declaration">
            <Text size="sm">{declaration}</Text>
          </Blockquote>
          <Checkbox
            label={t('teacherVerification.page.declarationCheck')}
            checked={accepted}
            onChange={(event) => setAccepted(event.currentTarget.checked)}
          />
        </Stack>
        <MultiSelect
          label={t('teacherVerification.page.countries')}
          description={t('teacherVerification.page.countriesHint')}
          placeholder={t('teacherVerification.page.countriesPlaceholder')}
          data={countryOptions()}
          value={countries}
          onChange={setCountries}
          searchable
          maxValues={teacherVerificationLimits.maxCountries}
          required
        />
        <Stack gap={4}>
          <UploadField
            assign="VERIFICATION_DOCUMENT"
            label={t('teacherVerification.page.document')}
            required
            value={document}
            onChange={setDocument}
            onStateChange={setUpload}
          />
          <Text size="xs" c="dimmed">
            {t('teacherVerification.page.documentHint')}
          </Text>
        </Stack>
        <ErrorAlert message={problem} />
        <div>
          <Button type="submit" loading={apply.isPending} leftSection={<IconCircleCheck size={16} aria-hidden />}>
            {t('teacherVerification.page.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
