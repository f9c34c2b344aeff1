import { Select, Skeleton, Stack, Text } from '@mantine/core';
import { reportTargetTypes } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { PagedListPagination } from '../../components/ResultsPagination';
import { AdminLoadError } from './AdminLoadError';
import { AdminReportCard } from './AdminReportCard';
import { DecideReportDialog } from './DecideReportDialog';
import { reportsPl } from './reports.pl';
import { useReportQueue } from './useAdminSupportPage';

/** The reports waiting for a decision (or the decided ones) with a target filter, paging and the decide dialog. */
export function ReportQueue({ decided }: { decided: boolean }) {
  const { t } = useTranslation();
  const { list, targetType, changeTargetType, setPage, deciding, setDeciding } = useReportQueue(decided);
  return (
    <Stack gap="sm">
      <Select
        label={t('reports.admin.targetFilter')}
        data={[
          { value: '', label: t('reports.admin.allTargets') },
          ...reportTargetTypes.map((value) => ({ value, label: reportsPl.targets[value] })),
        ]}
        value={targetType ?? ''}
        onChange={changeTargetType}
        allowDeselect={false}
        maw={280}
      />
      {!list.data && list.isPending && (
        <Skeleton height={160} aria-busy="true" role="status" aria-label={t('app.loading')} />
      )}
      {!list.data && list.isError && <AdminLoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data?.results.length === 0 && (
        <Text c="dimmed">{decided ? t('reports.admin.emptyDecided') : t('reports.admin.emptyReports')}</Text>
      )}
      {list.data?.results.map((report) => (
        <AdminReportCard key={report.id} report={report} onDecide={(decision) => setDeciding({ report, decision })} />
      ))}
      <PagedListPagination list={list.data} onPageChange={setPage} />
      <DecideReportDialog choice={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}
