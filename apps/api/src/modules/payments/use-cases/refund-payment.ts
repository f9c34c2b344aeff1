import { can, commerceMessages, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { paymentNotFound, type TPaymentsContext } from '../payments.context';
import { refundSettled } from './refund-settled';

/**
 * POST /payment/:id/refund (ADMIN): a settled payment's money goes back and the purchase is revoked. Stripe
 * refunds it (its webhook follows and changes nothing more); a bank transfer or a demo payment is marked
 * refunded here, the money of a transfer being sent back by hand.
 */
export async function refundPayment(ctx: TPaymentsContext, viewer: TViewerIn, id: string) {
  if (!can(viewer, 'refund', subject('purchase', { userId: null }))) throw AppError.forbidden();
  const payment = await ctx.repository.find(id);
  if (!payment) throw paymentNotFound();
  const row = await refundSettled(ctx, payment, { source: 'admin', actorId: viewer.id });
  return { message: commerceMessages.refunded, payment: await ctx.present(row) };
}
