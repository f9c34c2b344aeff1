import type { TPaymentList, TPaymentStatus, TPurchaseMethod, TViewerIn } from '@zadania/shared';
import type { TPaymentsContext } from '../payments.context';

/** GET /payment/admin: every payment with its buyer's account, filtered (ADMIN). */
export async function listAll(
  ctx: TPaymentsContext,
  viewer: TViewerIn,
  query: { page: number; pageSize: number; status?: TPaymentStatus; method?: TPurchaseMethod; search?: string },
): Promise<TPaymentList> {
  const { db, invoicing, repository, toPayment } = ctx;
  ctx.requireAdmin(viewer);
  const { rows, nextPage } = ctx.pageOf(await repository.listAll(query, ctx.window(query)), query);
  const ids = await invoicing.idsForPayments(
    db,
    rows.map(({ payment }) => payment.id),
  );
  const beneficiaries = await ctx.beneficiariesOf(rows.map(({ payment }) => payment));
  return {
    results: rows.map(({ payment, user }) =>
      toPayment(payment, ids.get(payment.id), user?.id ? user : null, beneficiaries),
    ),
    nextPage,
  };
}
