import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import './classes.pl';

/**
 * A button that asks first: confirmed, it runs `onConfirm`, and the question closes once `pending` is over. The
 * dialog stays while the change runs, so a refusal shows (as a toast) with the question still open.
 */
export function ConfirmedButton({
  label,
  title,
  message,
  confirmLabel,
  pending,
  onConfirm,
  ariaLabel,
  ...button
}: Omit<ButtonProps, 'children'> & {
  label: string;
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: (close: () => void) => void;
  ariaLabel?: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button {...button} aria-label={ariaLabel} onClick={() => setOpened(true)}>
        {label}
      </Button>
      <ConfirmDialog
        opened={opened}
        title={title}
        message={message}
        confirmLabel={confirmLabel}
        cancelLabel={t('classes.cancel')}
        pending={pending}
        onConfirm={() => onConfirm(close)}
        onClose={close}
      />
    </>
  );
}
