import { selectPluralForm, type TPluralForms } from '../i18n/plural';

const ratingFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A rating with two decimals and the Polish decimal comma: 4.25 → '4,25'. */
export function formatRating(value: number): string {
  return ratingFormat.format(Number.isFinite(value) ? value : 0);
}

/** Rounds a rating to the nearest half star for display: 4.24 → 4, 4.25 → 4.5. */
export function roundToHalfStar(value: number): number {
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2));
}

/** A dictionary entry with {{count}} in the right Polish plural form: 3 → '3 oceny'. */
export function formatCount(count: number, forms: TPluralForms): string {
  return selectPluralForm(count, forms).replace('{{count}}', String(count));
}
