import { z } from 'zod';
import { addGrosze, assertGrosze, multiplyGrosze, type TGrosze, ZGrosze } from './money';

/**
 * Polish VAT rates as an invoice names them: 23, 8, 5 and 0 per cent, 'zw' (exempt) and 'np' (not subject to
 * VAT in Poland). Strings, so that 'zw' and 'np' sit in the same column as the numbers and JSON and the database
 * keep one type. The order is the order of an invoice's summary by rate.
 */
export const vatRates = ['23', '8', '5', '0', 'zw', 'np'] as const;
export const ZVatRate = z.enum(vatRates);
export type TVatRate = z.infer<typeof ZVatRate>;

/** The percentage each rate charges ('zw' and 'np' charge none). */
export const vatRatePercent: Readonly<Record<TVatRate, number>> = { '23': 23, '8': 8, '5': 5, '0': 0, zw: 0, np: 0 };

/** The rate as printed in an invoice's 'Stawka VAT' column. */
export const vatRateLabels: Readonly<Record<TVatRate, string>> = {
  '23': '23%',
  '8': '8%',
  '5': '5%',
  '0': '0%',
  zw: 'zw',
  np: 'np',
};

/** Net, VAT and gross of a line or a total, in grosze; always net + vat === gross. */
export type TVatAmounts = { net: TGrosze; vat: TGrosze; gross: TGrosze };

/**
 * numerator / denominator (denominator > 0) rounded to an integer the Polish way: a remainder under half is
 * dropped, half or more rounds up; symmetric for negatives (half away from zero), so a correction mirrors the
 * amount it corrects. BigInt: products of amounts and rates never lose a digit.
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const magnitude = (2n * (numerator < 0n ? -numerator : numerator) + denominator) / (2n * denominator);
  return numerator < 0n ? -magnitude : magnitude;
}

/**
 * From a gross amount (what the buyer pays: the platform's prices are consumer prices with VAT): the VAT is
 * gross × rate / (100 + rate) rounded half up to the grosz, the net is gross − VAT, so the two add up to the
 * gross exactly. 5999 at 23 → VAT 1122 (1121,76…), net 4877.
 */
export function vatFromGross(gross: TGrosze, rate: TVatRate): TVatAmounts {
  assertGrosze(gross, 'gross');
  const percent = BigInt(vatRatePercent[rate]);
  const vat = Number(divideRoundHalfUp(BigInt(gross) * percent, 100n + percent));
  return { net: gross - vat, vat, gross };
}

/** From a net amount: the VAT is net × rate / 100 rounded half up to the grosz, the gross is net + VAT. */
export function vatFromNet(net: TGrosze, rate: TVatRate): TVatAmounts {
  assertGrosze(net, 'net');
  const vat = Number(divideRoundHalfUp(BigInt(net) * BigInt(vatRatePercent[rate]), 100n));
  return { net, vat, gross: addGrosze(net, vat) };
}

const ZVatLineBase = z.object({
  name: z.string().trim().min(1),
  quantity: z.int().positive(),
  rate: ZVatRate,
});

/** An invoice line: a unit price either gross (the platform's own prices) or net (a price list without VAT). */
export const ZVatLine = z.union([
  ZVatLineBase.extend({ unitGross: ZGrosze }).strict(),
  ZVatLineBase.extend({ unitNet: ZGrosze }).strict(),
]);
export type TVatLine = { name: string; quantity: number; rate: TVatRate } & (
  | { unitGross: TGrosze; unitNet?: never }
  | { unitNet: TGrosze; unitGross?: never }
);
export type TVatLineResult = TVatLine & TVatAmounts;
export type TVatRateTotal = TVatAmounts & { rate: TVatRate };
export type TVatSummary = { lines: TVatLineResult[]; byRate: TVatRateTotal[]; total: TVatAmounts };

/**
 * One line's amounts: the unit price times the quantity (exact, in grosze) is the line's gross or net value,
 * and the VAT of that value is computed and rounded once for the line (not per unit).
 */
export function computeVatLine(line: TVatLine): TVatLineResult {
  const amounts =
    line.unitGross !== undefined
      ? vatFromGross(multiplyGrosze(line.unitGross, line.quantity), line.rate)
      : vatFromNet(multiplyGrosze(line.unitNet, line.quantity), line.rate);
  return { ...line, ...amounts };
}

/**
 * An invoice's amounts, rounded per line, then summed: each line's net, VAT and gross are computed and rounded
 * to the grosz on their own (computeVatLine), and the totals per rate and overall are plain sums of those
 * rounded line amounts. So every total equals the sum of the lines printed above it and net + VAT === gross
 * holds in every row. (The other method, VAT computed once on each rate's summed value, can differ from this
 * by a grosz or so per line; which one an invoice uses is the seller's choice to confirm with its accountant.)
 * The summary by rate lists only the rates that occur, in the order of vatRates.
 */
export function summarizeVat(lines: readonly TVatLine[]): TVatSummary {
  const results = lines.map(computeVatLine);
  const sum = (rows: readonly TVatAmounts[]): TVatAmounts => ({
    net: addGrosze(...rows.map((row) => row.net)),
    vat: addGrosze(...rows.map((row) => row.vat)),
    gross: addGrosze(...rows.map((row) => row.gross)),
  });
  const byRate = vatRates
    .map((rate) => ({ rate, rows: results.filter((line) => line.rate === rate) }))
    .filter(({ rows }) => rows.length > 0)
    .map(({ rate, rows }) => ({ rate, ...sum(rows) }));
  return { lines: results, byRate, total: sum(results) };
}
