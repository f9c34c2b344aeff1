import type { TViewerIn } from '@zadania/shared';
import type { TChatContext } from '../chat.context';

export async function getRoom(ctx: TChatContext, viewer: TViewerIn, roomId: string) {
  const { room } = await ctx.readableRoom(viewer, roomId);
  return ctx.presentRoom(viewer.id, room);
}
