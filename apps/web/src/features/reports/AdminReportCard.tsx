import '@mantine/core/styles/Blockquote.css';
import { Anchor, Blockquote, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { TReport } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../i18n/dates';
import { ReportHeading } from './ReportHeading';
import { reportsPl } from './reports.pl';
import { SupportFileLinks } from './SupportAttachments';
import type { TDecision } from './useAdminSupportPage';

/** One report in the ADMIN's queue: what was reported, by whom, its decision, a link to it and the decide buttons. */
export function AdminReportCard({ report, onDecide }: { report: TReport; onDecide: (decision: TDecision) => void }) {
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
