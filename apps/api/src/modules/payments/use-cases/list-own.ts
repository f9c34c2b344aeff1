import type { TPaymentList, TViewerIn } from '@zadania/shared';
import type { TPaymentsContext } from '../payments.context';

/** GET /payment: the viewer's payments, newest first. */
export async function listOwn(
  ctx: TPaymentsContext,
  viewer: TViewerIn,
  query: { page: number; pageSize: number },
): Promise<TPaymentList> {
  const { db, invoicing, repository, toPayment } = ctx;
  const { rows, nextPage } = ctx.pageOf(await repository.listOwn(viewer.id, ctx.window(query)), query);
  const ids = await invoicing.idsForPayments(
    db,
    rows.map((row) => row.id),
  );
  const beneficiaries = await ctx.beneficiariesOf(rows);
  return { results: rows.map((row) => toPayment(row, ids.get(row.id), undefined, beneficiaries)), nextPage };
}
