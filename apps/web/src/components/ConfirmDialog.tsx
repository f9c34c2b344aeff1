import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The confirm button's colour: red (the default) for what cannot be undone. */
  confirmColor?: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes-or-no question before something that cannot be undone; it cannot be closed while the answer runs. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel,
  confirmColor = 'red',
  pending = false,
  onConfirm,
  onClose,
}: TProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
