import { safeMessageTexts, type TViewerIn } from '@zadania/shared';
import type { TDb } from '../../db/client';
import type { TChatMessageRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TChatContext } from './chat.context';
import { createSafeMessagesRepository } from './safe-messages.repository';

/** The decision on a held message, once, with its audit row; `then` adds what the decision does in the same commit. */
export async function decideHeldMessage(
  ctx: TChatContext,
  viewer: TViewerIn,
  messageId: string,
  decision: 'RELEASED' | 'REJECTED',
  then: (tx: TDb, row: TChatMessageRow, at: Date) => Promise<void>,
) {
  if (viewer.role !== 'ADMIN') throw AppError.forbidden();
  const at = ctx.now();
  await ctx.uow.run(async (tx) => {
    const repo = createSafeMessagesRepository(tx);
    const row = await repo.decide(messageId, decision, viewer.id, at);
    if (!row) {
      const held = await repo.findHeld(messageId);
      throw held ? new AppError(409, safeMessageTexts.alreadyDecided) : AppError.notFound(safeMessageTexts.notFound);
    }
    await repo.audit({
      kind: decision === 'RELEASED' ? 'MESSAGE_RELEASED' : 'MESSAGE_REJECTED',
      actorId: viewer.id,
      subjectUserId: row.authorId,
      refId: row.id,
      details: { roomId: row.roomId, reason: row.heldReason },
    });
    await then(tx, row, at);
  });
}
