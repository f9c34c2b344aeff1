import { Alert, Anchor, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedListPagination } from '../../components/ResultsPagination';
import { formatDateTime } from '../../i18n/dates';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { ReportHeading } from './ReportHeading';
import './reports.pl';
import { reportKeys, reportsApi } from './reports-api';
import { SupportFileLinks } from './SupportAttachments';

/** /account/reports: the viewer's reports and what the moderators decided. */
export function MyReportsPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  useDocumentTitle(t('reports.mine.title'));
  const list = useQuery({
    queryKey: reportKeys.mine(page),
    queryFn: ({ signal }) => reportsApi.mine(page, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={800}>
      <Title order={1}>{t('reports.mine.title')}</Title>
      {!list.data && list.isPending && (
        <Skeleton height={120} aria-busy="true" role="status" aria-label={t('app.loading')} />
      )}
      {!list.data && list.isError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {list.error instanceof ApiError ? list.error.message : t('reports.admin.loadError')}
            <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
              {t('reports.admin.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {list.data?.results.length === 0 && <Text c="dimmed">{t('reports.mine.empty')}</Text>}
      {list.data?.results.map((report) => (
        <Card key={report.id} withBorder radius="md" padding="md" component="article" data-testid="my-report">
          <Stack gap="xs">
            <ReportHeading report={report} />
            <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
              {report.targetLabel}
            </Text>
            <Text size="xs" c="dimmed">
              {t('reports.mine.sent', { date: formatDateTime(report.createdAt) })}
              {report.decidedAt && ` · ${t('reports.mine.decided', { date: formatDateTime(report.decidedAt) })}`}
            </Text>
            {report.decisionNote && <Text size="sm">{t('reports.mine.note', { note: report.decisionNote })}</Text>}
            <SupportFileLinks files={report.files} />
            {report.targetHref && (
              <Anchor component={Link} to={report.targetHref} size="sm">
                {t('reports.mine.open')}
              </Anchor>
            )}
          </Stack>
        </Card>
      ))}
      <PagedListPagination list={list.data} onPageChange={setPage} />
    </Stack>
  );
}
