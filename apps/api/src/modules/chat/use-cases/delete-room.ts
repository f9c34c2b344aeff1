import { chatMessages as messages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TChatContext } from '../chat.context';
import { createChatRepository } from '../chat.repository';

/**
 * A group room: its creator or ADMIN; a direct room: either of the two, or ADMIN. A room of an adult and a minor is
 * never deleted by the adult (403 `minorRoomKept`, issue 72); an ADMIN moderating still may.
 */
export async function deleteRoom(ctx: TChatContext, viewer: TViewerIn, roomId: string) {
  const { room, member } = await ctx.readableRoom(viewer, roomId);
  const allowed = viewer.role === 'ADMIN' || (room.kind === 'DIRECT' ? !!member : room.createdById === viewer.id);
  if (!allowed) throw AppError.forbidden(messages.roomDeleteForbidden);
  if (await ctx.adultInMinorRoom(viewer, room.id)) throw AppError.forbidden(messages.minorRoomKept);
  const presented = await ctx.presentRoom(viewer.id, room);
  await ctx.uow.run(async (tx) => {
    const repo = createChatRepository(tx);
    const usersIds = await ctx.memberIdsOf(room.id, repo);
    await repo.deleteRoom(room.id);
    await ctx.recordRoomChange(tx, 'updated', { roomId: room.id, usersIds }, viewer.id);
  });
  return { message: messages.deleted, room: presented };
}
