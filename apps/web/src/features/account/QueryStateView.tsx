import { Skeleton, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '../../components/ErrorAlert';
import './account.pl';

/** A section's read: placeholders while it loads, an alert with a retry when it fails, else the content. */
export function QueryStateView<TData>({
  query,
  children,
}: {
  query: UseQueryResult<TData>;
  children: (data: TData) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
        <Skeleton height={36} />
        <Skeleton height={36} />
        <Skeleton height={36} width="60%" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <RetryAlert
        message={t('accountData.loadError')}
        retryLabel={t('accountData.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
