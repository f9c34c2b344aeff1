import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ErrorAlert';
import { errorText } from '../../lib/api/api-error';

/** A read: placeholders while it loads, the API's message with a retry when it fails, else the content. */
export function QueryState<TData, TError>({
  query,
  errorFallback,
  children,
}: {
  query: UseQueryResult<TData, TError>;
  errorFallback: string;
  children: (data: TData) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
        <Skeleton height={36} />
        <Skeleton height={36} width="60%" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert
        message={errorText(query.error, errorFallback)}
        retryLabel={t('routeError.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
