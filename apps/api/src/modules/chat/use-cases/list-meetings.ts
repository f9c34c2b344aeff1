import type { TViewerIn } from '@zadania/shared';
import { pageOf, paging } from '../../../lib/paging';
import type { TChatContext, TPageQuery } from '../chat.context';

export async function listMeetings(ctx: TChatContext, viewer: TViewerIn, roomId: string, query: TPageQuery) {
  await ctx.readableRoom(viewer, roomId);
  const { rows, total } = await ctx.repository.listMeetings(roomId, paging(query), ctx.visibleTo(viewer));
  return pageOf(await ctx.presentMessagesTo(viewer, rows), total, query);
}
