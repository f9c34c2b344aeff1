import { selectPluralForm, type TPluralForms } from '../i18n/plural';

/**
 * A rating (0 to 5) with two decimals and the Polish decimal comma: 4.25 → '4,25', rounded half away from zero on
 * the number as written (4.335 → '4,34'), as Intl.NumberFormat('pl-PL') rounds. Without Intl: the first number
 * format of a page costs the locale's data, 60 ms on a slow phone while the page loads (issue 59).
 */
export function formatRating(value: number): string {
  const magnitude = Number.isFinite(value) ? Math.abs(value) : 0;
  // Shifted in the number's decimal text, not multiplied: 4.335 * 100 is 433.49999999999994.
  const hundredths = magnitude < 0.005 ? 0 : Math.round(Number(`${magnitude}e2`));
  const sign = value < 0 && hundredths > 0 ? '-' : '';
  return `${sign}${Math.floor(hundredths / 100)},${String(hundredths % 100).padStart(2, '0')}`;
}

/** Rounds a rating to the nearest half star for display: 4.24 → 4, 4.25 → 4.5. */
export function roundToHalfStar(value: number): number {
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2));
}

/** A dictionary entry with {{count}} in the right Polish plural form: 3 → '3 oceny'. */
export function formatCount(count: number, forms: TPluralForms): string {
  return selectPluralForm(count, forms).replace('{{count}}', String(count));
}
