import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isPaymentOpen, isPaymentSettled } from '@zadania/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../lib/api/api-error';
import { queryKeys } from '../../lib/api/query-keys';
import { useDocumentTitle } from '../../lib/hooks/useDocumentTitle';
import { commerceApi } from './commerce-api';
import { commerceKeys } from './commerce-keys';
import { paymentRefetchInterval } from './payment-polling';
import './commerce.pl';

/**
 * The payment of /payment/{id}, asked again every 2 s while an online payment awaits the provider; once it settles,
 * what it bought is refreshed everywhere.
 */
export function usePaymentResultPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('commerce.result.title'));
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const payment = useQuery({
    queryKey: commerceKeys.payment(id),
    queryFn: ({ signal }) => commerceApi.payment(id, signal),
    refetchInterval: (query) => paymentRefetchInterval(query.state.data, query.state.dataUpdateCount),
  });

  // Once the money is confirmed, what it bought shows everywhere: the account (Premium), wallet and lists.
  const status = payment.data?.status;
  const seenOpen = useRef(false);
  useEffect(() => {
    if (!status) return;
    if (isPaymentOpen(status)) seenOpen.current = true;
    else if (seenOpen.current && isPaymentSettled(status)) {
      seenOpen.current = false;
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'commerce' && query.queryKey[1] !== 'payment',
      });
    }
  }, [status, queryClient]);

  return {
    payment,
    notFound: payment.isError && payment.error instanceof ApiError && payment.error.status === 404,
    refresh: () => void payment.refetch(),
  };
}
