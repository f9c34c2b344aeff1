import { formatPln } from '@zadania/shared';
import { escapeHtml } from '../../lib/html';
import type { TMail } from '../mail/mail.service';
import type { TPaymentRow } from './purchase-fulfilment';

type TReceiptOptions = {
  to: string;
  username: string;
  payment: Pick<TPaymentRow, 'itemName' | 'amountGross' | 'undelivered'>;
  paymentLink: string;
  invoiceLink: string | null;
};

function compose(options: TReceiptOptions, subject: string, lines: string[]): TMail {
  const greeting = `Cześć ${options.username}!`;
  const links = [
    `Szczegóły płatności: ${options.paymentLink}`,
    ...(options.invoiceLink ? [`Faktura (do wydruku lub PDF): ${options.invoiceLink}`] : []),
  ];
  const text = [greeting, '', ...lines, '', ...links, '', 'Zespół Zadania'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(options.paymentLink)}">Szczegóły płatności</a></p>`,
    ...(options.invoiceLink ? [`<p><a href="${escapeHtml(options.invoiceLink)}">Faktura</a></p>`] : []),
    '<p>Zespół Zadania</p>',
  ].join('');
  return { to: options.to, subject, text, html, link: options.invoiceLink ?? options.paymentLink };
}

/** The receipt of a completed payment, with the link to its VAT invoice. */
export function buildPaymentReceiptMail(options: TReceiptOptions): TMail {
  const { itemName, amountGross, undelivered } = options.payment;
  const amount = formatPln(amountGross);
  return undelivered
    ? compose(options, `Wpłata do zwrotu: ${itemName}`, [
        `Otrzymaliśmy ${amount} za „${itemName}”, ale tego zakupu nie dało się już zrealizować (masz go już albo termin został zajęty). Pieniądze wrócą do Ciebie.`,
      ])
    : compose(options, `Potwierdzenie płatności: ${itemName}`, [
        `Dziękujemy! Otrzymaliśmy ${amount} za „${itemName}”. Zakup jest już aktywny na Twoim koncie.`,
      ]);
}

/** The notice of a refunded payment, with the link to its correction invoice. */
export function buildRefundMail(options: TReceiptOptions): TMail {
  const { itemName, amountGross } = options.payment;
  return compose(options, `Zwrot płatności: ${itemName}`, [
    `Zwróciliśmy ${formatPln(amountGross)} za „${itemName}”. Pieniądze wracają tą samą drogą, którą zapłacono (przelew odsyłamy na rachunek nadawcy).`,
  ]);
}
