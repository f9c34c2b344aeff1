import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
