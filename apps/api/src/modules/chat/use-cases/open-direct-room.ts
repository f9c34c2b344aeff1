import { errorMessages, chatMessages as messages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TChatContext } from '../chat.context';
import { createChatRepository, directRoomKey } from '../chat.repository';

/**
 * The one direct room of the viewer and the user, created on first use. The pair's unique key makes
 * two parallel first calls create one room: the second insert does nothing and reads the first's.
 * Creating it starts contact, so the contact rule applies (403); a room the two already have opens as it is.
 */
export async function openDirectRoom(ctx: TChatContext, viewer: TViewerIn, userId: string) {
  if (userId === viewer.id) throw AppError.badRequest(messages.selfChat);
  if (!(await ctx.repository.findUsers([userId])).length) throw AppError.notFound(errorMessages.userNotFound);
  const directKey = directRoomKey(viewer.id, userId);
  const existing = await ctx.repository.findDirectRoom(directKey);
  if (existing) return ctx.presentRoom(viewer.id, existing);
  await ctx.contacts.requireContactable(viewer, [userId]);
  return ctx.uow.run(async (tx) => {
    const repo = createChatRepository(tx);
    const created = await repo.insertDirectRoom({ directKey, createdById: viewer.id });
    if (created) {
      const usersIds = [viewer.id, userId];
      await repo.addMembers(created.id, usersIds);
      await ctx.recordRoomChange(tx, 'created', { roomId: created.id, usersIds }, viewer.id);
    }
    const room = created ?? (await repo.findDirectRoom(directKey))!;
    return ctx.presentRoom(viewer.id, room, repo);
  });
}
