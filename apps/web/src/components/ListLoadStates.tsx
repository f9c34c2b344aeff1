import { Button, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from './ErrorAlert';

/** A list's placeholders while its first page loads: the skeleton to sight, 'loading' to a screen reader. */
export function ListLoading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <VisuallyHidden>{t('app.loading')}</VisuallyHidden>
      {children}
    </div>
  );
}

/** A list that failed to load: the reason, read out, and a button that tries again. */
export function ListLoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text c="red" role="alert">
        {message}
      </Text>
      <Button variant="light" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Stack>
  );
}

/**
 * A list whose data is not there yet: its skeleton while it loads (or waits to be enabled), then, if loading failed,
 * the reason and a button that tries again.
 */
export function ListNotLoaded({
  list,
  enabled = true,
  skeleton,
  message,
  retryLabel,
}: {
  list: { isPending: boolean; refetch: () => unknown };
  enabled?: boolean;
  skeleton: ReactNode;
  message: string;
  retryLabel: string;
}) {
  if (list.isPending || !enabled) return <ListLoading>{skeleton}</ListLoading>;
  return <ListLoadFailed message={message} retryLabel={retryLabel} onRetry={() => void list.refetch()} />;
}

/**
 * A list whose data is not there yet, in a red alert's style: a skeleton `skeletonHeight` high while it loads, then, if
 * loading failed, the reason and a small button that tries again.
 */
export function ListNotLoadedAlert({
  list,
  skeletonHeight,
  message,
  retryLabel,
}: {
  list: { isPending: boolean; refetch: () => unknown };
  skeletonHeight: number;
  message: ReactNode;
  retryLabel: string;
}) {
  const { t } = useTranslation();
  if (list.isPending)
    return <Skeleton height={skeletonHeight} aria-busy="true" role="status" aria-label={t('app.loading')} />;
  return <RetryAlert icon={null} message={message} retryLabel={retryLabel} onRetry={() => void list.refetch()} />;
}
