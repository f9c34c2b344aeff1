import type { TViewerIn } from '@zadania/shared';
import { pageOf, paging } from '../../../lib/paging';
import type { TChatContext, TPageQuery } from '../chat.context';

/** Messages that opened a thread, latest reply first, with the viewer's unread replies in each. */
export async function listThreads(ctx: TChatContext, viewer: TViewerIn, roomId: string, query: TPageQuery) {
  await ctx.readableRoom(viewer, roomId);
  const { rows, total } = await ctx.repository.listThreads(roomId, viewer.id, paging(query), ctx.now());
  const roots = new Map(
    (await ctx.presentMessagesTo(viewer, await ctx.repository.findMessages(rows.map((row) => row.id)))).map(
      (message) => [message.id, message],
    ),
  );
  const results = rows.flatMap((row) => {
    const message = roots.get(row.id);
    return message
      ? [
          {
            message,
            repliesCount: row.repliesCount,
            lastReplyAt: row.lastReplyAt.toISOString(),
            unreadCount: row.unreadCount,
          },
        ]
      : [];
  });
  return pageOf(results, total, query);
}
