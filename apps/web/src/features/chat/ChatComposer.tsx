import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  Modal,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPaperclip, IconSend, IconVideo } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatLimits, type TChatMessage, ZName } from '@zadania/shared';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { DialogButtons } from '../../components/FormDialogActions';
import { uploadErrorMessage, uploadFile } from '../../components/files/upload-file';
import { whenValid } from '../../lib/forms/when-valid';
import { showToast } from '../../lib/toasts';
import { AudioRecorder } from './AudioRecorder';
import { chatApi } from './chat-api';
import { addMessage } from './chat-cache';
import { userName } from './chat-names';
import { useTypingAnnouncer } from './useChatRealtime';
import './chat.pl';

/** docs/product-spec.md section 9: the chat editor grows up to 500 px. */
export const CHAT_EDITOR_MAX_HEIGHT = 500;

/** True when the editor's HTML has no text and no embedded content. */
export const isBlankHtml = (html: string) =>
  !html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() && !/<(img|video|iframe|span data-type)\b/.test(html);

/**
 * The chat editor (the editor's `chat` variant) with the reply being written, attachments, a voice
 * message and a meeting. Enter sends, Shift+Enter starts a new line.
 */
export function ChatComposer({
  roomId,
  threadMessageId,
  replyTo,
  onCancelReply,
  label,
}: {
  roomId: string;
  threadMessageId: string | null;
  replyTo: TChatMessage | null;
  onCancelReply: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [html, setHtml] = useState('');
  // The editor keeps its own document: a new key empties it after sending.
  const [editorKey, setEditorKey] = useState(0);
  // The key of the editor in use: a change the replaced editor still reports (its pending text) is dropped.
  const currentKey = useRef(0);
  const renderedKey = editorKey;
  // The editor reports changes after a short pause; Enter right after typing reads the document itself.
  const editorRef = useRef<{ getHTML: () => string; isDestroyed: boolean } | null>(null);
  const latestHtml = useRef(html);
  latestHtml.current = html;
  const [uploadPercent, setUploadPercent] = useState<number | null>(null);
  const [meetingOpen, setMeetingOpen] = useState(false);

  const typing = useTypingAnnouncer(roomId, threadMessageId);
  const afterSend = (message: TChatMessage) => {
    typing.stopped();
    addMessage(queryClient, roomId, message);
  };

  const send = useMutation({
    mutationFn: (message: string) =>
      chatApi.sendMessage(roomId, { message, replyTo: replyTo?.id ?? null, threadMessageId }),
    onSuccess: (message) => {
      currentKey.current += 1;
      setHtml('');
      setEditorKey(currentKey.current);
      onCancelReply();
      afterSend(message);
    },
  });

  const attach = useMutation({
    mutationFn: async (files: File[]) => {
      const uploaded = [];
      for (const [index, file] of files.entries()) {
        const stored = await uploadFile({
          file,
          assign: 'CHAT_ATTACHMENT',
          onProgress: (percent) => setUploadPercent(Math.round((index * 100 + percent) / files.length)),
        });
        uploaded.push(stored.id);
      }
      return chatApi.sendAttachments(roomId, uploaded, threadMessageId);
    },
    onSuccess: afterSend,
    onError: (error) => showToast({ variant: 'error', message: uploadErrorMessage(error) }),
    onSettled: () => setUploadPercent(null),
  });

  const submit = () => {
    const editor = editorRef.current;
    const message = editor && !editor.isDestroyed ? editor.getHTML() : latestHtml.current;
    if (isBlankHtml(message) || send.isPending) return;
    send.mutate(message);
  };

  // Enter sends; Shift+Enter (and Enter while composing text with an IME) is left to the editor; Escape drops the reply.
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key.length === 1 || event.key === 'Backspace') typing.typed();
    if (event.key === 'Escape' && replyTo) {
      onCancelReply();
      return;
    }
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    const target = event.target;
    if (!(target instanceof HTMLElement) || !target.isContentEditable) return;
    event.preventDefault();
    event.stopPropagation();
    submit();
  };

  return (
    <Stack gap={4}>
      {replyTo && (
        <Paper withBorder radius="sm" px="xs" py={4}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" truncate>
              {t('chat.replyingTo', { name: userName(replyTo.author) })}
            </Text>
            <CloseButton size="sm" aria-label={t('chat.cancelReply')} onClick={onCancelReply} />
          </Group>
        </Paper>
      )}
      {uploadPercent !== null && (
        <Progress value={uploadPercent} aria-label={t('chat.uploadingFiles', { percent: uploadPercent })} />
      )}
      <div onKeyDownCapture={onKeyDownCapture}>
        <RichTextEditor
          key={editorKey}
          variant="chat"
          value={html}
          onChange={(value) => {
            if (renderedKey === currentKey.current) setHtml(value);
          }}
          onReady={(editor) => {
            editorRef.current = editor;
          }}
          placeholder={t('chat.editorPlaceholder')}
          height={CHAT_EDITOR_MAX_HEIGHT}
          withHomeworks={false}
          withUploads={false}
          characterLimit={chatLimits.messageHtmlLength}
          aria-label={label}
        />
      </div>
      <Group justify="space-between" wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <FileButton multiple onChange={(files) => files.length > 0 && attach.mutate(files)}>
            {(props) => (
              <Tooltip label={t('chat.attachFiles')}>
                <ActionIcon {...props} variant="subtle" aria-label={t('chat.attachFiles')} loading={attach.isPending}>
                  <IconPaperclip size={18} />
                </ActionIcon>
              </Tooltip>
            )}
          </FileButton>
          <AudioRecorder roomId={roomId} threadMessageId={threadMessageId} />
          <Tooltip label={t('chat.newMeeting')}>
            <ActionIcon variant="subtle" aria-label={t('chat.newMeeting')} onClick={() => setMeetingOpen(true)}>
              <IconVideo size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Button
          size="xs"
          rightSection={<IconSend size={14} />}
          onClick={submit}
          loading={send.isPending}
          disabled={isBlankHtml(html)}
        >
          {t('chat.send')}
        </Button>
      </Group>
      <MeetingDialog
        opened={meetingOpen}
        onClose={() => setMeetingOpen(false)}
        roomId={roomId}
        threadMessageId={threadMessageId}
        onSent={(message) => {
          setMeetingOpen(false);
          afterSend(message);
        }}
      />
    </Stack>
  );
}

function MeetingDialog({
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
