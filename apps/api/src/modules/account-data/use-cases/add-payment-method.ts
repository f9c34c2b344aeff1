import {
  accountDataLimits as limits,
  accountDataMessages as messages,
  successMessages,
  type TPaymentMethodSave,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAccountDataContext } from '../account-data.context';
import { createAccountDataRepository } from '../account-data.repository';

export async function addPaymentMethod(ctx: TAccountDataContext, viewer: TViewerIn, input: TPaymentMethodSave) {
  await ctx.assertPayableTo(viewer.id, input);
  const row = await ctx.uow
    .run(async (tx) => {
      const accountData = createAccountDataRepository(tx);
      if ((await accountData.countPaymentMethodsLocked(viewer.id)) >= limits.paymentMethodsPerAccount) {
        throw AppError.badRequest(messages.paymentMethodLimit);
      }
      return accountData.insertPaymentMethod(viewer.id, input);
    })
    .catch(ctx.refuseDuplicate);
  return { message: successMessages.added, paymentMethod: await ctx.ownView(viewer.id, row) };
}
