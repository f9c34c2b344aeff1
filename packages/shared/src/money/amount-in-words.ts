import { assertGrosze, type TGrosze } from './money';

const units = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const teens = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const tens = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const hundreds = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];

/** A noun's three Polish forms after a number: 1, 2–4 (not 12–14), and the rest ('złoty', 'złote', 'złotych'). */
export type TPolishNounForms = readonly [one: string, few: string, many: string];

// Thousand-groups from the lowest, up to 10^15 (biliard): a safe integer is under 9,01 × 10^15.
const scales: readonly TPolishNounForms[] = [
  ['', '', ''],
  ['tysiąc', 'tysiące', 'tysięcy'],
  ['milion', 'miliony', 'milionów'],
  ['miliard', 'miliardy', 'miliardów'],
  ['bilion', 'biliony', 'bilionów'],
  ['biliard', 'biliardy', 'biliardów'],
];
const zlotyForms: TPolishNounForms = ['złoty', 'złote', 'złotych'];
const groszForms: TPolishNounForms = ['grosz', 'grosze', 'groszy'];

/** The form of a noun after a whole number n ≥ 0: 1 złoty, 2–4 złote, 5–21 złotych, 22–24 złote, 112 złotych. */
export function polishNumberForm(n: number, forms: TPolishNounForms): string {
  if (n === 1) return forms[0];
  const lastTwo = n % 100;
  const last = n % 10;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14) ? forms[1] : forms[2];
}

/** 1–999 in words ('sto dwadzieścia dwa'); '' for 0. */
function wordsUnderThousand(n: number): string {
  const words = [hundreds[Math.floor(n / 100)]!];
  const rest = n % 100;
  if (rest >= 10 && rest < 20) words.push(teens[rest - 10]!);
  else words.push(tens[Math.floor(rest / 10)]!, units[rest % 10]!);
  return words.filter(Boolean).join(' ');
}

/**
 * A whole number ≥ 0 in Polish words as invoices write it: 0 'zero', 1000 'tysiąc' (not 'jeden tysiąc'),
 * 2000 'dwa tysiące', 5000 'pięć tysięcy', 1 000 000 'milion', 21 000 'dwadzieścia jeden tysięcy'.
 */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`expected a safe integer ≥ 0, got ${n}`);
  if (n === 0) return 'zero';
  const words: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    rest = Math.floor(rest / 1000);
    if (group === 0) continue;
    const forms = scales[scale]!;
    // 'tysiąc', 'milion': the scale alone stands for one of it.
    const groupWords =
      scale > 0 && group === 1 ? [forms[0]] : [wordsUnderThousand(group), polishNumberForm(group, forms)];
    words.unshift(...groupWords.filter(Boolean));
  }
  return words.join(' ');
}

/** How amountInWords writes the grosze: '99/100' (the usual form on invoices) or in words ('dziewięćdziesiąt dziewięć groszy'). */
export type TGroszeStyle = 'fraction' | 'words';

/**
 * An amount in grosze in Polish words for an invoice's 'Słownie' line: 5999 → 'pięćdziesiąt dziewięć złotych
 * 99/100'; with grosze 'words' → 'pięćdziesiąt dziewięć złotych dziewięćdziesiąt dziewięć groszy'. Zero is
 * 'zero złotych 00/100' ('zero złotych zero groszy'); a negative amount (a refund) is preceded by 'minus'.
 * Lower case: the invoice puts it after 'Słownie:'.
 */
export function amountInWords(grosze: TGrosze, options: { grosze?: TGroszeStyle } = {}): string {
  assertGrosze(grosze);
  const absolute = Math.abs(grosze);
  const zlote = Math.floor(absolute / 100);
  const fraction = absolute % 100;
  const zlotePart = `${numberInWords(zlote)} ${polishNumberForm(zlote, zlotyForms)}`;
  const groszePart =
    options.grosze === 'words'
      ? `${numberInWords(fraction)} ${polishNumberForm(fraction, groszForms)}`
      : `${String(fraction).padStart(2, '0')}/100`;
  return `${grosze < 0 ? 'minus ' : ''}${zlotePart} ${groszePart}`;
}
