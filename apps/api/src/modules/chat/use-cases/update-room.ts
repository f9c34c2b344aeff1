import { chatMessages as messages, type TChatRoomSave, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TChatContext } from '../chat.context';
import { createChatRepository } from '../chat.repository';
import { isAdult, isMinor } from '../room-safety.repository';

/**
 * Renames a group room and sets its members; only its creator, who always stays a member. Those added must be
 * people the creator may contact and, for a TEACHER, no minor (`requireGroupContactable`, else 403); those already
 * in the room stay whatever the rule says now. An adult never removes a minor from a room (403 `minorMemberKept`, issue
 * 72): the conversation stays whole for the child's parents.
 */
export async function updateRoom(ctx: TChatContext, viewer: TViewerIn, roomId: string, body: TChatRoomSave) {
  const { room } = await ctx.readableRoom(viewer, roomId);
  if (room.kind === 'DIRECT') throw AppError.badRequest(messages.directRoomFixed);
  if (room.createdById !== viewer.id) throw AppError.forbidden(messages.roomOwnerOnly);
  const others = await ctx.otherMembers(viewer, body.usersIds);
  const current = new Set(await ctx.memberIdsOf(room.id));
  const added = others.filter((id) => !current.has(id));
  await ctx.contacts.requireGroupContactable(viewer, added);
  const removed = [...current].filter((id) => id !== viewer.id && !others.includes(id));
  if (removed.length && viewer.role !== 'ADMIN') {
    const [me] = await ctx.roomSafety.usersAges([viewer.id]);
    const now = new Date();
    const removedMinor = (await ctx.roomSafety.usersAges(removed)).some((user) => isMinor(user, now));
    if (me && isAdult(me, now) && removedMinor) throw AppError.forbidden(messages.minorMemberKept);
  }
  return ctx.uow.run(async (tx) => {
    const repo = createChatRepository(tx);
    const before = await ctx.memberIdsOf(room.id, repo);
    await repo.renameRoom(room.id, body.name);
    await repo.setMembers(room.id, [viewer.id, ...others]);
    // Those removed hear of it too: the room leaves their list.
    const usersIds = [...new Set([...before, viewer.id, ...others])];
    await ctx.recordRoomChange(tx, 'updated', { roomId: room.id, usersIds }, viewer.id);
    return ctx.presentRoom(viewer.id, (await repo.findRoom(room.id))!, repo);
  });
}
