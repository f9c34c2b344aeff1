import type { TChatRoomSave, TViewerIn } from '@zadania/shared';
import type { TChatContext } from '../chat.context';
import { createChatRepository } from '../chat.repository';

/**
 * A group room of the viewer (its creator) and the chosen people, each one the viewer may contact and, for a
 * TEACHER, none a minor (modules/contacts `requireGroupContactable`, else 403).
 */
export async function createRoom(ctx: TChatContext, viewer: TViewerIn, body: TChatRoomSave) {
  const others = await ctx.otherMembers(viewer, body.usersIds);
  await ctx.contacts.requireGroupContactable(viewer, others);
  return ctx.uow.run(async (tx) => {
    const repo = createChatRepository(tx);
    const room = await repo.insertRoom({ kind: 'GROUP', name: body.name, createdById: viewer.id });
    const usersIds = [viewer.id, ...others];
    await repo.addMembers(room.id, usersIds);
    await ctx.recordRoomChange(tx, 'created', { roomId: room.id, usersIds }, viewer.id);
    return ctx.presentRoom(viewer.id, room, repo);
  });
}
