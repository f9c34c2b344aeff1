import { expect, it } from 'vitest';
import { isAnswerCorrect } from '../../answer-checking/answer-equality';
import { canonicalUnit } from '../../answer-checking/answer-units';
import { generateVariant, type TGeneratedVariant } from '../generate-variant';
import type { TGenerator } from '../generator.types';
import { readQuantity } from '../verification/check-quantity';

/**
 * The property test of the physics generators (issue 73): for seeds 1–200 the served variant exists (so it passed
 * the quantity verification) and its key equals the result computed here in plain JS from the numbers of the
 * statement; for every fifth seed also every member of every step that has a number is read as a quantity (none is
 * skipped as a formula) and the answer checker takes the key's value, also followed by its unit where it reads it.
 */

const SEEDS = 200;
/** Every n-th seed's steps and key are also read back member by member and by the answer checker (each a CAS read). */
const READ_BACK_SAMPLING = 5;

/** Factors to SI of the units the keys use, written here and not taken from the verifier. */
const SI_FACTOR: Readonly<Record<string, number>> = {
  'm/s': 1,
  'km/h': 1 / 3.6,
  'km/s': 1000,
  m: 1,
  km: 1000,
  cm: 0.01,
  s: 1,
  min: 60,
  ms: 0.001,
  'm/s²': 1,
  N: 1,
  kN: 1000,
  'kg·m/s': 1,
  kg: 1,
  J: 1,
  kJ: 1000,
  MJ: 1e6,
  W: 1,
  kW: 1000,
  kWh: 3.6e6,
  Ω: 1,
  A: 1,
  V: 1,
  D: 1,
  Hz: 1,
  eV: 1.6e-19,
  nm: 1e-9,
  'g/cm³': 1000,
  'kg/m³': 1,
  Pa: 1,
  hPa: 100,
  kPa: 1000,
  'm³': 1,
  dm: 0.1,
};

/** The numbers of a statement's running text in order (`1,5`, `12 500`), leaving out inline maths. */
export function statementNumbers(statementHtml: string): number[] {
  const plain = statementHtml.replace(/<span data-type="inline-math"[^>]*><\/span>/g, ' ').replace(/<[^>]*>/g, ' ');
  return [...plain.matchAll(/\d+(?:\u00a0\d{3})*(?:,\d+)?/g)].map((match) =>
    Number(match[0].replace(/\u00a0/g, '').replace(',', '.')),
  );
}

/** The statement's plain text (to tell a generator's kinds of task apart). */
export function statementText(statementHtml: string): string {
  return statementHtml.replace(/<[^>]*>/g, ' ');
}

/** The result in SI units, from the statement's numbers and text, computed independently of the generator. */
export type TExpectedResult = (numbers: number[], text: string) => number;

/** A member made of numbers and units only (a formula such as `\frac{a t^2}{2}` has letters). */
function isNumeric(member: string): boolean {
  const bare = member.replace(/\\mathrm\{[^{}]*\}/g, '').replace(/\\[a-zA-Z]+/g, '');
  return /\d/.test(bare) && !/[a-zA-Z]/.test(bare);
}

/** Every member of every step that has a number is read as a quantity; the checker takes the key (with its unit). */
function readsBack({ answer, steps }: TGeneratedVariant, seed: number) {
  for (const { math } of steps) {
    const members = math
      .replace(/\\approx(?![a-zA-Z])/g, '=')
      .split('=')
      .slice(1);
    for (const member of members.filter(isNumeric))
      expect(readQuantity(member), `seed ${seed}: ${member}`).not.toBeNull();
  }
  expect(isAnswerCorrect(answer, answer.value), `seed ${seed}`).toBe(true);
  if (canonicalUnit(answer.unit!))
    expect(isAnswerCorrect(answer, `${answer.value} ${answer.unit}`), `seed ${seed}`).toBe(true);
}

export function itComputesEverySeed(generator: TGenerator, expected: TExpectedResult) {
  it(`${generator.id}: seeds 1–${SEEDS} verified, each step read with units, the key recomputed`, () => {
    for (let seed = 1; seed <= SEEDS; seed += 1) {
      const variant = generateVariant(generator, seed);
      expect(variant, `seed ${seed}`).not.toBeNull();
      const { answer, statementHtml } = variant!;
      if (seed % READ_BACK_SAMPLING === 0) readsBack(variant!, seed);
      const unit = answer.unit!;
      const factor = SI_FACTOR[unit];
      expect(factor, `unit ${unit}`).toBeDefined();
      const result = expected(statementNumbers(statementHtml), statementText(statementHtml)) / factor!;
      const key = Number(answer.value.replace(',', '.'));
      const allowed = answer.tolerance ?? 1e-9 * Math.max(1, Math.abs(result));
      expect(Math.abs(key - result), `seed ${seed}: ${answer.value} ${unit} vs ${result}`).toBeLessThanOrEqual(
        allowed + 1e-9,
      );
    }
  }, 120_000);
}
