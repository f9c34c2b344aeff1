import { accountDataMessages as messages, successMessages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAccountDataContext } from '../account-data.context';

export async function deletePaymentMethod(ctx: TAccountDataContext, viewer: TViewerIn, id: string) {
  if (!(await ctx.repository.deletePaymentMethod(viewer.id, id))) {
    throw AppError.notFound(messages.paymentMethodNotFound);
  }
  return { message: successMessages.deleted };
}
