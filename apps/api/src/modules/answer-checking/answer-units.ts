import type { TAnswerKey } from '@zadania/shared';

/**
 * Units in answers (issue 57): `144 cm²` is right where the task asks for square centimetres, `144 m²` is not.
 * A unit is read from the end of an answer and from the words of a statement that name it ("(w cm²)", "Wynik podaj
 * w km/h", "Ile złotych…") and brought to one spelling, so that `cm^2`, `\text{cm}^{2}`, `cm2` and `cm²` agree.
 */

/** Spellings of each unit a school task uses, after `²`/`^2` became `^{2}` and `\text{…}` was unwrapped. */
const UNIT_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  mm: ['mm', 'milimetr', 'milimetry', 'milimetrów', 'milimetrach'],
  cm: ['cm', 'centymetr', 'centymetry', 'centymetrów', 'centymetrach'],
  dm: ['dm', 'decymetr', 'decymetry', 'decymetrów', 'decymetrach'],
  m: ['m', 'metr', 'metry', 'metrów', 'metrach'],
  km: ['km', 'kilometr', 'kilometry', 'kilometrów', 'kilometrach'],
  a: ['ar', 'ary', 'arów', 'arach'],
  ha: ['ha', 'hektar', 'hektary', 'hektarów', 'hektarach'],
  ml: ['ml', 'mililitr', 'mililitry', 'mililitrów', 'mililitrach'],
  l: ['l', 'litr', 'litry', 'litrów', 'litrach'],
  hl: ['hl', 'hektolitr', 'hektolitry', 'hektolitrów', 'hektolitrach'],
  mg: ['mg', 'miligram', 'miligramy', 'miligramów', 'miligramach'],
  g: ['g', 'gram', 'gramy', 'gramów', 'gramach'],
  dag: ['dag', 'dekagram', 'dekagramy', 'dekagramów', 'dekagramach'],
  kg: ['kg', 'kilogram', 'kilogramy', 'kilogramów', 'kilogramach'],
  t: ['t', 'tona', 'tony', 'ton', 'tonach'],
  s: ['s', 'sek', 'sek.', 'sekunda', 'sekundy', 'sekund', 'sekundach'],
  min: ['min', 'min.', 'minuta', 'minuty', 'minut', 'minutach'],
  h: ['h', 'godz', 'godz.', 'godzina', 'godziny', 'godzin', 'godzinach'],
  zł: ['zł', 'zł.', 'zl', 'złoty', 'złote', 'złotych', 'złotówek', 'złotówkach', 'złotych polskich'],
  gr: ['gr', 'gr.', 'grosz', 'grosze', 'groszy', 'groszach'],
  'km/h': ['km/h', 'km/godz', 'km/godz.', 'kilometrach na godzinę'],
  'm/s': ['m/s', 'metrach na sekundę'],
};

/** Powers written after a unit of length: `^{2}`, `^2`, `2` glued (`cm2`), `²`; and the words for them. */
const POWER_WORDS: Readonly<Record<string, 2 | 3>> = { kwadratowych: 2, kwadratowe: 2, sześciennych: 3, sześcienne: 3 };
const LENGTHS = new Set(['mm', 'cm', 'dm', 'm', 'km']);

const canonicalBySpelling = new Map<string, string>(
  Object.entries(UNIT_SPELLINGS).flatMap(([canonical, spellings]) =>
    spellings.map((spelling) => [spelling, canonical] as const),
  ),
);
const longestFirst = [...canonicalBySpelling.keys()].sort((a, b) => b.length - a.length);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const spellingPattern = longestFirst.map(escapeRegExp).join('|');

/** `\text{cm}^2`, `\mathrm{km/h}`, `\ `, `²`: the unit's text in one plain spelling. */
function plainUnitText(text: string): string {
  return text
    .replace(/\\(?:text|textrm|mathrm|mathit|textit|operatorname)\{([^{}]*)\}/g, '$1')
    .replace(/\\frac\{([^{}]*)\}\{([^{}]*)\}/g, '$1/$2')
    .replace(/\\(?:[,;:! ]|quad(?![a-zA-Z]))|~/g, ' ')
    .replace(/²/g, '^{2}')
    .replace(/³/g, '^{3}')
    .replace(/\^\s*(\d)/g, '^{$1}')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One unit as written (`cm^{2}`, `cm2`, `centymetrach kwadratowych`, `złotych`) in its canonical spelling, or null. */
export function canonicalUnit(written: string): string | null {
  const text = plainUnitText(written).toLowerCase();
  const match = new RegExp(`^(${spellingPattern})(?:\\s*\\^\\{([23])\\}|([23])|\\s+(\\p{L}+))?$`, 'u').exec(text);
  if (!match) return null;
  const base = canonicalBySpelling.get(match[1]!)!;
  const power = match[2] ?? match[3] ?? (match[4] ? POWER_WORDS[match[4]] : undefined);
  if (match[4] && power === undefined) return null;
  if (power === undefined) return base;
  return LENGTHS.has(base) ? `${base}^${power}` : null;
}

/** The number part of an answer and the unit it ends with (canonical), or the whole answer and null. */
export function splitTrailingUnit(text: string): { number: string; unit: string | null } {
  const plain = plainUnitText(text);
  const match = new RegExp(
    `^(.*?[\\d}).])\\s*((?:${spellingPattern})(?:\\s*\\^\\{[23]\\}|[23](?!\\d)|\\s+(?:kwadratowych|kwadratowe|sześciennych|sześcienne))?)\\s*$`,
    'iu',
  ).exec(plain);
  const unit = match ? canonicalUnit(match[2]!) : null;
  return unit && match ? { number: match[1]!, unit } : { number: text, unit: null };
}

/**
 * The unit a statement asks the answer in: "(w cm²)", "Wynik podaj w kilometrach", "Odpowiedź podaj w zł",
 * "Ile złotych…", "Ile kosztuje…"; null when it names none or names more than one.
 */
export function unitAskedIn(statement: string): string | null {
  const text = statement
    .replace(/<span[^>]*data-latex="([^"]*)"[^>]*>[^<]*<\/span>/g, ' $1 ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ');
  const asked = new Set<string>();
  for (const match of text.matchAll(/\(w ([^()]{1,30})\)|(?:wynik|odpowiedź) podaj w ([^.,;()]{1,30})/giu)) {
    const unit = canonicalUnit(match[1] ?? match[2]!);
    if (unit) asked.add(unit);
  }
  if (/(?<!\p{L})ile (?:złotych|zł(?!\p{L})|kosztuj|kosztował|zapłaci)/iu.test(text)) asked.add('zł');
  return asked.size === 1 ? [...asked][0]! : null;
}

/** The key with the unit its task's statement asks for, where the key names none (a number or fraction key). */
export function withAskedUnit(key: TAnswerKey, statement: string): TAnswerKey {
  if (key.unit || (key.kind !== 'NUMBER' && key.kind !== 'FRACTION')) return key;
  const unit = unitAskedIn(statement);
  return unit ? { ...key, unit } : key;
}
