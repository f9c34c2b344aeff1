import { commerceMessages, isPaymentOpen, successMessages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TPaymentsContext } from '../payments.context';

/** POST /payment/:id/demo: the buyer's answer on the demo provider's page (never in production). */
export async function payDemo(ctx: TPaymentsContext, viewer: TViewerIn, id: string, outcome: 'paid' | 'failed') {
  const { config, transitions } = ctx;
  const payment = await ctx.readable(viewer, id);
  if (payment.userId !== viewer.id) throw AppError.forbidden();
  if (payment.provider !== 'demo' || config.env === 'production') {
    throw AppError.badRequest(commerceMessages.notDemo);
  }
  const row = await ctx.withLocked(id, async (tx, locked) => {
    if (!isPaymentOpen(locked.status)) throw AppError.badRequest(commerceMessages.paymentClosed);
    return transitions.moveTo(tx, locked, outcome, { source: 'demo', actorId: viewer.id });
  });
  const message = outcome === 'paid' ? successMessages.confirmed : successMessages.updated;
  return { message, payment: await ctx.present(row) };
}
