import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReport, TReportTargetType } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { showToast } from '../../lib/toasts';
import { reportKeys, reportsApi } from './reports-api';
import './reports.pl';

export const adminSupportTabs = ['reports', 'decided', 'feedback', 'disputes'] as const;
export type TAdminSupportTab = (typeof adminSupportTabs)[number];
export type TDecision = 'RESOLVED' | 'DISMISSED';
/** A report with the decision its dialog asks to confirm. */
export type TDecisionChoice = { report: TReport; decision: TDecision };

/** /admin/support: the tab from the URL (`?tab=`, 'reports' when absent) and who may see the page. */
export function useAdminSupportPage() {
  const { t } = useTranslation();
  const { viewer, ready } = useViewer();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TAdminSupportTab = adminSupportTabs.find((candidate) => candidate === requested) ?? 'reports';
  useDocumentTitle(t('reports.admin.title'));
  return {
    tab,
    ready,
    forbidden: ready && viewer?.role !== 'ADMIN',
    changeTab: (value: string | null) =>
      setParams(value && value !== 'reports' ? { tab: value } : {}, { replace: true }),
  };
}

/** The reports waiting for a decision (or the decided ones), filtered by target, and the decision being confirmed. */
export function useReportQueue(decided: boolean) {
  const [page, setPage] = useState(1);
  const [targetType, setTargetType] = useState<TReportTargetType | undefined>(undefined);
  const [deciding, setDeciding] = useState<TDecisionChoice | null>(null);
  const query = { status: decided ? ('DECIDED' as const) : ('OPEN' as const), page, targetType };
  const list = useQuery({
    queryKey: reportKeys.queue(query),
    queryFn: ({ signal }) => reportsApi.queue(query, signal),
    placeholderData: keepPreviousData,
  });
  return {
    list,
    targetType,
    setPage,
    deciding,
    setDeciding,
    /** A new target filter starts again on the first page. */
    changeTargetType: (value: string | null) => {
      setTargetType(value ? (value as TReportTargetType) : undefined);
      setPage(1);
    },
  };
}

/** Deciding a report with an optional note; closes the dialog and refreshes the reports once done. */
export function useDecideReport(onClose: () => void) {
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
  return { note, setNote, decide };
}

/** The feedback sent from any page, a page at a time, and marking an item read. */
export function useFeedbackList() {
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
  return { list, setPage, read };
}
