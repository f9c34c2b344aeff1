import type { TGenerator } from '../generator.types';
import {
  drawFrom,
  drawInt,
  drawNonZero,
  frac,
  m,
  num,
  numberKey,
  paragraphs,
  paren,
  poly,
  pp,
  signed,
} from '../generator-draw';

/** Basic matura: funkcja liniowa i kwadratowa, ciągi arytmetyczne i geometryczne. */
export const maturaFunctionAndSequenceGenerators: TGenerator[] = [
  {
    id: 'mp-miejsce-zerowe-funkcji-liniowej',
    title: 'Miejsce zerowe funkcji liniowej',
    exam: 'MATURA_P',
    section: 'Funkcje',
    requirements: [pp('LO-P.V')],
    conceptSlugs: ['funkcja-liniowa', 'miejsce-zerowe'],
    draw(random) {
      const a = drawNonZero(random, -6, 6);
      const b = drawInt(random, -12, 12);
      if (b === 0) return null;
      return {
        statementHtml: paragraphs(`Wyznacz miejsce zerowe funkcji ${m(`f(x) = ${poly([a, b])}`)}.`),
        answer: numberKey(-b, a),
        steps: [
          { explanation: 'Miejsce zerowe to argument, dla którego f(x) = 0.', math: `${poly([a, b])} = 0` },
          { explanation: `Przenosimy ${num(b)} na prawą stronę.`, math: `${poly([a, 0])} = ${num(-b)}` },
          { explanation: `Dzielimy przez ${num(a)}.`, math: `x = ${frac(-b, a)}` },
        ],
        verification: { mode: 'equation' },
      };
    },
  },
  {
    id: 'mp-wierzcholek-paraboli',
    title: 'Wierzchołek paraboli',
    exam: 'MATURA_P',
    section: 'Funkcje',
    requirements: [pp('LO-P.V')],
    conceptSlugs: ['funkcja-kwadratowa'],
    draw(random) {
      const a = drawNonZero(random, -3, 3);
      const p = drawInt(random, -6, 6);
      const q = drawInt(random, -9, 9);
      const b = -2 * a * p;
      const c = a * p * p + q;
      const formula = `f(x) = ${poly([a, b, c])}`;
      if (random() < 0.5)
        return {
          statementHtml: paragraphs(
            `Oblicz pierwszą współrzędną wierzchołka paraboli będącej wykresem funkcji ${m(formula)}.`,
          ),
          answer: numberKey(p),
          steps: [
            {
              explanation: 'Pierwsza współrzędna wierzchołka to p = −b/(2a).',
              math: `p = \\frac{-${paren(b)}}{2 \\cdot ${paren(a)}}`,
            },
            { explanation: 'Obliczamy.', math: `p = \\frac{${num(-b)}}{${2 * a}} = ${num(p)}` },
          ],
          verification: { mode: 'value' },
        };
      return {
        statementHtml: paragraphs(`Oblicz ${a > 0 ? 'najmniejszą' : 'największą'} wartość funkcji ${m(formula)}.`),
        answer: numberKey(q),
        steps: [
          {
            explanation: `Ramiona paraboli są skierowane ${a > 0 ? 'w górę' : 'w dół'}, więc szukana wartość to q = f(p), gdzie p = −b/(2a) = ${num(p)}.`,
            math: `q = ${num(a)} \\cdot ${paren(p)}^{2} ${signed(b)} \\cdot ${paren(p)} ${signed(c)}`,
          },
          { explanation: 'Obliczamy.', math: `q = ${num(a * p * p)} ${signed(b * p)} ${signed(c)} = ${num(q)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-wyraz-ciagu-arytmetycznego',
    title: 'Wyraz ciągu arytmetycznego',
    exam: 'MATURA_P',
    section: 'Ciągi',
    requirements: [pp('LO-P.VI')],
    conceptSlugs: ['ciag-arytmetyczny', 'ciagi'],
    draw(random) {
      const a1 = drawInt(random, -10, 20);
      const r = drawNonZero(random, -5, 7);
      const n = drawInt(random, 6, 40);
      const a2 = a1 + r;
      const value = a1 + (n - 1) * r;
      return {
        statementHtml: paragraphs(
          `Pierwsze dwa wyrazy ciągu arytmetycznego ${m('(a_n)')} to ${m(`a_1 = ${num(a1)}`)} i ${m(`a_2 = ${num(a2)}`)}. Oblicz ${m(`a_{${n}}`)}.`,
        ),
        answer: numberKey(value),
        steps: [
          {
            explanation: `Różnica ciągu r = a₂ − a₁ = ${num(r)}; wyraz ogólny a_n = a₁ + (n − 1)r.`,
            math: `a_{${n}} = ${num(a1)} + ${n - 1} \\cdot ${paren(a2 - a1)}`,
          },
          { explanation: 'Obliczamy.', math: `a_{${n}} = ${num(a1)} ${signed((n - 1) * r)} = ${num(value)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-suma-ciagu-arytmetycznego',
    title: 'Suma początkowych wyrazów ciągu arytmetycznego',
    exam: 'MATURA_P',
    section: 'Ciągi',
    requirements: [pp('LO-P.VI')],
    conceptSlugs: ['suma-ciagu-arytmetycznego', 'ciag-arytmetyczny'],
    draw(random) {
      const a1 = drawInt(random, -10, 15);
      const r = drawNonZero(random, -4, 6);
      const n = drawInt(random, 5, 30);
      const an = a1 + (n - 1) * r;
      const sum = ((a1 + an) * n) / 2;
      return {
        statementHtml: paragraphs(
          `W ciągu arytmetycznym ${m('(a_n)')} pierwszy wyraz ${m(`a_1 = ${num(a1)}`)}, a różnica ${m(`r = ${num(r)}`)}. Oblicz sumę ${n} początkowych wyrazów tego ciągu.`,
        ),
        answer: numberKey(sum),
        steps: [
          {
            explanation: 'Suma n początkowych wyrazów: S_n = (2a₁ + (n − 1)r)/2 · n.',
            math: `S_{${n}} = \\frac{2 \\cdot ${paren(a1)} + ${n - 1} \\cdot ${paren(r)}}{2} \\cdot ${n}`,
          },
          {
            explanation: 'Obliczamy licznik.',
            math: `S_{${n}} = \\frac{${num(a1 + an)}}{2} \\cdot ${n} = ${num(sum)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-wyraz-ciagu-geometrycznego',
    title: 'Wyraz ciągu geometrycznego',
    exam: 'MATURA_P',
    section: 'Ciągi',
    requirements: [pp('LO-P.VI')],
    conceptSlugs: ['ciag-geometryczny', 'ciagi'],
    draw(random) {
      const a1 = drawNonZero(random, -9, 9);
      const q = drawFrom(random, [-3, -2, 2, 3]);
      const n = drawInt(random, 3, q === 2 || q === -2 ? 8 : 6);
      const value = a1 * q ** (n - 1);
      return {
        statementHtml: paragraphs(
          `Ciąg geometryczny ${m('(a_n)')} ma pierwszy wyraz ${m(`a_1 = ${num(a1)}`)} i iloraz ${m(`q = ${num(q)}`)}. Oblicz ${m(`a_{${n}}`)}.`,
        ),
        answer: numberKey(value),
        steps: [
          {
            explanation: 'Wyraz ogólny ciągu geometrycznego: a_n = a₁ · qⁿ⁻¹.',
            math: `a_{${n}} = ${num(a1)} \\cdot ${paren(q)}^{${n - 1}}`,
          },
          {
            explanation: 'Obliczamy potęgę i iloczyn.',
            math: `a_{${n}} = ${num(a1)} \\cdot ${paren(q ** (n - 1))} = ${num(value)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-suma-ciagu-geometrycznego',
    title: 'Suma początkowych wyrazów ciągu geometrycznego',
    exam: 'MATURA_P',
    section: 'Ciągi',
    requirements: [pp('LO-P.VI')],
    conceptSlugs: ['suma-ciagu-geometrycznego', 'ciag-geometryczny'],
    niceNumbers: { max: 20_000 },
    draw(random) {
      const a1 = drawNonZero(random, -9, 9);
      const q = drawFrom(random, [-3, -2, 2, 3]);
      const n = drawInt(random, 3, q === 3 ? 6 : 8);
      const sum = (a1 * (1 - q ** n)) / (1 - q);
      return {
        statementHtml: paragraphs(
          `Oblicz sumę ${n} początkowych wyrazów ciągu geometrycznego, w którym ${m(`a_1 = ${num(a1)}`)} i ${m(`q = ${num(q)}`)}.`,
        ),
        answer: numberKey(sum),
        steps: [
          {
            explanation: 'Dla q ≠ 1: S_n = a₁ · (1 − qⁿ)/(1 − q).',
            math: `S_{${n}} = ${num(a1)} \\cdot \\frac{1 - ${paren(q)}^{${n}}}{1 - ${paren(q)}}`,
          },
          {
            explanation: 'Obliczamy potęgę.',
            math: `S_{${n}} = ${num(a1)} \\cdot \\frac{${num(1 - q ** n)}}{${num(1 - q)}} = ${num(sum)}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
