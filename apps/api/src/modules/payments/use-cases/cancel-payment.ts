import { can, commerceMessages, isPaymentOpen, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TPaymentsContext } from '../payments.context';
import { cancelOpen } from './cancel-open';

/** POST /payment/:id/cancel: the buyer gives up a payment still open (a Stripe page is expired first). */
export async function cancelPayment(ctx: TPaymentsContext, viewer: TViewerIn, id: string) {
  const payment = await ctx.readable(viewer, id);
  if (!can(viewer, 'cancel', subject('purchase', { userId: payment.userId }))) throw AppError.forbidden();
  if (!isPaymentOpen(payment.status)) throw AppError.badRequest(commerceMessages.paymentClosed);
  const row = await cancelOpen(ctx, payment, { source: 'buyer', actorId: viewer.id });
  if (row.status !== 'canceled') throw AppError.badRequest(commerceMessages.paymentClosed);
  return { message: commerceMessages.canceled, payment: await ctx.present(row) };
}
