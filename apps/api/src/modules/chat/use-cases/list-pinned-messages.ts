import type { TViewerIn } from '@zadania/shared';
import type { TChatContext } from '../chat.context';

export async function listPinnedMessages(ctx: TChatContext, viewer: TViewerIn, roomId: string) {
  await ctx.readableRoom(viewer, roomId);
  return {
    results: await ctx.presentMessagesTo(viewer, await ctx.repository.listPinned(roomId, ctx.visibleTo(viewer))),
  };
}
