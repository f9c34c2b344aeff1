import { Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFailedJob } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RowsSkeleton } from '../../components/PageSkeleton';
import { formatDateTime } from '../../i18n/dates';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useCatalogueAccess } from '../../lib/session/useViewer';
import { showToast } from '../../lib/toasts';
import { ForbiddenNotice } from '../moderation';
import { jobKeys, jobsApi } from './jobs-api';
import '../moderation';
import './jobs.pl';

function FailedJobCard({ job }: { job: TFailedJob }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => jobsApi.retry(job.id),
    onSuccess: ({ message }) => {
      showToast({ variant: 'success', message });
      void queryClient.invalidateQueries({ queryKey: jobKeys.failed });
    },
  });
  const headingId = `job-${job.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={2} size="h5" id={headingId}>
              {t(`jobs.names.${job.name}`, { defaultValue: job.name })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('jobs.failedAt')}: {job.failedAt ? formatDateTime(job.failedAt) : '—'} · {t('jobs.attempts')}:{' '}
              {job.retryCount + 1}
            </Text>
          </Stack>
          <Button variant="light" loading={retry.isPending} onClick={() => retry.mutate()}>
            {t('jobs.retry')}
          </Button>
        </Group>
        <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
          {job.error}
        </Text>
        <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {JSON.stringify(job.data, null, 2)}
        </Code>
      </Stack>
    </Card>
  );
}

/** /admin/jobs (ADMIN): background jobs (mail, event deliveries, sweeps) whose retries ran out. */
export function FailedJobsPage() {
  const { t } = useTranslation();
  const { ready, allowed } = useCatalogueAccess('manageBackgroundJobs');
  const list = useQuery({
    queryKey: jobKeys.failed,
    queryFn: ({ signal }) => jobsApi.listFailed(signal),
    enabled: ready && allowed,
  });
  useDocumentTitle(t('jobs.title'));

  if (ready && !allowed) return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;

  const data = list.data;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Title order={1}>{t('jobs.title')}</Title>
      <Text c="dimmed">{t('jobs.intro')}</Text>
      {!data && (list.isPending || !ready) && <RowsSkeleton count={2} height={120} />}
      {list.isError && !data && <Text c="red">{t('jobs.loadError')}</Text>}
      {data && data.results.length === 0 && <Text>{t('jobs.empty')}</Text>}
      {data && data.results.length > 0 && (
        <Stack gap="md">
          {data.results.map((job) => (
            <FailedJobCard key={job.id} job={job} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
