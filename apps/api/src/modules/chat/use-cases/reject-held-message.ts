import { safeMessageTexts, type TViewerIn } from '@zadania/shared';
import type { TChatContext } from '../chat.context';
import { decideHeldMessage } from '../decide-held-message';

/**
 * A responsible ADMIN keeps a held message from the room: decided REJECTED, recorded in the safeguarding audit, the
 * sender told; the message stays in the database for the record and is never delivered.
 */
export async function rejectHeldMessage(ctx: TChatContext, viewer: TViewerIn, messageId: string) {
  await decideHeldMessage(ctx, viewer, messageId, 'REJECTED', async (tx, row) => {
    if (!row.authorId) return;
    await ctx.outbox.record(
      tx,
      'notification.requested',
      {
        type: 'SAFEGUARDING_EVENT',
        recipientIds: [row.authorId],
        text: safeMessageTexts.rejectedNotification,
        href: `/chat?chatRoomId=${row.roomId}`,
        data: { messageId: row.id, roomId: row.roomId },
      },
      { actorId: viewer.id },
    );
  });
  return { message: safeMessageTexts.rejected };
}
