import type { TNiceNumbers } from '../../modules/generators/generator.types';
import type { TLintRule } from '../content-lint.types';
import { readText } from '../rich-text-parts';

/** The range of a generator that declares none: integers and decimals up to 10 000, 2 decimal places, roots up to √200. */
export const defaultNiceNumbers: Required<TNiceNumbers> = { max: 10_000, decimals: 2, rootMax: 200 };

/** A number as written: grouped thousands (`12 500`, `12\,500`) and a decimal comma (`0,75`, `0{,}75`). */
const writtenNumber = /(?<![\d,])\d{1,3}(?:(?:\\,|\\ |~|[\u00a0\u202f])\d{3})+(?!\d)|\d+(?:,\d+)?/g;
const root = /\\sqrt(?:\[(\d+)\])?\{(\d+)\}/g;

const isPerfectPower = (radicand: number, index: number) => {
  const base = Math.round(radicand ** (1 / index));
  return [base - 1, base, base + 1].some((candidate) => candidate ** index === radicand);
};

/** The numbers of a text outside a declared range: too large, too many decimal places, a root too large to be nice. */
export function numbersOutOfRange(text: string, declared: TNiceNumbers | undefined): string[] {
  const range = { ...defaultNiceNumbers, ...declared };
  const found: string[] = [];
  for (const [written] of text.replace(/\{,\}/g, ',').matchAll(writtenNumber)) {
    const [whole = '', decimals = ''] = written.replace(/\\,|\\ |~|[\u00a0\u202f]/g, '').split(',');
    if (Number(whole) > range.max) found.push(`${written} > ${range.max}`);
    else if (decimals.length > range.decimals)
      found.push(`${written}: więcej niż ${range.decimals} miejsca po przecinku`);
  }
  for (const [written, index = '2', radicand = '0'] of text.matchAll(root))
    if (Number(radicand) > range.rootMax && !isPerfectPower(Number(radicand), Number(index)))
      found.push(`${written}: pierwiastek z liczby większej niż ${range.rootMax}`);
  return found;
}

/** A generator's statement and answer hold only the numbers its declared (or the default) range allows. */
export const niceNumbersRule: TLintRule = {
  name: 'liczba spoza zakresu',
  check(unit) {
    if (!unit.niceNumbers) return [];
    const { range, statementHtml, answer } = unit.niceNumbers;
    return [
      ...numbersOutOfRange(readText(statementHtml), range).map((finding) => `treść: ${finding}`),
      ...numbersOutOfRange(answer, range).map((finding) => `odpowiedź: ${finding}`),
    ];
  },
};
