import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { commerceMessages, type TUnlockRequest } from '@zadania/shared';
import { useState } from 'react';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { showErrorToast, showToast } from '../../lib/toasts';
import { commerceKeys } from '../commerce';
import { paywallApi } from './paywall-api';
import { useSingleFlight } from './useSingleFlight';
import './homework.pl';

/** The wallet's balance and history changed with a spend. */
export function refreshWallet(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: commerceKeys.wallet });
  void queryClient.invalidateQueries({ queryKey: commerceKeys.tokenHistory });
}

export const isShortOfTokens = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 402;

/** Spends tokens on the task's paid solution or hint, then reads the solution again. */
export function useUnlock(homeworkId: string, type: TUnlockRequest['type']) {
  const queryClient = useQueryClient();
  const [shortage, setShortage] = useState<string | null>(null);
  const once = useSingleFlight();
  const mutation = useMutation({
    mutationFn: () => paywallApi.unlock(homeworkId, type),
    onMutate: () => setShortage(null),
    onSuccess: async ({ message }) => {
      showToast({ variant: 'success', message: message || commerceMessages.unlocked });
      refreshWallet(queryClient);
      await queryClient.invalidateQueries({ queryKey: queryKeys.solution(homeworkId) });
    },
    onError: (error) => {
      if (isShortOfTokens(error)) setShortage(error.message);
      else showErrorToast(error instanceof Error ? error.message : String(error));
    },
  });
  return { unlock: () => once(() => mutation.mutateAsync()), pending: mutation.isPending, shortage };
}
