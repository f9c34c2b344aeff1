import {
  accountDataMessages as messages,
  successMessages,
  type TPaymentMethodSave,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAccountDataContext } from '../account-data.context';

/** Another account's method is 404, as if it did not exist (its id tells nothing). */
export async function updatePaymentMethod(
  ctx: TAccountDataContext,
  viewer: TViewerIn,
  id: string,
  input: TPaymentMethodSave,
) {
  await ctx.assertPayableTo(viewer.id, input);
  const row = await ctx.repository.updatePaymentMethod(viewer.id, id, input).catch(ctx.refuseDuplicate);
  if (!row) throw AppError.notFound(messages.paymentMethodNotFound);
  return { message: successMessages.updated, paymentMethod: await ctx.ownView(viewer.id, row) };
}
