import { can, commerceMessages, isPaymentOpen, subject, successMessages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { paymentNotFound, type TPaymentsContext } from '../payments.context';

/** POST /payment/:id/confirm: an ADMIN confirms a bank transfer arrived; the purchase is fulfilled. */
export async function confirmPayment(ctx: TPaymentsContext, viewer: TViewerIn, id: string) {
  const { repository, transitions } = ctx;
  if (!can(viewer, 'confirm', subject('purchase', { userId: null }))) throw AppError.forbidden();
  const payment = await repository.find(id);
  if (!payment) throw paymentNotFound();
  if (payment.method !== 'manual') throw AppError.badRequest(commerceMessages.notManual);
  const row = await ctx.withLocked(id, async (tx, locked) => {
    if (!isPaymentOpen(locked.status)) throw AppError.badRequest(commerceMessages.paymentClosed);
    return transitions.moveTo(tx, locked, 'paid', { source: 'admin', actorId: viewer.id });
  });
  return { message: successMessages.confirmed, payment: await ctx.present(row) };
}
