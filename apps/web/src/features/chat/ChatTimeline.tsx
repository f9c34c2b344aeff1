import { Box, Stack } from '@mantine/core';
import { isAdmin, type TChatMessage, type TViewer } from '@zadania/shared';
import { ChatMessageItem } from './ChatMessageItem';
import { ChatTimelineStatus } from './ChatTimelineStatus';
import type { TMessagesScope } from './chat-api';
import { DeleteMessageDialog } from './DeleteMessageDialog';
import { EditMessageDialog } from './EditMessageDialog';
import { type TOpenImages, useChatTimeline } from './useChatTimeline';

/**
 * A room's main timeline or one thread: oldest at the top, newest at the bottom. Scrolling to the top
 * loads the older page and keeps what was on screen in place; new messages scroll into view only when
 * the reader is at the bottom. While it is shown and the page is visible, the room (or thread) is marked read.
 */
export function ChatTimeline({
  scope,
  viewer,
  onReply,
  onOpenThread,
  onOpenImages,
  label,
}: {
  scope: TMessagesScope;
  viewer: NonNullable<TViewer>;
  onReply: (message: TChatMessage) => void;
  onOpenThread?: (message: TChatMessage) => void;
  onOpenImages: TOpenImages;
  label: string;
}) {
  const timeline = useChatTimeline(scope, onOpenImages);
  const { query, messages, highlighted, togglePin, jumpTo, openImage } = timeline;

  return (
    <Box
      ref={timeline.viewport}
      onScroll={timeline.onScroll}
      role="log"
      aria-label={label}
      aria-live="polite"
      aria-busy={query.isFetching}
      tabIndex={0}
      style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
      p="xs"
    >
      <ChatTimelineStatus query={query} isThread={Boolean(scope.threadMessageId)} onLoadOlder={timeline.loadOlder} />
      <Stack gap="xs" ref={timeline.content}>
        {messages.map((message) => {
          const mine = message.author?.id === viewer.id;
          return (
            <ChatMessageItem
              key={message.id}
              message={message}
              mine={mine}
              canDelete={mine || isAdmin(viewer)}
              highlighted={highlighted === message.id}
              actions={{
                onReply,
                onOpenThread,
                onTogglePin: (target) => togglePin.mutate(target),
                onEdit: timeline.setEditing,
                onDelete: timeline.setDeleting,
                onJumpTo: (id) => void jumpTo(id),
                onOpenImage: (file) => void openImage(message, file),
              }}
            />
          );
        })}
      </Stack>
      <EditMessageDialog
        message={timeline.editing}
        onClose={() => timeline.setEditing(null)}
        onSaved={timeline.onEdited}
      />
      <DeleteMessageDialog
        message={timeline.deleting}
        onClose={() => timeline.setDeleting(null)}
        onDeleted={timeline.onDeleted}
      />
    </Box>
  );
}
