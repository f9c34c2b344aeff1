import type { TGenerator } from '../generator.types';
import {
  answerKey,
  chain,
  drawFrom,
  drawInt,
  drawNonZero,
  frac,
  greatestCommonDivisor,
  m,
  num,
  numberKey,
  paragraphs,
  paren,
  pp,
} from '../generator-draw';
import { countNoun, NOUNS, pluralForm, VERBS } from './polish-numerals';

/** E8: liczby i działania, ułamki, potęgi, pierwiastki. */
export const e8NumberGenerators: TGenerator[] = [
  {
    id: 'e8-dodawanie-ulamkow',
    title: 'Dodawanie ułamków zwykłych o różnych mianownikach',
    exam: 'E8',
    section: 'Ułamki zwykłe i dziesiętne',
    requirements: [pp('SP4-6.V')],
    conceptSlugs: ['ulamek-zwykly', 'arytmetyka', 'nww'],
    draw(random) {
      const b = drawInt(random, 2, 9);
      const d = drawInt(random, 2, 9);
      if (b === d) return null;
      const a = drawInt(random, 1, b - 1);
      const c = drawInt(random, 1, d - 1);
      // A fraction that reduces (6/9) is not how a task is written.
      if (greatestCommonDivisor(a, b) > 1 || greatestCommonDivisor(c, d) > 1) return null;
      const minus = random() < 0.4;
      const common = (b * d) / greatestCommonDivisor(b, d);
      const first = (a * common) / b;
      const second = (c * common) / d;
      const top = minus ? first - second : first + second;
      if (top === 0) return null;
      const sign = minus ? '-' : '+';
      const problem = `\\frac{${a}}{${b}} ${sign} \\frac{${c}}{${d}}`;
      return {
        statementHtml: paragraphs(`Oblicz ${m(problem)}. Wynik podaj w postaci ułamka nieskracalnego.`),
        answer: numberKey(top, common),
        steps: [
          { explanation: 'Działanie do wykonania.', math: problem },
          {
            explanation: `Sprowadzamy ułamki do wspólnego mianownika ${common}.`,
            math: `\\frac{${first}}{${common}} ${sign} \\frac{${second}}{${common}}`,
          },
          {
            explanation:
              frac(top, common) === `\\frac{${top}}{${common}}`
                ? 'Wykonujemy działanie na licznikach; wyniku nie da się skrócić.'
                : 'Wykonujemy działanie na licznikach i skracamy wynik.',
            math: chain(`\\frac{${top}}{${common}}`, frac(top, common)),
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-kolejnosc-dzialan',
    title: 'Kolejność wykonywania działań na liczbach całkowitych',
    exam: 'E8',
    section: 'Liczby całkowite',
    requirements: [pp('SP4-6.III'), pp('SP4-6.II'), pp('SP4-6.II.11')],
    conceptSlugs: ['arytmetyka'],
    draw(random) {
      const a = drawInt(random, -20, 20);
      const b = drawNonZero(random, -6, 6);
      const c = drawInt(random, -9, 9);
      const d = drawInt(random, -9, 9);
      // `(-9 - 0)` and `1 \cdot (…)`: subtracting zero or multiplying by one is not a task.
      if (c === d || d === 0 || Math.abs(b) === 1) return null;
      const inner = c - d;
      const product = b * inner;
      const result = a - product;
      const problem = `${num(a)} - ${paren(b)} \\cdot (${num(c)} - ${paren(d)})`;
      return {
        statementHtml: paragraphs(`Oblicz wartość wyrażenia ${m(problem)}.`),
        answer: numberKey(result),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          { explanation: 'Najpierw działanie w nawiasie.', math: `${num(a)} - ${paren(b)} \\cdot ${paren(inner)}` },
          { explanation: 'Potem mnożenie.', math: `${num(a)} - ${paren(product)}` },
          { explanation: 'Na końcu odejmowanie.', math: num(result) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-ulamki-dziesietne',
    title: 'Działania na ułamkach dziesiętnych',
    exam: 'E8',
    section: 'Działania na ułamkach zwykłych i dziesiętnych',
    requirements: [pp('SP4-6.V')],
    conceptSlugs: ['arytmetyka'],
    draw(random) {
      const a = drawInt(random, 11, 49) / 10;
      const b = drawInt(random, 2, 9) / 10 + drawInt(random, 0, 2);
      const c = drawInt(random, 1, 99) / 100;
      const product = Math.round(a * b * 100) / 100;
      const result = Math.round((product - c) * 100) / 100;
      const problem = `${num(a)} \\cdot ${num(b)} - ${num(c)}`;
      return {
        statementHtml: paragraphs(`Oblicz ${m(problem)}.`),
        answer: answerKey.number(num(result)),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          { explanation: 'Najpierw mnożenie.', math: `${num(product)} - ${num(c)}` },
          { explanation: 'Potem odejmowanie.', math: num(result) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-ulamek-z-liczby',
    title: 'Ułamek danej liczby',
    exam: 'E8',
    section: 'Działania na ułamkach zwykłych i dziesiętnych',
    requirements: [pp('SP4-6.V')],
    conceptSlugs: ['ulamek-zwykly', 'arytmetyka', 'zadanie-tekstowe'],
    draw(random) {
      const denominator = drawInt(random, 3, 9);
      const numerator = drawInt(random, 1, denominator - 1);
      if (greatestCommonDivisor(numerator, denominator) !== 1) return null;
      const whole = denominator * drawInt(random, 3, 30);
      const part = whole / denominator;
      const result = part * numerator;
      const thing = drawFrom(random, [
        ['W szkole', VERBS.jestOsobowe, NOUNS.uczen, 'dojeżdża autobusem', 'uczniów dojeżdża autobusem'],
        ['W bibliotece', VERBS.jest, NOUNS.ksiazka, 'to powieści', 'powieści jest w bibliotece'],
        ['Na parkingu', VERBS.stoi, NOUNS.samochod, 'to samochody czerwone', 'czerwonych samochodów stoi na parkingu'],
      ] as const);
      return {
        statementHtml: paragraphs(
          `${thing[0]} ${pluralForm(whole, thing[1])} ${countNoun(whole, thing[2])}. ${m(`\\frac{${numerator}}{${denominator}}`)} z nich ${thing[3]}. Ile ${thing[4]}?`,
        ),
        answer: numberKey(result),
        steps: [
          {
            explanation: 'Obliczamy ułamek liczby: mnożymy ułamek przez tę liczbę.',
            math: `\\frac{${numerator}}{${denominator}} \\cdot ${whole}`,
          },
          {
            explanation: `Dzielimy przez mianownik, potem mnożymy przez licznik.`,
            math: `${numerator} \\cdot ${part} = ${result}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-dzialania-na-potegach',
    title: 'Mnożenie i dzielenie potęg o tej samej podstawie',
    exam: 'E8',
    section: 'Potęgi o podstawach wymiernych',
    requirements: [pp('SP7-8.I')],
    conceptSlugs: ['arytmetyka'],
    draw(random) {
      const base = drawFrom(random, [2, 3, 5]);
      const a = drawInt(random, 3, 12);
      const b = drawInt(random, 2, 12);
      const target = base === 2 ? drawInt(random, 1, 6) : drawInt(random, 1, 3);
      const c = a + b - target;
      if (c < 2) return null;
      const problem = `\\frac{${base}^{${a}} \\cdot ${base}^{${b}}}{${base}^{${c}}}`;
      return {
        statementHtml: paragraphs(`Oblicz wartość wyrażenia ${m(problem)}.`),
        answer: numberKey(base ** target),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          {
            explanation: 'Mnożąc potęgi o tej samej podstawie, dodajemy wykładniki.',
            math: `\\frac{${base}^{${a + b}}}{${base}^{${c}}}`,
          },
          {
            explanation: 'Dzieląc, odejmujemy wykładniki.',
            math: `${base}^{${a + b} - ${c}} = ${base}^{${target}} = ${base ** target}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-potega-potegi',
    title: 'Potęga potęgi i potęga iloczynu',
    exam: 'E8',
    section: 'Potęgi o podstawach wymiernych',
    requirements: [pp('SP7-8.I'), pp('SP7-8.I.4')],
    conceptSlugs: ['arytmetyka'],
    draw(random) {
      const base = drawFrom(random, [2, 3]);
      const a = drawInt(random, 2, 7);
      const b = drawInt(random, 2, 5);
      const target = drawInt(random, 1, base === 2 ? 6 : 3);
      const c = a * b - target;
      if (c < 1) return null;
      const problem = `(${base}^{${a}})^{${b}} : ${base}^{${c}}`;
      return {
        statementHtml: paragraphs(`Oblicz ${m(problem)}.`),
        answer: numberKey(base ** target),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          { explanation: 'Potęgując potęgę, mnożymy wykładniki.', math: `${base}^{${a * b}} : ${base}^{${c}}` },
          {
            explanation: 'Dzieląc potęgi o tej samej podstawie, odejmujemy wykładniki.',
            math: `${base}^{${target}} = ${base ** target}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-iloczyn-pierwiastkow',
    title: 'Mnożenie pierwiastków kwadratowych',
    exam: 'E8',
    section: 'Pierwiastki',
    requirements: [pp('SP7-8.II')],
    conceptSlugs: ['arytmetyka'],
    draw(random) {
      const core = drawFrom(random, [2, 3, 5, 6, 7, 10, 11]);
      const p = drawInt(random, 1, 5);
      const q = drawInt(random, 1, 6);
      if (p === q) return null;
      const a = core * p * p;
      const b = core * q * q;
      // Roots a pupil multiplies by hand: √275 · √396 is not one.
      if (a > 200 || b > 200) return null;
      const root = core * p * q;
      const problem = `\\sqrt{${a}} \\cdot \\sqrt{${b}}`;
      return {
        statementHtml: paragraphs(`Oblicz ${m(problem)}.`),
        answer: numberKey(root),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          {
            explanation: 'Iloczyn pierwiastków to pierwiastek z iloczynu.',
            math: `\\sqrt{${a} \\cdot ${b}} = \\sqrt{${a * b}}`,
          },
          { explanation: `${a * b} to kwadrat liczby ${root}.`, math: `${root}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-pierwiastki-wartosc',
    title: 'Pierwiastki kwadratowe i sześcienne',
    exam: 'E8',
    section: 'Pierwiastki',
    requirements: [pp('SP7-8.II')],
    conceptSlugs: ['arytmetyka'],
    draw(random) {
      const cube = drawNonZero(random, -5, 5);
      const square = drawInt(random, 2, 15);
      const factor = drawInt(random, 2, 4);
      const problem = `\\sqrt[3]{${cube ** 3}} + ${factor}\\sqrt{${square ** 2}}`;
      const result = cube + factor * square;
      return {
        statementHtml: paragraphs(`Oblicz ${m(problem)}.`),
        answer: numberKey(result),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          { explanation: 'Obliczamy pierwiastki.', math: `${num(cube)} + ${factor} \\cdot ${square}` },
          { explanation: 'Wykonujemy działania.', math: `${num(cube)} + ${factor * square} = ${num(result)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
