import '@mantine/core/styles/Blockquote.css';
import {
  Alert,
  Anchor,
  Badge,
  Blockquote,
  Button,
  Card,
  Group,
  Modal,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportLimits, reportTargetTypes, type TFeedback, type TReport, type TReportTargetType } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PagedListPagination } from '../../components/ResultsPagination';
import { formatDateTime } from '../../i18n/dates';
import { corePl } from '../../i18n/pl-core';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { showToast } from '../../lib/toasts';
import { useViewer } from '../auth/useViewer';
import { DisputesSection, RequestDisputeList } from '../homework-requests/RequestDisputeList';
import { disputeTexts } from '../homework-requests/request-dispute-texts';
import { ForbiddenNotice } from '../moderation/ForbiddenNotice';
import { DisputeList } from '../tutoring/DisputesPage';
import { ReportHeading } from './ReportHeading';
import { reportsPl } from './reports.pl';
import { reportKeys, reportsApi } from './reports-api';
import { SupportFileLinks } from './SupportAttachments';
import '../moderation/moderation.pl';

const tabs = ['reports', 'decided', 'feedback', 'disputes'] as const;
type TTab = (typeof tabs)[number];
type TDecision = 'RESOLVED' | 'DISMISSED';

/**
 * /admin/support: the ADMINs' support area. Reports waiting for a decision (oldest first), decided ones, the
 * feedback sent from any page, and the tutoring disputes. The tab is in the URL (`?tab=`).
 */
export function AdminSupportPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TTab = tabs.find((candidate) => candidate === requested) ?? 'reports';
  useDocumentTitle(t('reports.admin.title'));

  if (ready && viewer?.role !== 'ADMIN') return <ForbiddenNotice message={t('moderation.forbiddenAdmin')} />;
  return (
    <Stack gap="lg" px={{ base: 'xs', sm: 0 }} maw={960}>
      <Title order={1}>{t('reports.admin.title')}</Title>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'reports' ? { tab: value } : {}, { replace: true })}
      >
        <Tabs.List>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`reports.admin.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={tab} pt="md">
          {ready && tab === 'reports' && <ReportQueue decided={false} />}
          {ready && tab === 'decided' && <ReportQueue decided />}
          {ready && tab === 'feedback' && <FeedbackList />}
          {ready && tab === 'disputes' && (
            <Stack gap="xl">
              <DisputesSection title={corePl.nav.tutoring}>
                <DisputeList tab="open" />
              </DisputesSection>
              <DisputesSection title={disputeTexts.listTitle}>
                <RequestDisputeList tab="open" />
              </DisputesSection>
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert">
      <Stack gap="xs" align="flex-start">
        {error instanceof ApiError ? error.message : t('reports.admin.loadError')}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {t('reports.admin.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

function ReportQueue({ decided }: { decided: boolean }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [targetType, setTargetType] = useState<TReportTargetType | undefined>(undefined);
  const [deciding, setDeciding] = useState<{ report: TReport; decision: TDecision } | null>(null);
  const query = { status: decided ? ('DECIDED' as const) : ('OPEN' as const), page, targetType };
  const list = useQuery({
    queryKey: reportKeys.queue(query),
    queryFn: ({ signal }) => reportsApi.queue(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="sm">
      <Select
        label={t('reports.admin.targetFilter')}
        data={[
          { value: '', label: t('reports.admin.allTargets') },
          ...reportTargetTypes.map((value) => ({ value, label: reportsPl.targets[value] })),
        ]}
        value={targetType ?? ''}
        onChange={(value) => {
          setTargetType(value ? (value as TReportTargetType) : undefined);
          setPage(1);
        }}
        allowDeselect={false}
        maw={280}
      />
      {!list.data && list.isPending && (
        <Skeleton height={160} aria-busy="true" role="status" aria-label={t('app.loading')} />
      )}
      {!list.data && list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.results.length === 0 && (
        <Text c="dimmed">{decided ? t('reports.admin.emptyDecided') : t('reports.admin.emptyReports')}</Text>
      )}
      {list.data?.results.map((report) => (
        <ReportCard key={report.id} report={report} onDecide={(decision) => setDeciding({ report, decision })} />
      ))}
      <PagedListPagination list={list.data} onPageChange={setPage} />
      <DecideDialog choice={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}

function ReportCard({ report, onDecide }: { report: TReport; onDecide: (decision: TDecision) => void }) {
  const { t } = useTranslation();
  const titleId = `report-${report.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} data-testid="report">
      <Stack gap="xs">
        <ReportHeading report={report} titleId={titleId} />
        <Blockquote p="xs" style={{ overflowWrap: 'anywhere' }}>
          {report.targetLabel}
        </Blockquote>
        {report.details && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {report.details}
          </Text>
        )}
        <SupportFileLinks files={report.files} />
        <Text size="xs" c="dimmed">
          {t('reports.admin.reportedBy', { name: report.reporter?.displayName ?? t('reports.admin.anonymous') })} ·{' '}
          {formatDateTime(report.createdAt)}
          {report.targetOwner && ` · ${t('reports.admin.author', { name: report.targetOwner.displayName })}`}
        </Text>
        {report.decidedAt && (
          <Text size="sm">
            {t('reports.admin.decidedBy', {
              status: reportsPl.statuses[report.status],
              date: formatDateTime(report.decidedAt),
            })}
            {report.decisionNote && ` — ${report.decisionNote}`}
          </Text>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          {report.targetHref ? (
            <Anchor component={Link} to={report.targetHref} size="sm">
              {t('reports.admin.open')}
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              {t('reports.admin.noLink')}
            </Text>
          )}
          {report.policies.decide && (
            <Group gap="xs">
              <Button size="sm" variant="default" onClick={() => onDecide('DISMISSED')} aria-describedby={titleId}>
                {t('reports.admin.dismiss')}
              </Button>
              <Button size="sm" onClick={() => onDecide('RESOLVED')} aria-describedby={titleId}>
                {t('reports.admin.resolve')}
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function DecideDialog({
  choice,
  onClose,
}: {
  choice: { report: TReport; decision: TDecision } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: ({ id, status }: { id: string; status: TDecision }) => reportsApi.decide(id, { status, note }),
    onSuccess: (result) => {
      showToast({ variant: 'success', message: result.message });
      setNote('');
      onClose();
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
    onError: (error) =>
      showToast({
        variant: 'error',
        message: error instanceof ApiError ? error.message : t('reports.admin.loadError'),
      }),
  });
  const label = choice?.decision === 'DISMISSED' ? t('reports.admin.dismiss') : t('reports.admin.resolve');
  return (
    <Modal
      opened={choice !== null}
      onClose={onClose}
      title={t('reports.admin.decideTitle', { decision: label })}
      centered
    >
      <Stack gap="md">
        {choice && <Text size="sm">{choice.report.targetLabel}</Text>}
        <Textarea
          label={t('reports.admin.note')}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={reportLimits.noteMaxLength}
          rows={2}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('reports.admin.cancel')}
          </Button>
          <Button
            loading={decide.isPending}
            onClick={() => choice && decide.mutate({ id: choice.report.id, status: choice.decision })}
          >
            {t('reports.admin.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function FeedbackList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const query = { page };
  const list = useQuery({
    queryKey: reportKeys.feedback(query),
    queryFn: ({ signal }) => reportsApi.feedback(query, signal),
    placeholderData: keepPreviousData,
  });
  const read = useMutation({
    mutationFn: reportsApi.readFeedback,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: reportKeys.all }),
  });
  if (!list.data && list.isPending)
    return <Skeleton height={160} aria-busy="true" role="status" aria-label={t('app.loading')} />;
  if (!list.data) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap="sm">
      {list.data.results.length === 0 && <Text c="dimmed">{t('reports.admin.emptyFeedback')}</Text>}
      {list.data.results.map((item: TFeedback) => (
        <Card key={item.id} withBorder radius="md" padding="md" component="article" data-testid="feedback">
          <Stack gap="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="xs" c="dimmed">
                {item.author
                  ? t('reports.admin.feedbackFrom', { name: item.author.displayName, page: item.page })
                  : t('reports.admin.feedbackAnonymous', { page: item.page })}{' '}
                · {formatDateTime(item.createdAt)}
              </Text>
              <Group gap="xs">
                {item.rating !== null && (
                  <Badge variant="light" radius="sm" tt="none">
                    {`${item.rating}/5`}
                  </Badge>
                )}
                {item.status === 'NEW' && (
                  <Badge color="blue" radius="sm" tt="none">
                    {t('reports.admin.unread')}
                  </Badge>
                )}
              </Group>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {item.message}
            </Text>
            <SupportFileLinks files={item.files} />
            {item.status === 'NEW' && (
              <Group justify="flex-end">
                <Button size="compact-sm" variant="light" loading={read.isPending} onClick={() => read.mutate(item.id)}>
                  {t('reports.admin.markRead')}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      ))}
      <PagedListPagination list={list.data} onPageChange={setPage} />
    </Stack>
  );
}
