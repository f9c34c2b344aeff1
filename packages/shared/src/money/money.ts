import { z } from 'zod';
import { validationMessages as m } from '../validation/messages';

/**
 * An amount of money in grosze (1 zł = 100 gr): always a safe integer, never a fraction of a grosz. Negative
 * only where the amount is a difference (a refund, a correction); amounts to pay are never negative.
 */
export type TGrosze = number;

/** An amount to pay in grosze: a safe integer ≥ 0. */
export const ZGrosze = z.int({ error: m.number }).nonnegative();
/** A signed amount in grosze (a refund, a correction): a safe integer. */
export const ZSignedGrosze = z.int({ error: m.number });

/** Whether a value is a whole number of grosze that integer arithmetic keeps exact. */
export const isGrosze = (value: unknown): value is TGrosze => Number.isSafeInteger(value);

/** The value itself when it is a safe integer of grosze; a RangeError otherwise (a float slipped in). */
export function assertGrosze(value: number, what = 'amount'): TGrosze {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer of grosze, got ${value}`);
  return value;
}

/** The sum of amounts in grosze; throws on a non-integer amount or a sum past Number.MAX_SAFE_INTEGER. */
export function addGrosze(...amounts: TGrosze[]): TGrosze {
  let total = 0;
  for (const amount of amounts) total = assertGrosze(total + assertGrosze(amount), 'sum');
  return total;
}

/** a − b in grosze; throws on non-integers or an unsafe result. */
export function subtractGrosze(a: TGrosze, b: TGrosze): TGrosze {
  return assertGrosze(assertGrosze(a) - assertGrosze(b), 'difference');
}

/** A unit amount times an integer quantity; throws on non-integers or a product past the safe range. */
export function multiplyGrosze(unit: TGrosze, quantity: number): TGrosze {
  assertGrosze(unit);
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`quantity must be a safe integer, got ${quantity}`);
  // Checked in BigInt: a product past 2^53 is already rounded as a number and could look safe.
  const product = BigInt(unit) * BigInt(quantity);
  if (product > BigInt(Number.MAX_SAFE_INTEGER) || product < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`product ${product} is past the safe range`);
  }
  return Number(product);
}

// Made at the first amount, not when the module loads: a formatter's locale data costs tens of milliseconds on a
// slow phone, on pages that may never show a price (issue 59, total blocking time).
let plnFormat: Intl.NumberFormat | undefined;
const plnFormatter = () =>
  (plnFormat ??= new Intl.NumberFormat('pl-PL', {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/**
 * An amount in grosze as Polish złoty through Intl: 5999 → '59,99 zł', 123456789 → '1 234 567,89 zł'.
 * Intl separates the currency (and thousands) with a no-break space U+00A0, so a line never breaks inside
 * an amount; pl-PL does not group four-digit amounts ('1234,50 zł'). No division by 100 in floating point:
 * Intl lays out the whole złoty (an exact integer) and the grosze digits are put in as they are.
 */
export function formatPln(grosze: TGrosze): string {
  assertGrosze(grosze);
  const negative = grosze < 0;
  const absolute = Math.abs(grosze);
  const zlote = Math.floor(absolute / 100);
  const fraction = String(absolute % 100).padStart(2, '0');
  // -0 keeps the minus sign of an amount under 1 zł ('-0,50 zł').
  const parts = plnFormatter().formatToParts(negative ? -zlote : zlote);
  return parts.map((part) => (part.type === 'fraction' ? fraction : part.value)).join('');
}

// Whole złoty: digits, or groups of three separated by a space (also the no-break spaces Intl prints).
const plnInputPattern = /^(\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?:[.,](\d{1,2}))?$/;

/**
 * What a person typed as an amount in złoty, in grosze: '59,99', '59.99', '59', '59,9', '1 234,50',
 * '1234,50 zł' → 5999, 5999, 5900, 5990, 123450, 123450. Null for anything else: empty, negative, more than
 * two decimals (never silently rounded), a thousands separator other than a space ('1.234,50' is ambiguous),
 * or an amount past the safe range. The digits are read as text; no floating point is involved.
 */
export function parsePlnInput(input: string): TGrosze | null {
  const text = input
    .trim()
    .replace(/\s*(zł|pln)$/i, '')
    .trim();
  const match = plnInputPattern.exec(text);
  if (!match) return null;
  const zlote = match[1]!.replace(/\D/g, '');
  const fraction = (match[2] ?? '').padEnd(2, '0');
  const grosze = BigInt(zlote) * 100n + BigInt(fraction);
  return grosze <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(grosze) : null;
}
