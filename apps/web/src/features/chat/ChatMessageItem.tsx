import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconMessages, IconPin } from '@tabler/icons-react';
import type { TChatMessage } from '@zadania/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pluralize } from '../../i18n/plural';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { OnlineAvatar } from '../presence';
import { UserHoverCard } from '../user-card';
import { ChatMeetingCard } from './ChatMeetingCard';
import { AudioPlayer, MessageFiles } from './ChatMessageFiles';
import { MessageMenu, type TMessageActions } from './ChatMessageMenu';
import { BlurredMessageFiles, ChatSafetyMarks } from './ChatSafetyMarks';
import { chatPl } from './chat.pl';
import { userName } from './chat-names';

/** One chat message: its author and time, the quoted reply, the content, attachments or meeting, and its thread. */
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
        {message.kind !== 'AUDIO' &&
          message.files.length > 0 &&
          (message.blurForViewer && !mine ? (
            <BlurredMessageFiles message={message} onOpenImage={(file) => actions?.onOpenImage(file)} />
          ) : (
            <MessageFiles files={message.files} onOpenImage={(file) => actions?.onOpenImage(file)} />
          ))}
        {message.meeting && (
          <ChatMeetingCard messageId={message.id} name={message.meeting.name} joinUrl={message.meeting.joinUrl} />
        )}
      </Stack>
      {mine && <ChatSafetyMarks message={message} />}

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
