import type { TChatMessageListQuery, TViewerIn } from '@zadania/shared';
import { pageOf, paging } from '../../../lib/paging';
import type { TChatContext } from '../chat.context';

/** The room's main timeline, or one thread, paged; `search` matches words without regard to accents. */
export async function listMessages(ctx: TChatContext, viewer: TViewerIn, roomId: string, query: TChatMessageListQuery) {
  await ctx.readableRoom(viewer, roomId);
  const threadMessageId = await ctx.checkThread(roomId, query.threadMessageId);
  const { rows, total } = await ctx.repository.listMessages(roomId, {
    ...paging(query),
    threadMessageId: threadMessageId ?? undefined,
    search: query.search,
    ascending: query.sort === 'createdAt:ASC',
    visibleTo: ctx.visibleTo(viewer),
  });
  return pageOf(await ctx.presentMessagesTo(viewer, rows), total, query);
}
