import { chatMessages as messages, type TViewerIn } from '@zadania/shared';
import type { TChatContext } from '../chat.context';
import { createChatRepository } from '../chat.repository';

/** Moves the viewer's read pointer of the room (or of one of its threads) to the newest message. */
export async function readLast(ctx: TChatContext, viewer: TViewerIn, roomId: string, threadMessageId?: string | null) {
  await ctx.memberRoom(viewer, roomId);
  const thread = await ctx.checkThread(roomId, threadMessageId);
  await ctx.uow.run(async (tx) => {
    const repo = createChatRepository(tx);
    const at = ctx.now();
    const messageId = thread
      ? await repo.readThread(thread, viewer.id, at)
      : await repo.readRoom(roomId, viewer.id, at);
    const read = { roomId, userId: viewer.id, threadMessageId: thread, messageId };
    const eventId = await ctx.outbox.record(tx, 'chat.room.read', read, { actorId: viewer.id });
    if (messageId) {
      const seen = { chatRoomId: roomId, userId: viewer.id, messageId };
      await ctx.numbered.record(tx, eventId, await ctx.memberIdsOf(roomId, repo), 'ChatMessageRead', seen);
    }
  });
  return { message: messages.read, roomId, threadMessageId: thread };
}
