import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THomeworkRequest } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError, errorText } from '../../lib/api/api-error';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { useViewer } from '../../lib/session/useViewer';
import { showToast } from '../../lib/toasts';
import { homeworkRequestKeys, homeworkRequestsApi } from './homework-requests-api';
import './homework-requests.pl';

/** The request of /requests/{id}, asked for once the viewer is known; it titles the document. */
export function useRequestPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { ready } = useViewer();
  const request = useQuery({
    queryKey: homeworkRequestKeys.request(id),
    queryFn: ({ signal }) => homeworkRequestsApi.get(id, signal),
    enabled: ready,
  });
  useDocumentTitle(request.data?.title ?? t('homeworkRequests.list.title'));
  return {
    request: request.data,
    loading: !request.data && (request.isPending || !ready),
    /** The HTTP status of the failed load (0 when it was not the API's answer). */
    errorStatus: request.error instanceof ApiError ? request.error.status : 0,
    retry: () => void request.refetch(),
  };
}

/** The owner's cancelling of the request, behind a confirmation. */
export function useCancelRequest(request: THomeworkRequest) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation({
    mutationFn: () => homeworkRequestsApi.cancel(request.id),
    onSuccess: (result) => {
      queryClient.setQueryData(homeworkRequestKeys.request(request.id), result.request);
      void queryClient.invalidateQueries({ queryKey: homeworkRequestKeys.all });
      showToast({ variant: 'success', message: result.message });
      setConfirming(false);
    },
    onError: (failure) => showToast({ variant: 'error', message: errorText(failure, t('homeworkRequests.loadError')) }),
  });
  return {
    confirming,
    ask: () => setConfirming(true),
    keep: () => setConfirming(false),
    confirm: () => cancel.mutate(),
    cancelling: cancel.isPending,
  };
}

/** The delivered solution of a request. */
export function useRequestSolution(requestId: string) {
  return useQuery({
    queryKey: homeworkRequestKeys.solution(requestId),
    queryFn: ({ signal }) => homeworkRequestsApi.solution(requestId, signal),
  });
}
