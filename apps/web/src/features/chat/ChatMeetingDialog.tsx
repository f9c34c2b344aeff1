import { Modal, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type TChatMessage, ZName } from '@zadania/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogButtons } from '../../components/FormDialogActions';
import { whenValid } from '../../lib/forms/when-valid';
import { chatApi } from './chat-api';
import './chat.pl';

/** A new meeting posted in the room (or thread): its name, then the message with the link to join. */
export function ChatMeetingDialog({
  opened,
  onClose,
  roomId,
  threadMessageId,
  onSent,
}: {
  opened: boolean;
  onClose: () => void;
  roomId: string;
  threadMessageId: string | null;
  onSent: (message: TChatMessage) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (meetingName: string) => chatApi.sendMeeting(roomId, meetingName, threadMessageId),
    onSuccess: (message) => {
      setName('');
      onSent(message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    whenValid(ZName, name, setError, (data) => create.mutate(data));
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('chat.newMeeting')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('chat.meetingName')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={error}
            required
            data-autofocus
          />
          <DialogButtons
            pending={create.isPending}
            onCancel={onClose}
            cancelLabel={t('chat.cancel')}
            submitLabel={t('chat.startMeeting')}
          />
        </Stack>
      </form>
    </Modal>
  );
}
