import type { TGenerator } from '../generator.types';
import {
  answerKey,
  drawFrom,
  drawInt,
  drawNonZero,
  equationDraft,
  linearFactor,
  m,
  num,
  poly,
  pp,
  rootFactors,
} from '../generator-draw';

/** The roots in ascending order, as the last step writes them: `x = -2 \lor x = 1 \lor x = 3`. */
const rootsStep = (roots: readonly number[]) =>
  [...roots]
    .sort((a, b) => a - b)
    .map((root) => `x = ${num(root)}`)
    .join(' \\lor ');

const rootsKey = (roots: readonly number[]) => answerKey.set([...roots].sort((a, b) => a - b).map(num));

/** Basic matura, LO-P.III.5–7: polynomial equations brought to a product, biquadratic and rational equations. */
export const maturaPolynomialEquationGenerators: TGenerator[] = [
  {
    id: 'mp-rownanie-dwukwadratowe',
    title: 'Równanie dwukwadratowe',
    exam: 'MATURA_P',
    section: 'Równania i nierówności',
    requirements: [pp('LO-P.III.5'), pp('LO-P.III')],
    conceptSlugs: ['rownanie-kwadratowe', 'miejsce-zerowe', 'algebra'],
    draw(random) {
      const p = drawInt(random, 1, 6);
      // The other value of t = x² is a square (two more roots) or negative (none).
      const other = drawFrom(random, ['square', 'square', 'negative'] as const);
      const q = drawInt(random, 1, 6);
      const t2 = other === 'square' ? q * q : -drawInt(random, 1, 9);
      if (t2 === p * p) return null;
      const t1 = p * p;
      const problem = `${poly([1, 0, -(t1 + t2), 0, t1 * t2])} = 0`;
      const roots = t2 > 0 ? [-p, p, -q, q] : [-p, p];
      return equationDraft(problem, rootsKey(roots), [
        {
          explanation: `Podstawiamy ${m('t = x^{2}')}: równanie ${m(`${poly([1, -(t1 + t2), t1 * t2], 't')} = 0`)} ma pierwiastki ${m(`t = ${num(t1)}`)} i ${m(`t = ${num(t2)}`)}, więc trójmian rozkłada się na czynniki.`,
          math: `(x^{2} - ${num(t1)})(x^{2} ${t2 > 0 ? '-' : '+'} ${num(Math.abs(t2))}) = 0`,
        },
        {
          explanation: 'Iloczyn jest równy zeru, gdy jeden z czynników jest zerem.',
          math: `x^{2} = ${num(t1)} \\lor x^{2} = ${num(t2)}`,
        },
        {
          explanation:
            t2 > 0
              ? 'Każde z tych równań ma dwa rozwiązania.'
              : `Kwadrat liczby nie jest ujemny, więc ${m(`x^{2} = ${num(t2)}`)} nie ma rozwiązań.`,
          math: rootsStep(roots),
        },
      ]);
    },
  },
  {
    id: 'mp-rownanie-wielomianowe-iloczyn',
    title: 'Równanie wielomianowe: rozkład na czynniki',
    exam: 'MATURA_P',
    section: 'Równania i nierówności',
    requirements: [pp('LO-P.III.6'), pp('LO-P.II.4'), pp('LO-P.II.3'), pp('LO-P.III')],
    conceptSlugs: ['miejsce-zerowe', 'wzory-skroconego-mnozenia', 'algebra'],
    draw(random) {
      const method = drawFrom(random, ['grouping', 'grouping', 'common-factor'] as const);
      if (method === 'grouping') {
        // x³ + ax² − b²x − ab² = x²(x + a) − b²(x + a) = (x + a)(x − b)(x + b)
        const a = drawNonZero(random, -9, 9);
        const b = drawInt(random, 1, 6);
        if (Math.abs(a) === b) return null;
        const square = b * b;
        const problem = `${poly([1, a, -square, -a * square])} = 0`;
        const factor = linearFactor(-a);
        return equationDraft(problem, rootsKey([-a, -b, b]), [
          {
            explanation: 'Grupujemy wyrazy po dwa i z każdej pary wyłączamy wspólny czynnik przed nawias.',
            math: `x^{2}(${factor}) - ${square}(${factor}) = 0`,
          },
          {
            explanation: `Wyłączamy wspólny czynnik ${m(`(${factor})`)}.`,
            math: `(${factor})(x^{2} - ${square}) = 0`,
          },
          {
            explanation: 'Rozkładamy różnicę kwadratów.',
            math: `(${factor})(${linearFactor(b)})(${linearFactor(-b)}) = 0`,
          },
          { explanation: 'Iloczyn jest równy zeru, gdy jeden z czynników jest zerem.', math: rootsStep([-a, -b, b]) },
        ]);
      }
      // x³ − (r₁ + r₂)x² + r₁r₂x = x(x − r₁)(x − r₂)
      const r1 = drawNonZero(random, -8, 8);
      const r2 = drawNonZero(random, -8, 8);
      if (r1 >= r2) return null;
      const sum = r1 + r2;
      const product = r1 * r2;
      const problem = `${poly([1, -sum, product, 0])} = 0`;
      return equationDraft(problem, rootsKey([0, r1, r2]), [
        {
          explanation: `Wyłączamy ${m('x')} przed nawias.`,
          math: `x(${poly([1, -sum, product])}) = 0`,
        },
        {
          explanation: `Trójmian w nawiasie ma pierwiastki ${m(num(r1))} i ${m(num(r2))} (ich suma to ${m(num(sum))}, iloczyn ${m(num(product))}).`,
          math: `x(${linearFactor(r1)})(${linearFactor(r2)}) = 0`,
        },
        { explanation: 'Iloczyn jest równy zeru, gdy jeden z czynników jest zerem.', math: rootsStep([0, r1, r2]) },
      ]);
    },
  },
  {
    id: 'mp-rownanie-wymierne',
    title: 'Równanie wymierne w postaci iloczynowej',
    exam: 'MATURA_P',
    section: 'Równania i nierówności',
    requirements: [pp('LO-P.III.7'), pp('LO-P.III')],
    conceptSlugs: ['miejsce-zerowe', 'algebra'],
    draw(random) {
      const p = drawInt(random, -9, 9);
      const q = drawInt(random, -9, 9);
      if (p >= q) return null;
      // Half the variants cancel a root of the numerator with the denominator: the trap CKE likes.
      const excluded = drawFrom(random, ['p', 'q', 'other', 'other'] as const);
      const r = excluded === 'p' ? p : excluded === 'q' ? q : drawInt(random, -9, 9);
      if (excluded === 'other' && (r === p || r === q)) return null;
      const roots = [p, q].filter((root) => root !== r);
      const problem = `\\frac{${rootFactors([p, q])}}{${linearFactor(r)}} = 0`;
      const numeratorZeros = `${m(`x = ${num(p)}`)} lub ${m(`x = ${num(q)}`)}`;
      return equationDraft(problem, rootsKey(roots), [
        {
          explanation: `Dziedzina: ${m(`x \\neq ${num(r)}`)}. Ułamek jest równy zeru, gdy jego licznik jest zerem: ${numeratorZeros}. ${
            roots.length === 1
              ? `Liczba ${m(num(r))} nie należy do dziedziny, więc zostaje jedno rozwiązanie.`
              : 'Obie liczby należą do dziedziny.'
          }`,
          math: rootsStep(roots),
        },
      ]);
    },
  },
];
