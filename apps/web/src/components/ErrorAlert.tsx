import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A red alert, read out when it appears; nothing while there is no message. */
export function ErrorAlert({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle />} role="alert">
      {message}
    </Alert>
  );
}

/** A read that failed: the reason and a small red button that tries again. */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  icon = <IconAlertCircle />,
}: {
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  /** null: no icon. */
  icon?: ReactNode;
}) {
  return (
    <Alert color="red" icon={icon} role="alert">
      <Stack gap="xs" align="flex-start">
        {message}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Stack>
    </Alert>
  );
}
