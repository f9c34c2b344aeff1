/** Codes that are not countries of residence (the EU, the UN, private-use and unknown regions). */
const notCountries = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AA', 'XK']);

let cached: { value: string; label: string }[] | null = null;

/**
 * Every ISO 3166-1 alpha-2 region the browser knows a Polish name of, sorted by that name (the API takes the codes;
 * the teacher picks the names).
 */
export function countryOptions() {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['pl'], { type: 'region', fallback: 'none' });
  const options: { value: string; label: string }[] = [];
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      if (notCountries.has(code)) continue;
      const label = names.of(code);
      if (label && label !== code) options.push({ value: code, label });
    }
  }
  cached = options.sort((a, b) => a.label.localeCompare(b.label, 'pl'));
  return cached;
}

/** A country's Polish name, or its code when the browser has none. */
export const countryName = (code: string) =>
  new Intl.DisplayNames(['pl'], { type: 'region', fallback: 'code' }).of(code) ?? code;
