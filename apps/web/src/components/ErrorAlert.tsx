import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { teacherVerificationPath } from '@zadania/shared';
import type { ReactNode } from 'react';

/** A red alert, read out when it appears; nothing while there is no message. */
export function ErrorAlert({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle />} role="alert">
      {typeof message === 'string' ? withVerificationLink(message) : message}
    </Alert>
  );
}

/**
 * A gate's refusal of an unverified teacher (issue 72) names the verification page's path: shown as a link to it.
 * Any other message is shown as it is.
 */
export function withVerificationLink(message: string): ReactNode {
  const at = message.indexOf(teacherVerificationPath);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <Anchor href={teacherVerificationPath} inherit>
        {teacherVerificationPath}
      </Anchor>
      {message.slice(at + teacherVerificationPath.length)}
    </>
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
