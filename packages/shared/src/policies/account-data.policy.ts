import { definePolicy } from './policy';
import { isAdmin } from './viewer';

/**
 * An account's personal, company, phone and payout data, by the account's id. Filling in, changing and deleting
 * them is the account's alone (an ADMIN neither): those routes act on the signed-in account and take no id.
 */
export type TAccountDataResource = { userId: string };

export const accountDataPolicy = definePolicy<TAccountDataResource>()({
  /** Seeing the payout methods: the account, and an ADMIN for support and payouts. */
  readPaymentMethods: (viewer, data) => !!viewer && (viewer.id === data.userId || isAdmin(viewer)),
  /** Seeing account numbers and phone numbers whole: the account alone; others see the last digits. */
  readUnmasked: (viewer, data) => !!viewer && viewer.id === data.userId,
});
