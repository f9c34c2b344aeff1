import type { TDb } from '../../db/client';
import { ownerOf, type TPaymentRow, type TPurchaseFulfiller } from '../payments/purchase-fulfilment';
import type { TTokensContext } from './tokens.context';
import { createTokensRepository } from './tokens.repository';

/**
 * What payments calls for a token package, in the payment's transaction: what a refunded or disputed purchase takes
 * back is what is left of it, never more than the balance (tokens already spent stay spent; the wallet never goes
 * negative, and an empty wallet loses nothing, so no ledger row); a won dispute gives back exactly what was taken.
 * Each happens once per payment, in the wallet of the purchase's owner (ownerOf: the child a parent paid for, else
 * the buyer).
 */
export function createTokenFulfiller(ctx: TTokensContext): TPurchaseFulfiller {
  const { applyChange } = ctx;
  return {
    /** Credits the package's tokens once per payment. */
    async grant(tx: TDb, payment: TPaymentRow) {
      const owner = ownerOf(payment);
      if (!owner) return 'undeliverable';
      if (payment.itemQuantity <= 0) return 'granted';
      await applyChange(tx, {
        userId: owner,
        delta: payment.itemQuantity,
        reason: 'PURCHASE',
        referenceType: 'PAYMENT',
        referenceId: payment.id,
        description: `Zakup: ${payment.itemName}`,
      });
      return 'granted';
    },

    /** Takes back what is left of the purchase: min(balance, tokens credited), once; nothing when empty. */
    async revoke(tx: TDb, payment: TPaymentRow) {
      const owner = ownerOf(payment);
      if (!owner) return;
      const wallet = createTokensRepository(tx);
      const purchase = await wallet.findLedgerEntry(owner, 'PURCHASE', payment.id);
      if (!purchase || (await wallet.findLedgerEntry(owner, 'REVOKE', payment.id))) return;
      const amount = Math.min(await wallet.lockBalance(owner), purchase.delta);
      if (amount <= 0) return;
      await applyChange(tx, {
        userId: owner,
        delta: -amount,
        reason: 'REVOKE',
        referenceType: 'PAYMENT',
        referenceId: payment.id,
        description: `Cofnięcie zakupu (zwrot lub reklamacja płatności): ${payment.itemName}`,
      });
    },

    /** Gives back exactly what the revocation took, once. */
    async restore(tx: TDb, payment: TPaymentRow) {
      const owner = ownerOf(payment);
      if (!owner) return;
      const revoked = await createTokensRepository(tx).findLedgerEntry(owner, 'REVOKE', payment.id);
      if (!revoked) return;
      await applyChange(tx, {
        userId: owner,
        delta: -revoked.delta,
        reason: 'RESTORE',
        referenceType: 'PAYMENT',
        referenceId: payment.id,
        description: `Przywrócenie zakupu (reklamacja rozstrzygnięta): ${payment.itemName}`,
      });
    },
  };
}
