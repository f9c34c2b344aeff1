/** The invoice series: 'FV' for VAT invoices, 'FK' for corrections; each numbered from 1 every month. */
export const invoiceSeries = { VAT: 'FV', CORRECTION: 'FK' } as const;
export type TInvoiceSeries = (typeof invoiceSeries)[keyof typeof invoiceSeries];

/** Dates on Polish invoices are the seller's calendar days. */
export const invoiceTimeZone = 'Europe/Warsaw';

const warsawDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: invoiceTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Europe/Warsaw, 'YYYY-MM-DD' (23:30 UTC on 30 November is 1 December). */
export function warsawDate(instant: Date): string {
  const parts = Object.fromEntries(warsawDay.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The numbering period of a calendar day: its month, 'YYYY-MM'. */
export const invoicePeriod = (date: string) => date.slice(0, 7);

/** 'FV/2026/11/0001': series, year, month and the sequence of the month (four digits at least). */
export function formatInvoiceNumber(series: TInvoiceSeries, period: string, sequence: number): string {
  const [year, month] = period.split('-');
  return `${series}/${year}/${month}/${String(sequence).padStart(4, '0')}`;
}

/** The download name of an invoice: 'Faktura-FV-2026-11-0001.pdf'. */
export const invoiceFileName = (number: string, extension: 'pdf' | 'xml') =>
  `Faktura-${number.replaceAll('/', '-')}.${extension}`;
