import { describe, expect, it } from 'vitest';
import { checkVariantAnswer, generateVariant } from './generate-variant';
import { findGenerator, listGenerators } from './generator-catalogue';

const SEEDS = [0, 1];

/** The first step of a variant is the problem as mathematics; without `=` it is the task's own expression. */
const printedProblem = (math: string) => (math.includes('=') ? null : math);

describe('a generator variant checked against the task as printed (issue 55)', () => {
  it.each([
    ['e8-kolejnosc-dzialan'],
    ['e8-redukcja-wyrazow'],
    ['e8-mnozenie-sum-algebraicznych'],
    ['mp-wzory-skroconego-mnozenia'],
    ['mp-dzialania-na-wyrazeniach-wymiernych'],
    ['e8-iloczyn-pierwiastkow'],
    ['mp-kwadrat-roznicy-z-pierwiastkiem'],
  ])('%s: the problem is wrong, the key and its simplified forms right', (id) => {
    const generator = findGenerator(id)!;
    for (const seed of SEEDS) {
      const variant = generateVariant(generator, seed)!;
      const problem = variant.steps[0]!.math;
      expect(checkVariantAnswer(generator, seed, problem)?.correct, `${id} ${seed}: ${problem}`).toBe(false);
      expect(checkVariantAnswer(generator, seed, variant.answer.value)?.correct, `${id} ${seed}`).toBe(true);
    }
  });

  it('refuses the printed computation of every value or simplification generator', () => {
    const accepted = listGenerators().flatMap((generator) =>
      SEEDS.flatMap((seed) => {
        const variant = generateVariant(generator, seed);
        const problem = variant && printedProblem(variant.steps[0]!.math);
        if (!variant || !problem || problem === variant.answer.value) return [];
        if (!['NUMBER', 'FRACTION', 'EXPRESSION'].includes(variant.answer.kind)) return [];
        return checkVariantAnswer(generator, seed, problem)?.correct ? [`${generator.id} ${seed}: ${problem}`] : [];
      }),
    );
    expect(accepted).toEqual([]);
  }, 120_000);
});
