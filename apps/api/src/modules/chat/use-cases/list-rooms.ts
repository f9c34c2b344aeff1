import type { TViewerIn } from '@zadania/shared';
import { pageOf, paging } from '../../../lib/paging';
import type { TChatContext, TPageQuery } from '../chat.context';

/** Every room the viewer belongs to, favourites first, then by last activity, with unread counts. */
export async function listRooms(ctx: TChatContext, viewer: TViewerIn, query: TPageQuery) {
  const { rows, total } = await ctx.repository.listRoomsOf(viewer.id, paging(query), ctx.now());
  return pageOf(await ctx.presentRooms(rows), total, query);
}
