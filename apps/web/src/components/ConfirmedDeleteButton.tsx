import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A red delete button that asks first, in a dialog that cannot be closed while the deletion runs. Confirmed, it runs
 * `remove`; once that succeeds the dialog closes and `onDeleted` follows (a toast, where to go next).
 */
export function ConfirmedDeleteButton({
  remove,
  onDeleted,
  label,
  title,
  question,
  cancelLabel,
  confirmLabel,
}: {
  remove: () => Promise<unknown>;
  onDeleted: () => void;
  label: string;
  title: string;
  question: string;
  cancelLabel: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const deletion = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      setOpened(false);
      onDeleted();
    },
  });
  const pending = deletion.isPending;
  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={() => !pending && setOpened(false)}
        title={title}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="lg">
          <Text>{question}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpened(false)} disabled={pending} data-autofocus>
              {cancelLabel}
            </Button>
            <Button color="red" onClick={() => deletion.mutate()} loading={pending}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
