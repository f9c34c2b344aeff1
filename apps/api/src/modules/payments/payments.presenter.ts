import type { TInvoiceBuyer, TPayment } from '@zadania/shared';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import type { TPaymentRow, TPaymentUserRow } from './payments.repository';
import type { TPaymentInvoicing } from './purchase-fulfilment';

export type TInvoiceIds = { invoiceId: string | null; correctionInvoiceId: string | null };
/** Where a bank transfer goes: the platform's account (config.commerce.bankTransfer). */
export type TBankTransferAccount = Pick<TConfig['commerce']['bankTransfer'], 'recipient' | 'accountNumber'>;

/**
 * A payment in the contract's shape, with its invoices' ids; `user` (the buyer) only on the ADMIN's list; `beneficiary`
 * (the child a parent paid for, from `beneficiaries`) or null.
 */
export const presentPayment = (
  row: TPaymentRow,
  ids: TInvoiceIds | undefined,
  bankTransfer: TBankTransferAccount,
  user?: TPaymentUserRow | null,
  beneficiaries?: Map<string, TPaymentUserRow>,
): TPayment => ({
  id: row.id,
  status: row.status,
  method: row.method,
  provider: row.provider,
  item: { kind: row.itemKind, code: row.productCode, name: row.itemName },
  amountGross: row.amountGross,
  currency: 'PLN',
  buyer: row.buyer as TInvoiceBuyer,
  transfer:
    row.method === 'manual' && row.transferTitle
      ? {
          recipient: bankTransfer.recipient,
          accountNumber: bankTransfer.accountNumber,
          title: row.transferTitle,
          amount: row.amountGross,
        }
      : null,
  invoiceId: ids?.invoiceId || null,
  correctionInvoiceId: ids?.correctionInvoiceId || null,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
  undelivered: row.undelivered,
  beneficiary: row.beneficiaryId ? (beneficiaries?.get(row.beneficiaryId) ?? null) : null,
  ...(user !== undefined && { user }),
});

/** One payment with its invoices' ids, read through `invoicing`. */
export async function presentPaymentWithInvoices(
  invoicing: Pick<TPaymentInvoicing, 'idsForPayments'>,
  db: TDb,
  bankTransfer: TBankTransferAccount,
  row: TPaymentRow,
  beneficiaries?: Map<string, TPaymentUserRow>,
) {
  const ids = await invoicing.idsForPayments(db, [row.id]);
  return presentPayment(row, ids.get(row.id), bankTransfer, undefined, beneficiaries);
}
