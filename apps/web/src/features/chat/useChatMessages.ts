import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { chatPl } from './chat.pl';
import { chatApi, chatKeys, type TMessagesScope } from './chat-api';
import { flattenMessages, type TMessagePages } from './chat-cache';

/**
 * A room's (or thread's) messages, 25 a page newest first from the API; page 2 and on are older. Realtime
 * chat events refetch them (chat-realtime.ts), and so does every reconnection of the socket.
 */
export function useChatMessages(scope: TMessagesScope) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(scope),
    queryFn: ({ pageParam, signal }) => chatApi.messages(scope, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
  });
  return { ...query, messages: flattenMessages(query.data) };
}

export type TJumpResult = { found: true } | { found: false; reason: string };

const hasMessage = (data: TMessagePages | undefined, messageId: string) =>
  data?.pages.some((page) => page.results.some((message) => message.id === messageId)) ?? false;

/**
 * Loads older pages of `scope` until `messageId` is among them. Fails with docs/product-spec.md
 * section 8's 'ChatMessagesQuery not found!' when the list is not loaded at all, and 'Message not found!'
 * when every page is loaded and the message is not there (deleted, or in another timeline).
 */
export async function loadUntilMessage(
  queryClient: QueryClient,
  scope: TMessagesScope,
  messageId: string,
): Promise<TJumpResult> {
  const key = chatKeys.messages(scope);
  let data = queryClient.getQueryData<TMessagePages>(key);
  if (!data) return { found: false, reason: chatPl.jumpQueryMissing };
  while (!hasMessage(data, messageId)) {
    const last = data?.pages.at(-1);
    if (!last || last.page >= last.pageCount) return { found: false, reason: chatPl.jumpMessageMissing };
    const next = await chatApi.messages(scope, last.page + 1);
    queryClient.setQueryData<TMessagePages>(key, (current) =>
      current ? { pages: [...current.pages, next], pageParams: [...current.pageParams, next.page] } : current,
    );
    data = queryClient.getQueryData<TMessagePages>(key);
  }
  return { found: true };
}

/** `loadUntilMessage` bound to the query client. */
export function useLoadUntilMessage() {
  const queryClient = useQueryClient();
  return useCallback(
    (scope: TMessagesScope, messageId: string) => loadUntilMessage(queryClient, scope, messageId),
    [queryClient],
  );
}
