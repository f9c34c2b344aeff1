import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { TChatMessage } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../lib/toasts';
import { chatApi } from './chat-api';
import './chat.pl';

/** DELETE /chat/message/{id} after a confirmation (the author, or an ADMIN). */
export function DeleteMessageDialog({
  message,
  onClose,
  onDeleted,
}: {
  message: TChatMessage | null;
  onClose: () => void;
  onDeleted: (message: TChatMessage) => void;
}) {
  const { t } = useTranslation();
  const remove = useMutation({
    mutationFn: (target: TChatMessage) => chatApi.removeMessage(target.id).then((answer) => ({ answer, target })),
    onSuccess: ({ answer, target }) => {
      showToast({ variant: 'success', message: answer.message });
      onDeleted(target);
    },
  });
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('chat.deleteTitle')}>
      <Stack gap="sm">
        <Text size="sm">{t('chat.deleteText')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('chat.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => message && remove.mutate(message)}>
            {t('chat.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
