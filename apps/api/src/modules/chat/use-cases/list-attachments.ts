import type { TViewerIn } from '@zadania/shared';
import { pageOf, paging } from '../../../lib/paging';
import type { TChatContext, TPageQuery } from '../chat.context';
import { toUser } from '../chat.presenter';

export async function listAttachments(ctx: TChatContext, viewer: TViewerIn, roomId: string, query: TPageQuery) {
  await ctx.readableRoom(viewer, roomId);
  const { rows, total } = await ctx.repository.listAttachments(roomId, paging(query), ctx.visibleTo(viewer));
  const authors = new Map(
    (await ctx.repository.findUsers([...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))])).map(
      (user) => [user.id, toUser(user)],
    ),
  );
  const results = rows.map((row) => ({
    file: ctx.present(row.file),
    messageId: row.messageId,
    author: row.authorId ? (authors.get(row.authorId) ?? null) : null,
    createdAt: row.createdAt.toISOString(),
  }));
  return pageOf(results, total, query);
}
