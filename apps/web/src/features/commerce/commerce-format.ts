import { divideRoundHalfUp, savingPercent, type TGrosze, type TPremiumPlan, type TTokenPackage } from '@zadania/shared';

/** A plan's price for 30 days, in whole grosze rounded half up: 59,99 zł for 90 days → 20,00 zł. */
export const pricePerMonth = (plan: Pick<TPremiumPlan, 'priceGross' | 'durationDays'>): TGrosze =>
  Number(divideRoundHalfUp(BigInt(plan.priceGross) * 30n, BigInt(plan.durationDays)));

/** A token package's price of one token, in whole grosze rounded half up. */
export const pricePerToken = (tokenPackage: Pick<TTokenPackage, 'priceGross' | 'tokens'>): TGrosze =>
  Number(divideRoundHalfUp(BigInt(tokenPackage.priceGross), BigInt(tokenPackage.tokens)));

/** The shortest plan: the reference the longer ones are compared with. */
export const referencePlan = <TPlan extends Pick<TPremiumPlan, 'durationDays'>>(plans: readonly TPlan[]) =>
  plans.reduce<TPlan | undefined>(
    (shortest, plan) => (!shortest || plan.durationDays < shortest.durationDays ? plan : shortest),
    undefined,
  );

/** An account number as people read it: 'PL61109010140000071219812874' → 'PL61 1090 1014 0000 0712 1981 2874'. */
export function formatAccountNumber(account: string): string {
  const compact = account.replace(/\s+/g, '').toUpperCase();
  const match = /^([A-Z]{2})?(\d{2})(\d+)$/.exec(compact);
  if (!match) return account;
  const [, country = '', check, rest = ''] = match;
  return [`${country}${check}`, ...(rest.match(/\d{1,4}/g) ?? [])].join(' ');
}

/** What a bank form takes as the account: its 26 digits, no prefix and no spaces. */
export const accountDigits = (account: string) => account.replace(/\D/g, '');

/** What a bank form takes as the amount: '1234,50' (no currency, no grouping), from grosze without floats. */
export function transferAmountText(grosze: TGrosze): string {
  return `${Math.floor(grosze / 100)},${String(grosze % 100).padStart(2, '0')}`;
}

/** A file name for an invoice: 'FV/2026/11/0001' → 'Faktura-FV-2026-11-0001.pdf'. */
export const invoiceFileName = (number: string, extension: 'pdf' | 'xml') =>
  `Faktura-${number.replace(/[^\w-]+/g, '-')}.${extension}`;

/** Whether a checkout's redirect leaves the app (Stripe's hosted page) or stays in it (the demo page). */
export const isExternalUrl = (url: string) => /^https?:\/\//i.test(url);

/** An address in two lines: 'Marszałkowska 10A/5', '00-950 Warszawa'. */
export function formatAddressLines(address: {
  street: string;
  buildingNumber: string;
  apartmentNumber: string | null;
  postalCode: string;
  city: string;
}): [string, string] {
  const number = address.apartmentNumber
    ? `${address.buildingNumber}/${address.apartmentNumber}`
    : address.buildingNumber;
  return [`${address.street} ${number}`, `${address.postalCode} ${address.city}`];
}

let quantityFormat: Intl.NumberFormat | undefined;

/** A line's quantity the Polish way: 1, 2,5 (the formatter made at the first, not when the module loads). */
export function formatQuantity(quantity: number) {
  quantityFormat ??= new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 3 });
  return quantityFormat.format(quantity);
}

/**
 * How many percent an offer saves against the reference offer (0 for the reference itself, or without one), the price
 * of each counted per unit it buys (days of Premium, tokens).
 */
export function savingAgainst<T extends { code: string; priceGross: number }>(
  offer: T,
  reference: T | undefined,
  unitsOf: (item: T) => number,
): number {
  if (!reference || reference.code === offer.code) return 0;
  return savingPercent(offer.priceGross, unitsOf(offer), { price: reference.priceGross, units: unitsOf(reference) });
}
