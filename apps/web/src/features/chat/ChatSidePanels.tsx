import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconMessages, IconPinnedOff } from '@tabler/icons-react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TChatMessage, TUploadedFile } from '@zadania/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { resolveFileUrl } from '../../components/files/files-api';
import { pluralize } from '../../i18n/plural';
import { RichContent } from '../../lib/rich-text/LazyRichContent';
import { showToast } from '../../lib/toasts';
import { FileLink, ImageThumb } from './ChatMessageFiles';
import { ChatRetryAlert } from './ChatRetryAlert';
import { chatPl } from './chat.pl';
import { chatApi, chatKeys } from './chat-api';
import { isImageFile } from './chat-files';
import { userName } from './chat-names';
import type { TOpenImages } from './useChatTimeline';
import { useTogglePin } from './useTogglePin';

function PanelError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <ChatRetryAlert message={t('chat.panelError')} onRetry={onRetry} />;
}

const PanelSkeleton = () => (
  <Stack gap="xs" aria-hidden>
    <Skeleton height={48} radius="md" />
    <Skeleton height={48} radius="md" />
  </Stack>
);

/** A message in a side list: author, time and content. */
function MessageSummary({ message, children }: { message: TChatMessage; children?: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xs" component="article" aria-label={userName(message.author)}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} truncate>
          {userName(message.author)}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
          {dayjs(message.createdAt).format('D.MM.YYYY HH:mm')}
        </Text>
      </Group>
      {message.message ? (
        <RichContent html={message.message} copyable={false} mt={4} />
      ) : (
        <Text size="xs" c="dimmed" mt={4}>
          {message.files.map((file) => file.originalname).join(', ') || message.meeting?.name}
        </Text>
      )}
      {children}
    </Paper>
  );
}

/** GET /chat/{id}/pinned-messages, each with its unpin button. */
export function PinnedPanel({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const pinned = useQuery({
    queryKey: chatKeys.pinned(roomId),
    queryFn: ({ signal }) => chatApi.pinned(roomId, signal),
  });
  const togglePin = useTogglePin();
  if (pinned.isPending) return <PanelSkeleton />;
  if (pinned.isError) return <PanelError onRetry={() => void pinned.refetch()} />;
  if (pinned.data.results.length === 0) return <Text c="dimmed">{t('chat.noPinned')}</Text>;
  return (
    <Stack gap="xs">
      {pinned.data.results.map((message) => (
        <MessageSummary key={message.id} message={message}>
          <Button
            mt={4}
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPinnedOff size={12} />}
            onClick={() => togglePin.mutate(message)}
          >
            {t('chat.unpin')}
          </Button>
        </MessageSummary>
      ))}
    </Stack>
  );
}

/** GET /chat/{id}/attachments, 20 a page: images open in the image viewer, other files download. */
export function AttachmentsPanel({ roomId, onOpenImages }: { roomId: string; onOpenImages: TOpenImages }) {
  const { t } = useTranslation();
  const attachments = useInfiniteQuery({
    queryKey: chatKeys.attachments(roomId),
    queryFn: ({ pageParam, signal }) => chatApi.attachments(roomId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
  });
  if (attachments.isPending) return <PanelSkeleton />;
  if (attachments.isError) return <PanelError onRetry={() => void attachments.refetch()} />;
  const files = attachments.data.pages.flatMap((page) => page.results.map((item) => item.file));
  if (files.length === 0) return <Text c="dimmed">{t('chat.noAttachments')}</Text>;
  const images = files.filter(isImageFile);
  const others = files.filter((file) => !isImageFile(file));
  const openImage = async (file: TUploadedFile) => {
    try {
      const urls = await Promise.all(images.map((image) => resolveFileUrl(image)));
      onOpenImages(
        images.map((image, index) => ({ src: urls[index] ?? '', alt: image.originalname, title: image.originalname })),
        images.indexOf(file),
      );
    } catch {
      showToast({ variant: 'error', message: t('chat.panelError') });
    }
  };
  return (
    <Stack gap="sm">
      {images.length > 0 && (
        <SimpleGrid cols={3} spacing="xs">
          {images.map((file) => (
            <ImageThumb key={file.id} file={file} size={88} onOpen={() => void openImage(file)} />
          ))}
        </SimpleGrid>
      )}
      {others.length > 0 && (
        <Stack gap={4} align="flex-start">
          {others.map((file) => (
            <FileLink key={file.id} file={file} />
          ))}
        </Stack>
      )}
      {attachments.hasNextPage && (
        <Button
          variant="subtle"
          loading={attachments.isFetchingNextPage}
          onClick={() => void attachments.fetchNextPage()}
        >
          {t('chat.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

/** GET /chat/{id}/threads: the room's threads with their unread replies; a click opens one. */
export function ThreadsPanel({
  roomId,
  onOpenThread,
}: {
  roomId: string;
  onOpenThread: (message: TChatMessage) => void;
}) {
  const { t } = useTranslation();
  const threads = useQuery({
    queryKey: chatKeys.threads(roomId),
    queryFn: ({ signal }) => chatApi.threads(roomId, signal),
  });
  if (threads.isPending) return <PanelSkeleton />;
  if (threads.isError) return <PanelError onRetry={() => void threads.refetch()} />;
  if (threads.data.results.length === 0) return <Text c="dimmed">{t('chat.noThreads')}</Text>;
  return (
    <Stack gap="xs">
      {threads.data.results.map((thread) => (
        <MessageSummary key={thread.message.id} message={thread.message}>
          <Group gap="xs" mt={4}>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconMessages size={12} />}
              onClick={() => onOpenThread(thread.message)}
            >
              {pluralize(thread.repliesCount, chatPl.threadReplies)}
            </Button>
            {thread.unreadCount > 0 && (
              <Text size="xs" c="red">
                {pluralize(thread.unreadCount, chatPl.unread)}
              </Text>
            )}
          </Group>
        </MessageSummary>
      ))}
    </Stack>
  );
}
