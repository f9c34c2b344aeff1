import {
  maskBankAccount,
  maskPhoneNumber,
  paymentMethodTypeLabels,
  type TSelectablePaymentMethods,
  type TViewerIn,
} from '@zadania/shared';
import type { TAccountDataContext } from '../account-data.context';
import { listPaymentMethods } from './list-payment-methods';

/** The options of a payout-method picker: usable methods only, labelled with their masked numbers. */
export async function listSelectablePaymentMethods(
  ctx: TAccountDataContext,
  viewer: TViewerIn,
): Promise<TSelectablePaymentMethods> {
  const { results } = await listPaymentMethods(ctx, viewer);
  return {
    results: results
      .filter((method) => method.usable)
      .map((method) => ({
        id: method.id,
        type: method.type,
        label: `${paymentMethodTypeLabels[method.type]} ${
          method.type === 'przelew' ? maskBankAccount(method.bankAccount) : maskPhoneNumber(method.phoneNumber)
        }`,
      })),
  };
}
