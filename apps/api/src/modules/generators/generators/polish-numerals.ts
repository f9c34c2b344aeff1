/**
 * Polish numeral agreement for generator templates (issue 57): a count decides the form of the noun and of the verb
 * that goes with it. Three forms cover the templates:
 * - `one`: exactly 1 (1 samochód, stoi);
 * - `few`: a last digit 2–4 except 12–14 (2, 3, 4, 22, 23, 24, 102 samochody, stoją);
 * - `many`: 0, 5–21, 25–31, …, 112, 113, 114 (samochodów, stoi).
 * Masculine-personal nouns take the genitive after every numeral above 1 (`22 uczniów`, `jest`): give them the same
 * word for `few` and `many`. A non-integer count (2,5 litra) takes the optional fourth form, else `few`.
 */

/** A noun's (or an adjective's, or a verb's) forms after a numeral: 1 / 2–4 / 5+ and optionally a fraction. */
export type TNumeralForms = readonly [one: string, few: string, many: string, fraction?: string];

export type TNumeralAgreement = 'one' | 'few' | 'many' | 'fraction';

/** Which form a count needs: `agreementOf(22)` is 'few', `agreementOf(12)` is 'many'. */
export function agreementOf(count: number): TNumeralAgreement {
  const magnitude = Math.abs(count);
  if (!Number.isInteger(magnitude)) return 'fraction';
  if (magnitude === 1) return 'one';
  const lastDigit = magnitude % 10;
  const lastTwo = magnitude % 100;
  return lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14) ? 'few' : 'many';
}

/** The form for a count: `pluralForm(22, ['rok', 'lata', 'lat'])` is 'lata'. */
export function pluralForm(count: number, forms: TNumeralForms): string {
  const agreement = agreementOf(count);
  if (agreement === 'one') return forms[0];
  if (agreement === 'few') return forms[1];
  if (agreement === 'many') return forms[2];
  return forms[3] ?? forms[1];
}

/** The form for a count, three forms as arguments: `plural(22, 'rok', 'lata', 'lat')` is 'lata'. */
export function plural(count: number, one: string, few: string, many: string): string {
  return pluralForm(count, [one, few, many]);
}

/**
 * The count and its noun: `countNoun(72, NOUNS.samochod)` is '72 samochody'. `written` is how the count is printed
 * (e.g. `numGrouped` for thousands), the agreement always follows the count itself.
 */
export function countNoun(count: number, forms: TNumeralForms, written: string = String(count)): string {
  return `${written} ${pluralForm(count, forms)}`;
}

/** Nouns the templates count, in the nominative/accusative after a numeral. */
export const NOUNS = {
  samochod: ['samochód', 'samochody', 'samochodów'],
  ksiazka: ['książka', 'książki', 'książek'],
  /** Masculine personal: `jest 22 uczniów`. */
  uczen: ['uczeń', 'uczniów', 'uczniów'],
  czesc: ['część', 'części', 'części'],
  rownaCzesc: ['równą część', 'równe części', 'równych części'],
  takaCzesc: ['taką część', 'takie części', 'takich części'],
  minuta: ['minutę', 'minuty', 'minut'],
  raz: ['raz', 'razy', 'razy'],
} as const satisfies Record<string, TNumeralForms>;

/**
 * Verbs whose number follows the count: `pluralForm(22, VERBS.stoi)` is 'stoją'. With a masculine-personal noun the
 * verb stays singular after every numeral above 1 (`jest 22 uczniów`): use the `…Osobowe` form.
 */
export const VERBS = {
  stoi: ['stoi', 'stoją', 'stoi'],
  jest: ['jest', 'są', 'jest'],
  jestOsobowe: ['jest', 'jest', 'jest'],
} as const satisfies Record<string, TNumeralForms>;
