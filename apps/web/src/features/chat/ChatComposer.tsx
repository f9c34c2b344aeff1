import {
  ActionIcon,
  Button,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPaperclip, IconSend, IconVideo } from '@tabler/icons-react';
import { chatLimits, type TChatMessage } from '@zadania/shared';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../components/editor/RichTextEditor';
import { AudioRecorder } from './AudioRecorder';
import { ChatMeetingDialog } from './ChatMeetingDialog';
import { CHAT_EDITOR_MAX_HEIGHT, isBlankHtml } from './chat-editor';
import { userName } from './chat-names';
import { useChatComposer } from './useChatComposer';
import './chat.pl';

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
  const composer = useChatComposer({ roomId, threadMessageId, replyTo, onCancelReply });
  const { html, editorKey, uploadPercent, send, attach, meetingOpen } = composer;

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
      <div onKeyDownCapture={composer.onKeyDownCapture}>
        <RichTextEditor
          key={editorKey}
          variant="chat"
          value={html}
          onChange={composer.onEditorChange}
          onReady={composer.onEditorReady}
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
            <ActionIcon
              variant="subtle"
              aria-label={t('chat.newMeeting')}
              onClick={() => composer.setMeetingOpen(true)}
            >
              <IconVideo size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Button
          size="xs"
          rightSection={<IconSend size={14} />}
          onClick={composer.submit}
          loading={send.isPending}
          disabled={isBlankHtml(html)}
        >
          {t('chat.send')}
        </Button>
      </Group>
      <ChatMeetingDialog
        opened={meetingOpen}
        onClose={() => composer.setMeetingOpen(false)}
        roomId={roomId}
        threadMessageId={threadMessageId}
        onSent={(message) => {
          composer.setMeetingOpen(false);
          composer.afterSend(message);
        }}
      />
    </Stack>
  );
}
