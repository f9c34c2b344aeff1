import { describe, expect, it } from 'vitest';
import { generateVariant } from '../generate-variant';
import { findGenerator } from '../generator-catalogue';

/** `-2(x - 3)(x + 1) \le 0`, `-x(x - 7) \le 0` → the leading coefficient, the two roots and the relation. */
function readFactored(math: string) {
  const match = /^(-?\d*)(x|\(x(?: [-+] \d+)?\))\((x(?: [-+] \d+)?)\) (<|>|\\le|\\ge) 0$/.exec(math);
  if (!match) throw new Error(`not a factored inequality: ${math}`);
  const [, lead, first, second, relation] = match as unknown as [string, string, string, string, string];
  const a = lead === '' ? 1 : lead === '-' ? -1 : Number(lead);
  const root = (factor: string) => {
    const inner = factor.replace(/^\(|\)$/g, '');
    return inner === 'x' ? 0 : -Number(inner.slice(2).replace(' ', ''));
  };
  return { a, roots: [root(first), root(second)].sort((p, q) => p - q) as [number, number], relation };
}

describe('mp-nierownosc-kwadratowa: the last step names the sign the trinomial has on the answer set', () => {
  it('over seeds 1–200, whatever the sign of the leading coefficient', () => {
    const generator = findGenerator('mp-nierownosc-kwadratowa')!;
    const seen = { negativeLead: 0, positiveLead: 0 };
    for (let seed = 1; seed <= 200; seed += 1) {
      const variant = generateVariant(generator, seed)!;
      const factoredStep = variant.steps.find((step) => step.math.includes('(x'))!;
      const { a, roots, relation } = readFactored(factoredStep.math);
      const [r1, r2] = roots;
      // A point inside the answer set: between the roots, or left of both.
      const point = variant.answer.value.includes('∪') ? r1 - 1 : (r1 + r2) / 2;
      const value = a * (point - r1) * (point - r2);
      expect(value, `seed ${seed}`).not.toBe(0);
      const word = value < 0 ? 'ujemny' : 'dodatni';
      const other = value < 0 ? 'dodatni' : 'ujemny';
      const last = variant.steps.at(-1)!.explanation;
      expect(last, `seed ${seed}: ${variant.statementHtml}`).toContain(word);
      expect(last, `seed ${seed}`).not.toContain(other);
      expect(last.includes('równy zeru'), `seed ${seed}`).toBe(relation === '\\le' || relation === '\\ge');
      expect(last, `seed ${seed}`).toContain(a > 0 ? 'w górę' : 'w dół');
      // The relation itself says which sign is wanted: < and ≤ ask where it is negative.
      expect(value < 0, `seed ${seed}`).toBe(relation === '<' || relation === '\\le');
      if (a < 0) seen.negativeLead += 1;
      else seen.positiveLead += 1;
    }
    expect(seen.negativeLead).toBeGreaterThan(20);
    expect(seen.positiveLead).toBeGreaterThan(20);
  });

  it('seed 4 (−x² + 7x ≤ 0) says the trinomial is negative or zero', () => {
    const variant = generateVariant(findGenerator('mp-nierownosc-kwadratowa')!, 4)!;
    const last = variant.steps.at(-1)!.explanation;
    expect(last).toContain('w dół');
    expect(last).toContain('ujemny lub równy zeru');
  });
});
