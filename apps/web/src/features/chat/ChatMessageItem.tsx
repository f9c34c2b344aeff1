import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconDots,
  IconDownload,
  IconEdit,
  IconFlag,
  IconMessageCircle,
  IconMessages,
  IconPin,
  IconPinnedOff,
  IconTrash,
  IconVideo,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { imageExtensions, type TChatMessage, type TUploadedFile } from '@zadania/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../components/files/download-file';
import { resolveFileUrl } from '../../components/files/files-api';
import { pluralize } from '../../i18n/plural';
import { useRealtimeClient } from '../../lib/realtime/RealtimeProvider';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { openMeetingWindow } from '../presence/meeting-windows';
import { OnlineAvatar } from '../presence/OnlineAvatar';
import { UserHoverCard } from '../profiles/UserHoverCard';
import { ReportDialog } from '../reports/ReportDialog';
import { chatPl } from './chat.pl';
import { userName } from './chat-names';
import '../reports/reports.pl';

export const isImageFile = (file: Pick<TUploadedFile, 'extension'>) =>
  (imageExtensions as readonly string[]).includes(file.extension.toLowerCase());

/** A chat file's address for <img>/<audio>: its URL, or a signed preview link (members read owner-only files). */
export function useFileUrl(file: Pick<TUploadedFile, 'id' | 'url'>) {
  return useQuery({
    queryKey: ['chat', 'file-url', file.id],
    queryFn: () => resolveFileUrl(file),
    // Signed links expire: read them again after a while.
    staleTime: 5 * 60_000,
  });
}

export type TMessageActions = {
  onReply?: (message: TChatMessage) => void;
  onOpenThread?: (message: TChatMessage) => void;
  onTogglePin: (message: TChatMessage) => void;
  onEdit: (message: TChatMessage) => void;
  onDelete: (message: TChatMessage) => void;
  onJumpTo: (messageId: string) => void;
  onOpenImage: (file: TUploadedFile) => void;
};

export function ChatMessageItem({
  message,
  mine,
  canDelete,
  highlighted,
  actions,
}: {
  message: TChatMessage;
  mine: boolean;
  canDelete: boolean;
  highlighted: boolean;
  /** Without actions the message is shown read-only (the thread's first message in its panel). */
  actions?: TMessageActions;
}) {
  const { t } = useTranslation();
  const author = userName(message.author);
  const time = dayjs(message.createdAt).format('D.MM.YYYY HH:mm');
  return (
    <Paper
      component="article"
      id={`chat-message-${message.id}`}
      data-testid="chat-message"
      aria-label={`${author}, ${time}`}
      withBorder
      radius="md"
      p="xs"
      ml={mine ? 'xl' : 0}
      mr={mine ? 0 : 'xl'}
      bg={mine ? 'var(--mantine-color-blue-light)' : undefined}
      style={{
        outline: highlighted ? '2px solid var(--mantine-color-yellow-5)' : undefined,
        transition: 'outline-color 300ms',
      }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <OnlineAvatar
            userId={message.author?.id}
            src={message.author?.avatar?.url}
            alt=""
            radius="xl"
            size={24}
            color="blue"
          >
            {author.slice(0, 1).toUpperCase()}
          </OnlineAvatar>
          <Text size="sm" fw={600} truncate>
            {message.author ? <UserHoverCard user={message.author} /> : author}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {time}
          </Text>
          {message.editedAt && (
            <Text size="xs" c="dimmed">
              {t('chat.edited')}
            </Text>
          )}
          {message.pinned && (
            <Badge size="xs" variant="light" color="yellow" leftSection={<IconPin size={10} />}>
              {t('chat.pinnedBadge')}
            </Badge>
          )}
        </Group>
        {actions && <MessageMenu message={message} mine={mine} canDelete={canDelete} actions={actions} />}
      </Group>

      {message.replyTo && (
        <UnstyledButton
          onClick={() => message.replyTo && actions?.onJumpTo(message.replyTo.id)}
          aria-label={t('chat.quoteLabel', { name: userName(message.replyTo.author) })}
          mt={6}
          px="xs"
          py={4}
          w="100%"
          style={{ borderLeft: '3px solid var(--mantine-color-blue-5)', borderRadius: 4 }}
          bg="var(--mantine-color-default-hover)"
        >
          <Text size="xs" fw={600}>
            {userName(message.replyTo.author)}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {message.replyTo.excerpt}
          </Text>
        </UnstyledButton>
      )}

      <Stack gap={6} mt={6}>
        {message.message && <RichContent html={message.message} copyable={false} />}
        {message.kind === 'AUDIO' && message.files[0] && <AudioPlayer file={message.files[0]} />}
        {message.kind !== 'AUDIO' && message.files.length > 0 && (
          <MessageFiles files={message.files} onOpenImage={(file) => actions?.onOpenImage(file)} />
        )}
        {message.meeting && (
          <MeetingCard messageId={message.id} name={message.meeting.name} joinUrl={message.meeting.joinUrl} />
        )}
      </Stack>

      {actions?.onOpenThread && message.threadRepliesCount > 0 && (
        <Button
          variant="subtle"
          size="compact-xs"
          mt={4}
          leftSection={<IconMessages size={14} />}
          onClick={() => actions?.onOpenThread?.(message)}
        >
          {pluralize(message.threadRepliesCount, chatPl.threadReplies)}
        </Button>
      )}
    </Paper>
  );
}

function MessageMenu({
  message,
  mine,
  canDelete,
  actions,
}: {
  message: TChatMessage;
  mine: boolean;
  canDelete: boolean;
  actions: TMessageActions;
}) {
  const { t } = useTranslation();
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('chat.messageOptions')}>
            <IconDots size={16} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {actions.onReply && (
            <Menu.Item leftSection={<IconMessageCircle size={14} />} onClick={() => actions.onReply?.(message)}>
              {t('chat.reply')}
            </Menu.Item>
          )}
          {actions.onOpenThread && (
            <Menu.Item leftSection={<IconMessages size={14} />} onClick={() => actions.onOpenThread?.(message)}>
              {t('chat.openThread')}
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={message.pinned ? <IconPinnedOff size={14} /> : <IconPin size={14} />}
            onClick={() => actions.onTogglePin(message)}
          >
            {message.pinned ? t('chat.unpin') : t('chat.pin')}
          </Menu.Item>
          {mine && message.kind === 'TEXT' && (
            <Menu.Item leftSection={<IconEdit size={14} />} onClick={() => actions.onEdit(message)}>
              {t('chat.edit')}
            </Menu.Item>
          )}
          {canDelete && (
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.onDelete(message)}>
              {t('chat.delete')}
            </Menu.Item>
          )}
          {!mine && message.author && (
            <Menu.Item leftSection={<IconFlag size={14} />} onClick={() => setReporting(true)}>
              {t('reports.report.button')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <ReportDialog
        targetType="CHAT_MESSAGE"
        targetId={message.id}
        opened={reporting}
        onClose={() => setReporting(false)}
      />
    </>
  );
}

function MessageFiles({ files, onOpenImage }: { files: TUploadedFile[]; onOpenImage: (file: TUploadedFile) => void }) {
  return (
    <Group gap="xs">
      {files.map((file) =>
        isImageFile(file) ? (
          <ImageThumb key={file.id} file={file} onOpen={() => onOpenImage(file)} />
        ) : (
          <FileLink key={file.id} file={file} />
        ),
      )}
    </Group>
  );
}

export function ImageThumb({ file, onOpen, size = 96 }: { file: TUploadedFile; onOpen: () => void; size?: number }) {
  const { t } = useTranslation();
  const url = useFileUrl(file);
  return (
    <UnstyledButton onClick={onOpen} aria-label={t('chat.openImage', { name: file.originalname })}>
      {url.data ? (
        <Image src={url.data} alt={file.originalname} w={size} h={size} fit="cover" radius="sm" />
      ) : (
        <Skeleton w={size} h={size} radius="sm" />
      )}
    </UnstyledButton>
  );
}

export function FileLink({ file }: { file: TUploadedFile }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconDownload size={14} />}
      onClick={() => void downloadFile(file)}
      aria-label={t('chat.download', { name: file.originalname })}
    >
      {file.originalname}
    </Button>
  );
}

function AudioPlayer({ file }: { file: TUploadedFile }) {
  const { t } = useTranslation();
  const url = useFileUrl(file);
  if (!url.data) return <Skeleton h={40} w={260} radius="xl" />;
  return (
    <audio controls src={url.data} aria-label={t('chat.audioLabel')} preload="metadata">
      <track kind="captions" />
    </audio>
  );
}

function MeetingCard({ messageId, name, joinUrl }: { messageId: string; name: string; joinUrl: string | null }) {
  const { t } = useTranslation();
  const realtime = useRealtimeClient();
  return (
    <Paper withBorder radius="sm" p="xs">
      <Group gap="xs" wrap="nowrap">
        <IconVideo size={18} aria-hidden />
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('chat.meeting')}: {name}
          </Text>
          {joinUrl ? (
            <Anchor
              href={joinUrl}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              onClick={(event) => {
                // In the meeting while its window is open: the others see this person busy (red).
                if (openMeetingWindow(messageId, joinUrl, () => realtime?.socket)) event.preventDefault();
              }}
            >
              {t('chat.joinMeeting')}
            </Anchor>
          ) : (
            <Text size="xs" c="dimmed">
              {t('chat.meetingNotConfigured')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
