import { useQueryClient } from '@tanstack/react-query';
import type { TChatMessage, TUploadedFile } from '@zadania/shared';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveFileUrl } from '../../components/files/files-api';
import type { TViewerImage } from '../../components/files/ImageViewer';
import { showToast } from '../../lib/toasts';
import { chatApi, type TMessagesScope } from './chat-api';
import { markRead, removeMessage, updateMessage } from './chat-cache';
import { isImageFile } from './chat-files';
import { useChatMessages, useLoadUntilMessage } from './useChatMessages';
import { useTogglePin } from './useTogglePin';
import './chat.pl';

/** How close to the bottom (px) still counts as reading the newest messages: new ones then scroll into view. */
const STICK_TO_BOTTOM_PX = 80;
const HIGHLIGHT_MS = 2000;

export type TOpenImages = (images: TViewerImage[], index: number) => void;

/**
 * A timeline's messages and its scrolling: older pages loaded at the top with the reader's place kept, the newest
 * followed at the bottom, a jump to a quoted message (highlighted for a while), and the timeline marked read.
 */
export function useChatTimeline(scope: TMessagesScope, onOpenImages: TOpenImages) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useChatMessages(scope);
  const { messages } = query;
  const loadUntil = useLoadUntilMessage();
  const togglePin = useTogglePin();
  const viewport = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const atBottom = useRef(true);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  // The highlight of a message jumped to fades after a while; leaving the room first cancels that.
  const highlightTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(highlightTimer.current), []);
  const [editing, setEditing] = useState<TChatMessage | null>(null);
  const [deleting, setDeleting] = useState<TChatMessage | null>(null);
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;

  // Older messages were put on top: keep the reader's messages where they were.
  useLayoutEffect(() => {
    const element = viewport.current;
    const saved = anchor.current;
    if (!element || !saved || !oldestId) return;
    element.scrollTop = element.scrollHeight - saved.height + saved.top;
    anchor.current = null;
  }, [oldestId]);

  // A new newest message (or the first load): follow it when the reader was at the bottom.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (element && newestId && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  // Content that grows after rendering (rich text and images load lazily) keeps a reader at the bottom there.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = viewport.current;
    const inner = content.current;
    if (!element || !inner) return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current && !anchor.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  const loadOlder = useCallback(() => {
    const element = viewport.current;
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    if (element) anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    void query.fetchNextPage();
  }, [query.hasNextPage, query.isFetchingNextPage, query.fetchNextPage]);

  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_TO_BOTTOM_PX;
    if (element.scrollTop < 40) loadOlder();
  };

  // Rooms count their main timeline only: reading a thread leaves the room's badge alone.
  useMarkRead(scope, newestId, () => {
    if (!scope.threadMessageId) markRead(queryClient, scope.roomId);
  });

  const jumpTo = async (messageId: string) => {
    try {
      const result = await loadUntil(scope, messageId);
      if (!result.found) {
        showToast({ variant: 'error', message: result.reason });
        return;
      }
    } catch {
      showToast({ variant: 'error', message: t('chat.messagesError') });
      return;
    }
    atBottom.current = false;
    requestAnimationFrame(() => {
      document.getElementById(`chat-message-${messageId}`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    });
    setHighlighted(messageId);
    window.clearTimeout(highlightTimer.current);
    highlightTimer.current = window.setTimeout(
      () => setHighlighted((current) => (current === messageId ? null : current)),
      HIGHLIGHT_MS,
    );
  };

  const openImage = async (message: TChatMessage, file: TUploadedFile) => {
    const images = message.files.filter(isImageFile);
    try {
      const urls = await Promise.all(images.map((image) => resolveFileUrl(image)));
      onOpenImages(
        images.map((image, index) => ({ src: urls[index] ?? '', alt: image.originalname, title: image.originalname })),
        Math.max(0, images.indexOf(file)),
      );
    } catch {
      showToast({ variant: 'error', message: t('chat.panelError') });
    }
  };

  return {
    query,
    messages,
    viewport,
    content,
    onScroll,
    loadOlder,
    highlighted,
    togglePin,
    jumpTo,
    openImage,
    editing,
    setEditing,
    deleting,
    setDeleting,
    onEdited: (message: TChatMessage) => {
      updateMessage(queryClient, message);
      setEditing(null);
    },
    onDeleted: (message: TChatMessage) => {
      removeMessage(queryClient, message.roomId, message.id);
      setDeleting(null);
    },
  };
}

/** PUT read-last whenever a newer message is shown while the page is visible (and once it becomes visible). */
function useMarkRead(scope: TMessagesScope, newestId: string | undefined, onRead: () => void) {
  const lastSent = useRef<string | null>(null);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  const { roomId, threadMessageId } = scope;
  useEffect(() => {
    if (!newestId) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || lastSent.current === newestId) return;
      lastSent.current = newestId;
      chatApi.readLast(roomId, threadMessageId).then(
        () => onReadRef.current(),
        () => {
          lastSent.current = null;
        },
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [roomId, threadMessageId, newestId]);
}
