import { safeMessageTexts, type TViewerIn } from '@zadania/shared';
import type { TChatContext } from '../chat.context';
import { decideHeldMessage } from '../decide-held-message';

/**
 * A responsible ADMIN lets a held message through: decided RELEASED (two ADMINs at once: the second 409), recorded in
 * the safeguarding audit, and delivered as if sent now (realtime, bells), or at 7:00 when released at night.
 */
export async function releaseHeldMessage(ctx: TChatContext, viewer: TViewerIn, messageId: string) {
  await decideHeldMessage(ctx, viewer, messageId, 'RELEASED', async (tx, row, at) => {
    if (!row.deliverAt) await ctx.safe.announce(tx, row, at);
  });
  return { message: safeMessageTexts.released };
}
