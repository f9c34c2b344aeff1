import { Modal, type ModalProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialogActions } from './FormDialogActions';

/**
 * A centred dialog around a form: its fields, the server's refusal, cancel and submit. It cannot be closed while the
 * form saves; `onSubmit` runs instead of the browser's submit.
 */
export function FormDialog({
  opened,
  onClose,
  title,
  size,
  onSubmit,
  pending,
  serverError,
  cancelLabel,
  submitLabel,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps['size'];
  onSubmit: () => void;
  pending: boolean;
  serverError: string | null;
  cancelLabel: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={title}
      size={size}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <FormDialogActions
            serverError={serverError}
            pending={pending}
            onCancel={onClose}
            cancelLabel={cancelLabel}
            submitLabel={submitLabel}
          />
        </Stack>
      </form>
    </Modal>
  );
}
