import { chatMessages as messages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TChatContext } from '../chat.context';
import { createChatRepository } from '../chat.repository';

/**
 * The author (while a member) or ADMIN; the thread it opens goes with it. In a room of an adult and a minor the adult
 * deletes nothing (403 `minorMessageKept`, issue 72); an ADMIN moderating still may.
 */
export async function deleteMessage(ctx: TChatContext, viewer: TViewerIn, messageId: string) {
  const { message, member } = await ctx.readableMessage(viewer, messageId);
  if (viewer.role !== 'ADMIN' && !(member && message.authorId === viewer.id)) {
    throw AppError.forbidden(messages.deleteForbidden);
  }
  if (await ctx.adultInMinorRoom(viewer, message.roomId)) throw AppError.forbidden(messages.minorMessageKept);
  const presented = await ctx.presentMessage(message);
  await ctx.uow.run(async (tx) => {
    const repo = createChatRepository(tx);
    const usersIds = await ctx.memberIdsOf(message.roomId, repo);
    await repo.deleteMessage(message.id);
    const removed = { roomId: message.roomId, messageId: message.id, usersIds };
    const eventId = await ctx.outbox.record(tx, 'chat.message.removed', removed, { actorId: viewer.id });
    const ids = { chatRoomId: message.roomId, messageId: message.id };
    await ctx.numbered.record(tx, eventId, usersIds, 'ChatMessageRemoved', ids);
  });
  return { message: messages.deleted, removed: presented };
}
