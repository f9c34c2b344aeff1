import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
      <Alert color="red" icon={<IconAlertCircle />} role="alert">
        <Stack gap="xs" align="flex-start">
          {t('accountData.loadError')}
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('accountData.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return children(query.data);
}
