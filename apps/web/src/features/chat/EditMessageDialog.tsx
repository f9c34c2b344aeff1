import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { chatLimits, type TChatMessage } from '@zadania/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { chatApi } from './chat-api';
import { CHAT_EDITOR_MAX_HEIGHT, isBlankHtml } from './chat-editor';
import './chat.pl';

/** PUT /chat/message/{id}: the author edits a text message in the chat editor. */
export function EditMessageDialog({
  message,
  onClose,
  onSaved,
}: {
  message: TChatMessage | null;
  onClose: () => void;
  onSaved: (message: TChatMessage) => void;
}) {
  const { t } = useTranslation();
  const [html, setHtml] = useState('');
  useEffect(() => setHtml(message?.message ?? ''), [message]);
  const save = useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => chatApi.updateMessage(id, text),
    onSuccess: onSaved,
  });
  return (
    <Modal opened={message !== null} onClose={onClose} title={t('chat.editTitle')} size="lg">
      {message && (
        <Stack gap="sm">
          <RichTextEditor
            key={message.id}
            variant="chat"
            value={html}
            onChange={setHtml}
            height={CHAT_EDITOR_MAX_HEIGHT}
            withHomeworks={false}
            withUploads={false}
            characterLimit={chatLimits.messageHtmlLength}
            aria-label={t('chat.editorLabel')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('chat.cancel')}
            </Button>
            <Button
              loading={save.isPending}
              disabled={isBlankHtml(html)}
              onClick={() => save.mutate({ id: message.id, text: html })}
            >
              {t('chat.save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
