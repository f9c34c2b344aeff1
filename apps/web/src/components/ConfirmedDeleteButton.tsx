import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A red delete button that asks first, in a dialog that cannot be closed while the deletion runs. The caller keeps
 * `opened` so that it can close the dialog once deleted.
 */
export function ConfirmedDeleteButton({
  opened,
  onOpenedChange,
  pending,
  onConfirm,
  label,
  title,
  question,
  cancelLabel,
  confirmLabel,
}: {
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  pending: boolean;
  onConfirm: () => void;
  label: string;
  title: string;
  question: string;
  cancelLabel: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => onOpenedChange(true)}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={() => !pending && onOpenedChange(false)}
        title={title}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="lg">
          <Text>{question}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onOpenedChange(false)} disabled={pending} data-autofocus>
              {cancelLabel}
            </Button>
            <Button color="red" onClick={onConfirm} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
