import { can, subject, type TPaymentMethodList, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAccountDataContext } from '../account-data.context';
import { toPaymentMethod } from '../account-data.presenter';

/** Another account's payout methods: for an ADMIN, masked (owner: whole, like its own list). */
export async function listPaymentMethodsOf(
  ctx: TAccountDataContext,
  viewer: TViewerIn,
  userId: string,
): Promise<TPaymentMethodList> {
  const data = subject('accountData', { userId });
  if (!can(viewer, 'readPaymentMethods', data)) throw AppError.forbidden();
  const [rows, confirmedPhone] = await Promise.all([
    ctx.repository.listPaymentMethods(userId),
    ctx.confirmedPhoneOf(userId),
  ]);
  const masked = !can(viewer, 'readUnmasked', data);
  return { results: rows.map((row) => toPaymentMethod(row, { masked, confirmedPhone })) };
}
