import type { TGenerator } from '../generator.types';
import {
  answerKey,
  drawFrom,
  drawInt,
  drawNonZero,
  frac,
  greatestCommonDivisor,
  m,
  num,
  numberKey,
  paragraphs,
  pp,
} from '../generator-draw';

/** Basic matura, liczby rzeczywiste: potęgi, logarytmy, procenty. */
export const maturaRealNumberGenerators: TGenerator[] = [
  {
    id: 'mp-potega-o-wykladniku-wymiernym',
    title: 'Potęga o wykładniku wymiernym',
    exam: 'MATURA_P',
    section: 'Potęgi i logarytmy',
    requirements: [pp('LO-P.I.4')],
    conceptSlugs: ['arytmetyka'],
    draw(random) {
      const base = drawInt(random, 2, 9);
      const root = drawFrom(random, [2, 3, 4]);
      const power = drawNonZero(random, -3, 3);
      const radicand = base ** root;
      if (radicand > 6561 || base ** Math.abs(power) > 1000 || Math.abs(power) === root) return null;
      // An exponent that reduces (625^{2/4}) is not how a task is written.
      if (greatestCommonDivisor(Math.abs(power), root) > 1) return null;
      const problem = `${radicand}^{${power < 0 ? '-' : ''}\\frac{${Math.abs(power)}}{${root}}}`;
      const result = power < 0 ? frac(1, base ** -power) : String(base ** power);
      return {
        statementHtml: paragraphs(`Oblicz wartość wyrażenia ${m(problem)}.`),
        answer: power < 0 ? numberKey(1, base ** -power) : numberKey(base ** power),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          {
            explanation: `${radicand} to ${base} do potęgi ${root}.`,
            math: `(${base}^{${root}})^{${power < 0 ? '-' : ''}\\frac{${Math.abs(power)}}{${root}}} = ${base}^{${power}}`,
          },
          { explanation: 'Obliczamy potęgę.', math: result },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-suma-logarytmow',
    title: 'Suma i różnica logarytmów',
    exam: 'MATURA_P',
    section: 'Potęgi i logarytmy',
    requirements: [pp('LO-P.I.9')],
    conceptSlugs: ['logarytm'],
    draw(random) {
      const base = drawFrom(random, [2, 3, 5, 6]);
      const result = drawInt(random, 1, base === 2 ? 6 : 3);
      const a = drawInt(random, 2, 30);
      const plus = random() < 0.5;
      const b = plus ? base ** result / a : base ** result * a;
      if (!Number.isInteger(b) || b < 2 || b > 2000) return null;
      const sign = plus ? '+' : '-';
      const problem = plus
        ? `\\log_{${base}} ${a} + \\log_{${base}} ${b}`
        : `\\log_{${base}} ${b} - \\log_{${base}} ${a}`;
      const inside = plus ? `${a} \\cdot ${b}` : `\\frac{${b}}{${a}}`;
      return {
        statementHtml: paragraphs(`Oblicz ${m(problem)}.`),
        answer: numberKey(result),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          {
            explanation: `${sign === '+' ? 'Suma' : 'Różnica'} logarytmów o tej samej podstawie to logarytm ${sign === '+' ? 'iloczynu' : 'ilorazu'}.`,
            math: `\\log_{${base}} (${inside}) = \\log_{${base}} ${base ** result}`,
          },
          { explanation: `${base ** result} to ${base} do potęgi ${result}.`, math: `${result}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-zmiana-procentowa',
    title: 'Kolejne zmiany procentowe',
    exam: 'MATURA_P',
    section: 'Liczby rzeczywiste',
    requirements: [pp('LO-P.I')],
    conceptSlugs: ['procenty', 'procent'],
    draw(random) {
      const up = drawFrom(random, [5, 10, 15, 20, 25, 30, 40, 50, 60]);
      const down = drawFrom(random, [5, 10, 15, 20, 25, 30, 40, 50, 60]);
      const what = drawFrom(random, ['akcji', 'mieszkania', 'samochodu', 'biletu', 'działki']);
      const factor = ((100 + up) * (100 - down)) / 10000;
      const change = Math.round((factor - 1) * 10000) / 100;
      if (change === 0) return null;
      const word = change > 0 ? 'wzrosła' : 'zmalała';
      return {
        statementHtml: paragraphs(
          `Cenę ${what} podniesiono o ${up}%, a następnie obniżono o ${down}%. Oblicz, o ile procent cena po obu zmianach różni się od początkowej. Podaj liczbę dodatnią, jeśli cena wzrosła, a ujemną, jeśli zmalała.`,
        ),
        // With its percent sign: `-23%` and `-23` are both accepted (answer-checking reads `\%` as a percent).
        answer: answerKey.number(`${num(change)}\\%`),
        steps: [
          {
            explanation:
              'Cena po zmianach to cena początkowa razy oba czynniki; odejmujemy 1 i zamieniamy na procenty.',
            math: `(${num((100 + up) / 100)} \\cdot ${num((100 - down) / 100)} - 1) \\cdot 100\\%`,
          },
          {
            explanation: `Iloczyn czynników to ${m(num(factor))}, więc cena ${word}.`,
            math: `(${num(factor)} - 1) \\cdot 100\\% = ${num(change)}\\%`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
