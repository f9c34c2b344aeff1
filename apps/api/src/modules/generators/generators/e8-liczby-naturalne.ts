import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, m, numberKey, numGrouped, paragraphs, plural, pp } from '../generator-draw';

/** Egzamin ósmoklasisty, the natural numbers of klasy IV–VI (SP4-6.II). */
export const e8NaturalNumberGenerators: TGenerator[] = [
  {
    id: 'e8-dzialania-pisemne',
    title: 'Działania pisemne na liczbach naturalnych',
    exam: 'E8',
    section: 'Działania na liczbach naturalnych',
    requirements: [pp('SP4-6.II.2'), pp('SP4-6.II.3'), pp('SP4-6.II')],
    conceptSlugs: ['arytmetyka'],
    niceNumbers: { max: 100_000 },
    draw(random) {
      const kind = drawFrom(random, ['sum', 'difference', 'product', 'quotient'] as const);
      if (kind === 'quotient') {
        // A quotient without remainder: the dividend is the divisor times the answer.
        const divisor = drawInt(random, 12, 48);
        const quotient = drawInt(random, 23, 189);
        const dividend = divisor * quotient;
        const problem = `${dividend} : ${divisor}`;
        return {
          statementHtml: paragraphs(`Oblicz sposobem pisemnym ${m(problem)}.`),
          answer: numberKey(quotient),
          steps: [
            { explanation: 'Iloraz.', math: problem },
            {
              explanation: `Dzielimy pisemnie, cyfra po cyfrze; sprawdzamy mnożeniem: ${m(`${divisor} \\cdot ${quotient} = ${dividend}`)}.`,
              math: `${problem} = ${quotient}`,
            },
          ],
          verification: { mode: 'value' },
        };
      }
      if (kind === 'product') {
        const a = drawInt(random, 112, 989);
        const b = drawInt(random, 13, 87);
        if (b % 10 === 0) return null;
        const problem = `${a} \\cdot ${b}`;
        const tens = Math.floor(b / 10) * 10;
        return {
          statementHtml: paragraphs(`Oblicz sposobem pisemnym ${m(problem)}.`),
          answer: numberKey(a * b),
          steps: [
            { explanation: 'Iloczyn.', math: problem },
            {
              explanation: `Mnożymy przez cyfrę jedności i przez cyfrę dziesiątek, potem dodajemy iloczyny częściowe.`,
              math: `${a} \\cdot ${b % 10} + ${a} \\cdot ${tens} = ${a * (b % 10)} + ${a * tens} = ${a * b}`,
            },
          ],
          verification: { mode: 'value' },
        };
      }
      const a = drawInt(random, 1200, 9800);
      const b = drawInt(random, 250, kind === 'difference' ? a - 100 : 9800);
      const result = kind === 'sum' ? a + b : a - b;
      const problem = `${a} ${kind === 'sum' ? '+' : '-'} ${b}`;
      return {
        statementHtml: paragraphs(`Oblicz sposobem pisemnym ${m(problem)}.`),
        answer: numberKey(result),
        steps: [
          { explanation: kind === 'sum' ? 'Suma.' : 'Różnica.', math: problem },
          {
            explanation:
              kind === 'sum'
                ? 'Dodajemy cyfry tego samego rzędu, od jedności; gdy suma przekracza 9, przenosimy dziesiątkę do następnego rzędu.'
                : 'Odejmujemy cyfry tego samego rzędu, od jedności; gdy brakuje, pożyczamy jedną jednostkę z następnego rzędu.',
            math: `${problem} = ${result}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-dzielenie-z-reszta',
    title: 'Dzielenie z resztą',
    exam: 'E8',
    section: 'Działania na liczbach naturalnych',
    requirements: [pp('SP4-6.II.4'), pp('SP4-6.II')],
    conceptSlugs: ['arytmetyka', 'zadanie-tekstowe'],
    draw(random) {
      const divisor = drawInt(random, 3, 25);
      const quotient = drawInt(random, 11, 99);
      const remainder = drawInt(random, 1, divisor - 1);
      const dividend = divisor * quotient + remainder;
      const context = drawFrom(random, ['plain', 'boxes'] as const);
      return {
        statementHtml: paragraphs(
          context === 'plain'
            ? `Jaka jest reszta z dzielenia liczby ${numGrouped(dividend)} przez ${divisor}?`
            : `Do pudełek mieszczących po ${divisor} ${plural(divisor, 'jajko', 'jajka', 'jajek')} zapakowano ${numGrouped(dividend)} ${plural(dividend, 'jajko', 'jajka', 'jajek')}, każde pudełko zapełniając do końca. Ile jajek zostało poza pudełkami?`,
        ),
        answer: numberKey(remainder),
        steps: [
          {
            explanation: `Mieści się ${m(`${quotient}`)} razy po ${divisor}, bo ${m(`${divisor} \\cdot ${quotient} = ${divisor * quotient}`)}, a ${m(`${divisor} \\cdot ${quotient + 1} = ${divisor * (quotient + 1)}`)} to już więcej niż ${m(`${dividend}`)}. Reszta to to, co zostaje.`,
            math: `${dividend} - ${divisor} \\cdot ${quotient}`,
          },
          {
            explanation: `Reszta jest mniejsza od dzielnika: ${m(`${dividend} = ${divisor} \\cdot ${quotient} + ${remainder}`)}.`,
            math: `${dividend} - ${divisor * quotient} = ${remainder}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-sprytne-liczenie',
    title: 'Sprytne liczenie: przemienność, łączność, rozdzielność',
    exam: 'E8',
    section: 'Działania na liczbach naturalnych',
    requirements: [pp('SP4-6.II.5'), pp('SP4-6.II.1'), pp('SP4-6.II')],
    conceptSlugs: ['arytmetyka'],
    niceNumbers: { max: 100_000 },
    draw(random) {
      const kind = drawFrom(random, ['pairs', 'distributive'] as const);
      if (kind === 'pairs') {
        // 25 · 37 · 4 = (25 · 4) · 37
        const [a, b] = drawFrom(random, [
          [25, 4],
          [50, 2],
          [125, 8],
          [20, 5],
          [250, 4],
        ] as const);
        const c = drawInt(random, 13, 99);
        const problem = `${a} \\cdot ${c} \\cdot ${b}`;
        return {
          statementHtml: paragraphs(`Oblicz w pamięci, zmieniając kolejność czynników: ${m(problem)}.`),
          answer: numberKey(a * b * c),
          steps: [
            { explanation: 'Iloczyn.', math: problem },
            {
              explanation: `Mnożenie jest przemienne i łączne: najpierw ${m(`${a} \\cdot ${b} = ${a * b}`)}.`,
              math: `(${a} \\cdot ${b}) \\cdot ${c} = ${a * b} \\cdot ${c} = ${a * b * c}`,
            },
          ],
          verification: { mode: 'value' },
        };
      }
      // 37 · 99 = 37 · 100 − 37 · 1, or 37 · 101 = 37 · 100 + 37 · 1
      const a = drawInt(random, 12, 89);
      const near = drawFrom(random, [99, 101, 98, 102, 999, 1001] as const);
      const round = near > 500 ? 1000 : 100;
      const offset = near - round;
      const problem = `${a} \\cdot ${near}`;
      return {
        statementHtml: paragraphs(`Oblicz w pamięci: ${m(problem)}.`),
        answer: numberKey(a * near),
        steps: [
          { explanation: 'Iloczyn.', math: problem },
          {
            explanation: `Mnożenie jest rozdzielne względem dodawania i odejmowania: ${m(`${near} = ${round} ${offset < 0 ? '-' : '+'} ${Math.abs(offset)}`)}.`,
            math: `${a} \\cdot ${round} ${offset < 0 ? '-' : '+'} ${a} \\cdot ${Math.abs(offset)} = ${a * round} ${offset < 0 ? '-' : '+'} ${a * Math.abs(offset)} = ${a * near}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-porownywanie-roznicowe-i-ilorazowe',
    title: 'O ile więcej, ile razy więcej',
    exam: 'E8',
    section: 'Działania na liczbach naturalnych',
    requirements: [pp('SP4-6.II.6'), pp('SP4-6.II')],
    conceptSlugs: ['arytmetyka', 'zadanie-tekstowe'],
    draw(random) {
      const smaller = drawInt(random, 12, 95);
      const times = drawInt(random, 3, 24);
      const larger = smaller * times;
      const by = drawFrom(random, ['difference', 'quotient'] as const);
      const goods = drawFrom(random, [
        ['rower', 'hulajnoga'],
        ['laptop', 'słuchawki'],
        ['namiot', 'latarka'],
      ] as const);
      // Prices a shop has: a laptop from 1500 zł, a bike from 500 zł, a tent from 200 zł; a scooter from 60 zł.
      const lowest = ({ rower: [500, 60], laptop: [1500, 30], namiot: [200, 12] } as const)[goods[0]];
      if (larger < lowest[0] || smaller < lowest[1]) return null;
      return {
        statementHtml: paragraphs(
          `${goods[0].charAt(0).toUpperCase()}${goods[0].slice(1)} kosztuje ${numGrouped(larger)} zł, a ${goods[1]} ${goods[1] === 'słuchawki' ? 'kosztują' : 'kosztuje'} ${smaller} zł. ${
            by === 'difference' ? `O ile złotych ${goods[0]} jest droższy?` : `Ile razy ${goods[0]} jest droższy?`
          }`,
        ),
        answer: numberKey(by === 'difference' ? larger - smaller : times),
        steps:
          by === 'difference'
            ? [
                {
                  explanation: 'O ile więcej: odejmujemy mniejszą liczbę od większej.',
                  math: `${larger} - ${smaller}`,
                },
                { explanation: 'Różnica.', math: `${larger} - ${smaller} = ${larger - smaller}` },
              ]
            : [
                {
                  explanation: 'Ile razy więcej: dzielimy większą liczbę przez mniejszą.',
                  math: `${larger} : ${smaller}`,
                },
                { explanation: 'Iloraz.', math: `${larger} : ${smaller} = ${times}` },
              ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-cecha-podzielnosci',
    title: 'Cechy podzielności: brakująca cyfra',
    exam: 'E8',
    section: 'Działania na liczbach naturalnych',
    requirements: [pp('SP4-6.II.7'), pp('SP4-6.II')],
    conceptSlugs: ['arytmetyka'],
    draw(random) {
      const divisor = drawFrom(random, [3, 9] as const);
      const digits = [drawInt(random, 1, 9), drawInt(random, 0, 9), drawInt(random, 0, 9)];
      const place = drawInt(random, 1, 3);
      const known = digits.reduce((sum, digit) => sum + digit, 0);
      const digit = (divisor - (known % divisor)) % divisor;
      const shown = [...digits];
      shown.splice(place, 0, -1);
      const pattern = shown.map((d) => (d < 0 ? '\\square' : String(d))).join('');
      const target = known + digit;
      return {
        statementHtml: paragraphs(
          `Jaką najmniejszą cyfrę należy wpisać w miejsce ${m('\\square')}, aby liczba ${m(pattern)} była podzielna przez ${divisor}?`,
        ),
        answer: numberKey(digit),
        steps: [
          {
            explanation: `Liczba jest podzielna przez ${divisor}, gdy suma jej cyfr jest podzielna przez ${divisor}. Suma znanych cyfr: ${m(`${digits.join(' + ')} = ${known}`)}; najmniejsza wielokrotność ${divisor}, nie mniejsza niż ${known}, to ${target}.`,
            math: `${target} - ${known}`,
          },
          { explanation: 'Brakująca cyfra.', math: `${target} - ${known} = ${digit}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-kwadraty-i-szesciany',
    title: 'Kwadraty i sześciany liczb naturalnych',
    exam: 'E8',
    section: 'Działania na liczbach naturalnych',
    requirements: [pp('SP4-6.II.10'), pp('SP4-6.II')],
    conceptSlugs: ['arytmetyka'],
    draw(random) {
      const a = drawInt(random, 4, 15);
      const b = drawInt(random, 2, 6);
      const sign = drawFrom(random, ['+', '-'] as const);
      if (sign === '-' && a * a <= b ** 3) return null;
      const result = sign === '+' ? a * a + b ** 3 : a * a - b ** 3;
      const problem = `${a}^{2} ${sign} ${b}^{3}`;
      return {
        statementHtml: paragraphs(`Oblicz ${m(problem)}.`),
        answer: numberKey(result),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          {
            explanation: `Kwadrat to iloczyn dwóch, sześcian trzech jednakowych czynników: ${m(`${a}^{2} = ${a} \\cdot ${a}`)}, ${m(`${b}^{3} = ${b} \\cdot ${b} \\cdot ${b}`)}.`,
            math: `${a * a} ${sign} ${b ** 3} = ${result}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-szacowanie',
    title: 'Szacowanie wyników działań',
    exam: 'E8',
    section: 'Działania na liczbach naturalnych',
    requirements: [pp('SP4-6.II.12'), pp('SP4-6.II')],
    conceptSlugs: ['arytmetyka'],
    niceNumbers: { max: 100_000 },
    draw(random) {
      const kind = drawFrom(random, ['product', 'sum'] as const);
      // Each number is rounded to the nearest ten (product) or hundred (sum); a 5 at the rounded place would be a
      // matter of convention, so it is left out.
      const unit = kind === 'product' ? 10 : 100;
      const numbers =
        kind === 'product'
          ? [drawInt(random, 12, 98), drawInt(random, 12, 98)]
          : [drawInt(random, 1020, 8980), drawInt(random, 1020, 8980)];
      if (numbers.some((value) => value % unit === 0 || Math.floor((value % unit) / (unit / 10)) === 5)) return null;
      const rounded = numbers.map((value) => Math.round(value / unit) * unit);
      const operator = kind === 'product' ? '\\cdot' : '+';
      const estimate = kind === 'product' ? rounded[0]! * rounded[1]! : rounded[0]! + rounded[1]!;
      const exact = kind === 'product' ? numbers[0]! * numbers[1]! : numbers[0]! + numbers[1]!;
      return {
        statementHtml: paragraphs(
          `Oszacuj ${kind === 'product' ? 'iloczyn' : 'sumę'} ${m(`${numbers[0]} ${operator} ${numbers[1]}`)}, zaokrąglając ${kind === 'product' ? 'każdy czynnik do pełnych dziesiątek' : 'każdy składnik do pełnych setek'}. Podaj wynik oszacowania.`,
        ),
        answer: numberKey(estimate),
        steps: [
          {
            explanation: `Zaokrąglamy: ${m(`${numbers[0]} \\approx ${rounded[0]}`)} i ${m(`${numbers[1]} \\approx ${rounded[1]}`)}.`,
            math: `${rounded[0]} ${operator} ${rounded[1]}`,
          },
          {
            explanation: `Liczymy w pamięci. Dokładny wynik, ${m(String(exact))}, jest blisko oszacowania.`,
            math: `${rounded[0]} ${operator} ${rounded[1]} = ${estimate}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
