import type { TAnswerKey } from '@zadania/shared';
import { expect, it } from 'vitest';
import { isAnswerCorrect } from '../../answer-checking/answer-equality';
import { generateVariant, readDiscards, type TGeneratedVariant } from '../generate-variant';
import type { TGenerator } from '../generator.types';

/**
 * The property tests of the chemistry generators: what a variant's statement says, read back independently of the
 * generators (their own tables and arithmetic are not used), and a run over seeds 1–200.
 */

const MASSES: Record<string, number> = {
  H: 1,
  C: 12,
  N: 14,
  O: 16,
  Na: 23,
  Mg: 24,
  Al: 27,
  P: 31,
  S: 32,
  Cl: 35.5,
  K: 39,
  Ca: 40,
  Fe: 56,
  Cu: 64,
  Zn: 65,
};

/** Atoms of a formula as LaTeX writes it (`Al_2(SO_4)_3`, `C_6H_{12}O_6`), by element. */
export function atomsOf(latex: string): Map<string, number> {
  const tokens = latex.match(/[A-Z][a-z]?|\(|\)|_\{?\d+\}?/g) ?? [];
  const stack: Map<string, number>[] = [new Map()];
  let last: Map<string, number> | null = null;
  for (const token of tokens) {
    if (token === '(') {
      stack.push(new Map());
      last = null;
    } else if (token === ')') {
      last = stack.pop()!;
      for (const [element, count] of last) stack.at(-1)!.set(element, (stack.at(-1)!.get(element) ?? 0) + count);
    } else if (token.startsWith('_')) {
      const times = Number(token.replace(/\D/g, ''));
      for (const [element, count] of last!)
        stack.at(-1)!.set(element, (stack.at(-1)!.get(element) ?? 0) + count * (times - 1));
    } else {
      last = new Map([[token, 1]]);
      stack.at(-1)!.set(token, (stack.at(-1)!.get(token) ?? 0) + 1);
    }
  }
  return stack[0]!;
}

export function formulaMass(latex: string): number {
  let sum = 0;
  for (const [element, count] of atomsOf(latex)) sum += MASSES[element]! * count;
  return sum;
}

/** The LaTeX of every inline-math span of a statement, in order. */
export function spans(html: string): string[] {
  return [...html.matchAll(/data-latex="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

/** The formulas `\mathrm{…}` of a statement that are whole spans (compounds and elements), in order. */
export function formulas(html: string): string[] {
  return spans(html)
    .map((latex) => (latex.includes(' ') ? undefined : /^\\mathrm\{(.*)\}$/.exec(latex)?.[1]))
    .filter((latex): latex is string => latex !== undefined);
}

/** The statement's text without markup (math spans dropped). */
export const text = (html: string) => html.replace(/<span[^>]*><\/span>/g, ' ').replace(/<[^>]*>/g, ' ');

/** The Polish number just before `unit` in the statement's text (`49 g`, `0,5 dm³`), the n-th one. */
export function numberBefore(html: string, unit: string, nth = 0): number {
  const pattern = new RegExp(
    `(\\d+(?:,\\d+)?)\\s*${unit.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\p{L}\\d/])`,
    'gu',
  );
  const found = [...text(html).matchAll(pattern)].map((match) => Number(match[1]!.replace(',', '.')));
  if (found[nth] === undefined) throw new Error(`no number before ${unit} in ${text(html)}`);
  return found[nth]!;
}

/** A key's number: `12,5`, `12,5\%` (as 12,5), `3,01 \cdot 10^{23}`. */
export function keyNumber(key: TAnswerKey): number {
  const scientific = /^(-?\d+(?:,\d+)?) \\cdot 10\^\{(-?\d+)\}$/.exec(key.value);
  if (scientific) return Number(scientific[1]!.replace(',', '.')) * 10 ** Number(scientific[2]);
  return Number(key.value.replace('\\%', '').replace(',', '.'));
}

export type TExpected = { value: number; unit?: string; percent?: boolean; within?: number };

/**
 * Seeds 1–200 of the generator: each serves a variant (verified: no draft failed), its key is the independently
 * computed value (`within` the rounding the statement asks for), in the expected unit, and the checker takes it.
 */
export function itComputesEverySeed(generator: TGenerator, expected: (variant: TGeneratedVariant) => TExpected) {
  it(`${generator.id}: seeds 1–200 verified and computed independently`, () => {
    const before = readDiscards(generator.id);
    for (let seed = 1; seed <= 200; seed += 1) {
      const variant = generateVariant(generator, seed);
      expect(variant, `seed ${seed}`).not.toBeNull();
      const key = variant!.answer;
      const want = expected(variant!);
      const slack = want.within ?? 1e-9 * Math.max(1, Math.abs(want.value));
      expect(Math.abs(keyNumber(key) - want.value), `seed ${seed}: ${key.value} vs ${want.value}`).toBeLessThanOrEqual(
        slack,
      );
      expect(key.unit, `seed ${seed}`).toBe(want.unit);
      expect(key.value.endsWith('\\%'), `seed ${seed}`).toBe(want.percent ?? false);
      if (seed % 5 === 0) expect(isAnswerCorrect(key, key.value), `seed ${seed}`).toBe(true);
    }
    const after = readDiscards(generator.id);
    expect(after.reasons.slice(before.reasons.length)).toEqual([]);
    expect(after.failed - before.failed).toBe(0);
  }, 60_000);
}

/** The balanced equation of a statement (the span with `\rightarrow`): each formula's coefficient and side. */
export function equationOf(html: string): Map<string, { coefficient: number; side: 'left' | 'right' }> {
  const latex = spans(html).find((span) => span.includes('\\rightarrow'))!;
  const species = new Map<string, { coefficient: number; side: 'left' | 'right' }>();
  latex.split('\\rightarrow').forEach((part, index) => {
    for (const term of part.split(' + ')) {
      const [, coefficient, formula] = /^\s*(\d*)\\mathrm\{(.*)\}\s*$/.exec(term)!;
      species.set(formula!, { coefficient: Number(coefficient || 1), side: index === 0 ? 'left' : 'right' });
    }
  });
  return species;
}
