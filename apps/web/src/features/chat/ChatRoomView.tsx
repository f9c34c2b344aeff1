import { ActionIcon, Alert, Drawer, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconEye,
  IconMessages,
  IconPaperclip,
  IconPin,
  IconStar,
  IconStarFilled,
} from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { chatMessages, type TChatMessage, type TViewer } from '@zadania/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageViewer, type TViewerImage } from '../../components/files/ImageViewer';
import { HelpButton } from '../safeguarding';
import { ChatComposer } from './ChatComposer';
import { ChatMessageItem } from './ChatMessageItem';
import { AttachmentsPanel, PinnedPanel, ThreadsPanel } from './ChatSidePanels';
import { ChatTimeline } from './ChatTimeline';
import { chatApi, chatKeys } from './chat-api';
import { upsertRoom, useTypingUsers } from './chat-cache';
import { otherMembers, roomTitle, userName } from './chat-names';
import './chat.pl';

type TPanel = { kind: 'thread'; message: TChatMessage } | { kind: 'pinned' | 'attachments' | 'threads' };

/** One room: its header and panels, the messages and the chat editor. */
export function ChatRoomView({
  roomId,
  viewer,
  onBack,
}: {
  roomId: string;
  viewer: NonNullable<TViewer>;
  /** Phone layout: back to the room list. */
  onBack?: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const room = useQuery({
    queryKey: chatKeys.room(roomId),
    queryFn: ({ signal }) => chatApi.room(roomId, signal),
  });
  const [replyTo, setReplyTo] = useState<TChatMessage | null>(null);
  const [threadReplyTo, setThreadReplyTo] = useState<TChatMessage | null>(null);
  const [panel, setPanel] = useState<TPanel | null>(null);
  const [viewerImages, setViewerImages] = useState<{ images: TViewerImage[]; index: number } | null>(null);
  const typing = useTypingUsers(roomId).filter((id) => id !== viewer.id);
  const toggleFavorite = useMutation({
    mutationFn: () => chatApi.toggleFavorite(roomId),
    onSuccess: ({ favorite }) => {
      if (room.data) upsertRoom(queryClient, { ...room.data, favorite });
      return queryClient.invalidateQueries({ queryKey: chatKeys.rooms });
    },
  });

  if (room.isPending) {
    return (
      <Stack gap="sm" h="100%" data-testid="room-skeleton" aria-hidden>
        <Skeleton height={40} />
        <Skeleton style={{ flex: 1 }} />
        <Skeleton height={90} />
      </Stack>
    );
  }
  if (room.isError) {
    return (
      <Stack gap="sm">
        {onBack && <BackButton onBack={onBack} />}
        <Alert color="red" variant="light">
          {t('chat.roomNotFound')}
        </Alert>
      </Stack>
    );
  }

  const title = roomTitle(room.data, viewer.id);
  const typingNames = typing
    .map((id) => room.data.users.find((user) => user.id === id))
    .filter((user) => user !== undefined)
    .map((user) => user.displayName);
  const openImages = (images: TViewerImage[], index: number) => setViewerImages({ images, index });
  const openThread = (message: TChatMessage) => setPanel({ kind: 'thread', message });
  const panelTitle =
    panel?.kind === 'thread'
      ? t('chat.thread')
      : panel?.kind === 'pinned'
        ? t('chat.pinned')
        : panel?.kind === 'attachments'
          ? t('chat.attachments')
          : t('chat.threads');

  return (
    <Stack gap="xs" h="100%" component="section" aria-labelledby="chat-room-title" style={{ minHeight: 0 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          {onBack && <BackButton onBack={onBack} />}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id="chat-room-title" lineClamp={1}>
              {title}
            </Title>
            {room.data.kind === 'GROUP' && (
              <Text size="xs" c="dimmed" truncate>
                {t('chat.members', {
                  names: otherMembers(room.data, viewer.id)
                    .map((user) => user.displayName)
                    .join(', '),
                })}
              </Text>
            )}
            {'parentCanRead' in room.data && room.data.parentCanRead && (
              <Group gap={4} wrap="nowrap" data-testid="parent-can-read">
                <IconEye size={14} aria-hidden />
                <Text size="xs" c="dimmed">
                  {chatMessages.parentCanRead}
                </Text>
              </Group>
            )}
          </Stack>
        </Group>
        <Group gap={2} wrap="nowrap" role="toolbar" aria-label={t('chat.panels')}>
          {viewer.role !== 'ADMIN' && (
            <HelpButton
              short
              roomId={room.data.id}
              withWhom={otherMembers(room.data, viewer.id)
                .map((user) => user.displayName)
                .join(', ')}
            />
          )}
          <Tooltip label={room.data.favorite ? t('chat.removeFavorite') : t('chat.addFavorite')}>
            <ActionIcon
              variant="subtle"
              color={room.data.favorite ? 'yellow' : 'gray'}
              aria-label={room.data.favorite ? t('chat.removeFavorite') : t('chat.addFavorite')}
              aria-pressed={room.data.favorite}
              onClick={() => toggleFavorite.mutate()}
            >
              {room.data.favorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
            </ActionIcon>
          </Tooltip>
          <PanelButton label={t('chat.pinned')} onClick={() => setPanel({ kind: 'pinned' })}>
            <IconPin size={18} />
          </PanelButton>
          <PanelButton label={t('chat.attachments')} onClick={() => setPanel({ kind: 'attachments' })}>
            <IconPaperclip size={18} />
          </PanelButton>
          <PanelButton label={t('chat.threads')} onClick={() => setPanel({ kind: 'threads' })}>
            <IconMessages size={18} />
          </PanelButton>
        </Group>
      </Group>

      <Paper withBorder radius="md" style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        <ChatTimeline
          key={roomId}
          scope={{ roomId, threadMessageId: null }}
          viewer={viewer}
          onReply={setReplyTo}
          onOpenThread={openThread}
          onOpenImages={openImages}
          label={t('chat.messagesLabel')}
        />
      </Paper>
      <Text size="xs" c="dimmed" h={16} aria-live="polite">
        {typingNames.length === 1
          ? `${typingNames[0]} ${t('chat.typing')}`
          : typingNames.length > 1
            ? t('chat.typingMany')
            : ''}
      </Text>
      <ChatComposer
        key={`composer-${roomId}`}
        roomId={roomId}
        threadMessageId={null}
        replyTo={replyTo}
        onCancelReply={() => setReplyTo(null)}
        label={t('chat.editorLabel')}
      />

      <Drawer
        opened={panel !== null}
        onClose={() => setPanel(null)}
        position="right"
        size="md"
        title={panelTitle}
        closeButtonProps={{ 'aria-label': t('chat.closePanel') }}
      >
        {panel?.kind === 'thread' && (
          <Stack gap="sm">
            <ChatMessageItem
              message={panel.message}
              mine={panel.message.author?.id === viewer.id}
              canDelete={false}
              highlighted={false}
            />
            <Stack gap="xs" h="50vh" style={{ display: 'flex' }}>
              <ChatTimeline
                key={panel.message.id}
                scope={{ roomId, threadMessageId: panel.message.id }}
                viewer={viewer}
                onReply={setThreadReplyTo}
                onOpenImages={openImages}
                label={t('chat.thread')}
              />
            </Stack>
            <ChatComposer
              key={`thread-${panel.message.id}`}
              roomId={roomId}
              threadMessageId={panel.message.id}
              replyTo={threadReplyTo}
              onCancelReply={() => setThreadReplyTo(null)}
              label={`${t('chat.editorLabel')}: ${t('chat.thread')} ${userName(panel.message.author)}`}
            />
          </Stack>
        )}
        {panel?.kind === 'pinned' && <PinnedPanel roomId={roomId} />}
        {panel?.kind === 'attachments' && <AttachmentsPanel roomId={roomId} onOpenImages={openImages} />}
        {panel?.kind === 'threads' && <ThreadsPanel roomId={roomId} onOpenThread={openThread} />}
      </Drawer>
      {viewerImages && (
        <ImageViewer
          images={viewerImages.images}
          initialIndex={viewerImages.index}
          opened
          onClose={() => setViewerImages(null)}
        />
      )}
    </Stack>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <ActionIcon variant="subtle" aria-label={t('chat.back')} onClick={onBack}>
      <IconArrowLeft size={18} />
    </ActionIcon>
  );
}

function PanelButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
