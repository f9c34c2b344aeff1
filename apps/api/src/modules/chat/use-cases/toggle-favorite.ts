import type { TViewerIn } from '@zadania/shared';
import type { TChatContext } from '../chat.context';
import { createChatRepository } from '../chat.repository';

export async function toggleFavorite(ctx: TChatContext, viewer: TViewerIn, roomId: string) {
  await ctx.memberRoom(viewer, roomId);
  const favorite = await ctx.uow.run(async (tx) => {
    const toggled = await createChatRepository(tx).toggleFavorite(roomId, viewer.id);
    // The viewer's other tabs reorder their room list.
    await ctx.recordRoomChange(tx, 'updated', { roomId, usersIds: [viewer.id] }, viewer.id);
    return toggled;
  });
  return { favorite };
}
