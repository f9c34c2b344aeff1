import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The small red button that takes something off the account: a picture, a video, a payment method. */
export function RemoveButton({
  label,
  onClick,
  disabled,
  'aria-label': ariaLabel,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  return (
    <Button
      variant="light"
      color="red"
      size="xs"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={onClick}
      disabled={disabled}
      aria-label={ariaLabel}
    >
      {label}
    </Button>
  );
}
