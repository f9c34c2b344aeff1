import { definePolicy } from './policy';
import { isAdmin } from './viewer';

/** A payment or an invoice, by its buyer. */
export type TPurchaseResource = { userId: string | null };

export const purchasePolicy = definePolicy<TPurchaseResource>()({
  /** The buyer, and an ADMIN for support. */
  read: (viewer, purchase) => !!viewer && (viewer.id === purchase.userId || isAdmin(viewer)),
  /** Giving up an unpaid purchase: the buyer alone. */
  cancel: (viewer, purchase) => !!viewer && viewer.id === purchase.userId,
  /** Confirming a bank transfer by hand and refunding: ADMIN. */
  confirm: (viewer) => isAdmin(viewer),
  refund: (viewer) => isAdmin(viewer),
});

/** Commerce as a whole, before any one payment is at hand. */
export type TCommerceResource = Record<never, never>;

export const commercePolicy = definePolicy<TCommerceResource>()({
  /** Buying Premium and tokens: any signed-in account. */
  buy: (viewer) => !!viewer,
  /** The ADMIN payments view and the bank statement import. */
  administer: (viewer) => isAdmin(viewer),
});
