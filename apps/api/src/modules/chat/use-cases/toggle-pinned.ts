import { chatMessages as messages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TChatContext } from '../chat.context';
import { createChatRepository } from '../chat.repository';

/** Any member pins or unpins (docs/product-spec.md section 4: 'Przypięto!' / 'Odpięto'). */
export async function togglePinned(ctx: TChatContext, viewer: TViewerIn, messageId: string) {
  const { message, member } = await ctx.readableMessage(viewer, messageId);
  if (!member) throw AppError.forbidden(messages.membersOnly);
  const presented = await ctx.uow.run(async (tx) => {
    const repo = createChatRepository(tx);
    const pinned = await repo.setPinned(message.id, message.pinnedAt === null);
    const ids = { roomId: message.roomId, messageId: message.id };
    const eventId = await ctx.outbox.record(tx, 'chat.message.updated', ids, { actorId: viewer.id });
    const updated = await ctx.presentMessage(pinned, repo);
    await ctx.numbered.record(tx, eventId, await ctx.memberIdsOf(message.roomId, repo), 'ChatMessageUpdated', updated);
    return updated;
  });
  return { message: presented, notice: presented.pinned ? messages.pinned : messages.unpinned };
}
