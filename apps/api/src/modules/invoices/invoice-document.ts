import {
  amountInWords,
  summarizeVat,
  type TCommerceConfig,
  type TInvoice,
  type TPaymentProvider,
  type TVatRate,
  ZInvoiceBuyer,
} from '@zadania/shared';
import type { TPaymentRow } from '../payments/purchase-fulfilment';

/** An invoice as issued and frozen in `invoices.document`: the shared ZInvoice without its id and createdAt. */
export type TInvoiceDocument = Omit<TInvoice, 'id' | 'createdAt'>;

/** How the buyer paid, as the invoice's 'Sposób płatności' says it. */
export const paymentMethodLabels: Readonly<Record<TPaymentProvider, string>> = {
  stripe: 'Karta / BLIK / Przelewy24 (Stripe)',
  manual: 'Przelew bankowy',
  demo: 'Płatność demonstracyjna',
  tokens: 'Tokeny',
};

/**
 * The VAT invoice of a paid payment: the configured seller, the buyer as chosen at checkout, one line (the item
 * at its gross price, quantity 1) at the platform's VAT rate, or at 'zw' with the legal basis when the seller is
 * exempt. Amounts per line with Polish rounding (summarizeVat); the sale and issue dates are the day the money
 * arrived.
 */
export function buildVatInvoiceDocument(input: {
  payment: TPaymentRow;
  commerce: TCommerceConfig;
  number: string;
  issueDate: string;
}): TInvoiceDocument {
  const { payment, commerce } = input;
  const exemption = commerce.vatExemptionBasis;
  const rate: TVatRate = exemption ? 'zw' : commerce.vatRate;
  const summary = summarizeVat([{ name: payment.itemName, quantity: 1, unitGross: payment.amountGross, rate }]);
  const buyer = ZInvoiceBuyer.parse(payment.buyer);
  return {
    number: input.number,
    kind: 'VAT',
    corrects: null,
    correctionReason: null,
    issueDate: input.issueDate,
    saleDate: input.issueDate,
    placeOfIssue: commerce.placeOfIssue,
    seller: commerce.seller,
    buyer,
    lines: summary.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitGross: line.unitGross ?? payment.amountGross,
      rate: line.rate,
      net: line.net,
      vat: line.vat,
      gross: line.gross,
    })),
    byRate: summary.byRate,
    total: summary.total,
    amountInWords: amountInWords(summary.total.gross),
    vatExemptionBasis: exemption,
    paymentMethod: paymentMethodLabels[payment.provider],
    paymentId: payment.id,
    currency: 'PLN',
    ksef: buyer.type === 'company',
  };
}

const negate = (amount: number) => (amount === 0 ? 0 : -amount);

/**
 * The correction of a refunded sale to zero ('korekta do zera'): the corrected invoice's lines with the
 * quantity and every amount negated (its own rates and rounding, never recomputed under today's
 * configuration), so the two invoices together come to nothing. Seller, buyer and sale date are the corrected
 * invoice's; the issue date is the day of the correction.
 */
export function buildCorrectionDocument(input: {
  original: TInvoiceDocument & { id: string };
  number: string;
  issueDate: string;
  reason: string;
}): TInvoiceDocument {
  const { id: originalId, ...original } = input.original;
  const total = {
    net: negate(original.total.net),
    vat: negate(original.total.vat),
    gross: negate(original.total.gross),
  };
  return {
    ...original,
    number: input.number,
    kind: 'CORRECTION',
    corrects: { id: originalId, number: original.number, issueDate: original.issueDate },
    correctionReason: input.reason,
    issueDate: input.issueDate,
    lines: original.lines.map((line) => ({
      ...line,
      quantity: negate(line.quantity),
      net: negate(line.net),
      vat: negate(line.vat),
      gross: negate(line.gross),
    })),
    byRate: original.byRate.map((row) => ({
      rate: row.rate,
      net: negate(row.net),
      vat: negate(row.vat),
      gross: negate(row.gross),
    })),
    total,
    amountInWords: amountInWords(total.gross),
  };
}
