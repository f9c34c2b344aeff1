/** Polish plural categories used by the dictionary: 1 wynik, 2 wyniki, 5 wyników. */
export type TPluralForms = { one: string; few: string; many: string };

// Made at the first count, not when the module loads (every page loads it; issue 59, total blocking time).
let polishRules: Intl.PluralRules | undefined;

/** Picks the Polish form for an integer count (fractions take the 'few'/'other' genitive form). */
export function selectPluralForm(count: number, forms: TPluralForms): string {
  polishRules ??= new Intl.PluralRules('pl-PL');
  const category = polishRules.select(count);
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  if (category === 'many') return forms.many;
  return forms.few;
}

/** Formats the count together with its noun, e.g. `pluralize(22, wynik)` → '22 wyniki'. */
export function pluralize(count: number, forms: TPluralForms): string {
  return `${count} ${selectPluralForm(count, forms)}`;
}
