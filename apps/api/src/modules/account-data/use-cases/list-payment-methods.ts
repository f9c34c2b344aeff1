import type { TPaymentMethodList, TViewerIn } from '@zadania/shared';
import type { TAccountDataContext } from '../account-data.context';
import { toPaymentMethod } from '../account-data.presenter';

/** The viewer's own payout methods, whole. */
export async function listPaymentMethods(ctx: TAccountDataContext, viewer: TViewerIn): Promise<TPaymentMethodList> {
  const [rows, confirmedPhone] = await Promise.all([
    ctx.repository.listPaymentMethods(viewer.id),
    ctx.confirmedPhoneOf(viewer.id),
  ]);
  return { results: rows.map((row) => toPaymentMethod(row, { masked: false, confirmedPhone })) };
}
