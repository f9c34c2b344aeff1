import type { TViewerIn } from '@zadania/shared';
import type { TPaymentsContext } from '../payments.context';

/** GET /payment/:id: the buyer's or an ADMIN's view of one payment. */
export async function getPayment(ctx: TPaymentsContext, viewer: TViewerIn, id: string) {
  return ctx.present(await ctx.readable(viewer, id));
}
