import { isPaymentSettled } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TPaymentsContext } from '../payments.context';
import { refundSettled } from './refund-settled';

/**
 * The money of an undelivered payment goes back by itself where the platform can send it (Stripe, the demo
 * provider); a bank transfer waits for an ADMIN, who sees it flagged in the list and refunds it by hand.
 */
export async function refundUndelivered(ctx: TPaymentsContext, id: string) {
  const payment = await ctx.repository.find(id);
  if (!payment?.undelivered || payment.status === 'refunded' || !isPaymentSettled(payment.status)) return;
  if (payment.provider !== 'stripe' && payment.provider !== 'demo') return;
  try {
    await refundSettled(ctx, payment, { source: 'undelivered' });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    ctx.log.error({ err: error, paymentId: id }, 'An undelivered payment could not be refunded: an ADMIN must');
  }
}
