import type { TGenerator } from '../generator.types';
import {
  answerKey,
  drawFrom,
  drawInt,
  greatestCommonDivisor,
  m,
  num,
  numberKey,
  paragraphs,
  paren,
  plural,
  pp,
} from '../generator-draw';

/**
 * E8: the sections the first generators left without one — the decimal system (SP4-6.I), fractions and decimals
 * (SP4-6.IV), solids (SP4-6.X), the circle (SP7-8.XIV) and symmetries (SP7-8.XV).
 */
export const e8OtherSectionGenerators: TGenerator[] = [
  {
    id: 'e8-zapis-dziesiatkowy',
    title: 'Liczba z tysięcy, setek, dziesiątek i jedności',
    exam: 'E8',
    section: 'Liczby naturalne w dziesiątkowym układzie pozycyjnym',
    requirements: [pp('SP4-6.I')],
    conceptSlugs: ['arytmetyka'],
    niceNumbers: { max: 100_000 },
    draw(random) {
      const thousands = drawInt(random, 1, 99);
      const hundreds = drawInt(random, 0, 9);
      const tens = drawInt(random, 0, 9);
      const ones = drawInt(random, 0, 9);
      const value = thousands * 1000 + hundreds * 100 + tens * 10 + ones;
      return {
        statementHtml: paragraphs(
          `Liczba ma ${thousands} ${plural(thousands, 'tysiąc', 'tysiące', 'tysięcy')}, ${hundreds} ${plural(hundreds, 'setkę', 'setki', 'setek')}, ${tens} ${plural(tens, 'dziesiątkę', 'dziesiątki', 'dziesiątek')} i ${ones} ${plural(ones, 'jedność', 'jedności', 'jedności')}. Zapisz tę liczbę cyframi.`,
        ),
        answer: answerKey.number(String(value)),
        steps: [
          {
            explanation: 'Każdą cyfrę mnożymy przez wartość jej miejsca.',
            math: `${thousands} \\cdot 1000 + ${hundreds} \\cdot 100 + ${tens} \\cdot 10 + ${ones}`,
          },
          { explanation: 'Dodajemy.', math: `${thousands * 1000} + ${hundreds * 100} + ${tens * 10} + ${ones}` },
          { explanation: 'To ta liczba.', math: String(value) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-ulamek-zwykly-na-dziesietny',
    title: 'Ułamek zwykły jako ułamek dziesiętny',
    exam: 'E8',
    section: 'Ułamki zwykłe i dziesiętne',
    requirements: [pp('SP4-6.IV')],
    conceptSlugs: ['ulamek-zwykly'],
    draw(random) {
      const denominator = drawFrom(random, [2, 4, 5, 20, 25, 50] as const);
      const numerator = drawInt(random, 1, denominator * 2 - 1);
      // A fraction that reduces (8/20) is not how a task is written.
      if (greatestCommonDivisor(numerator, denominator) > 1) return null;
      const factor = 100 / denominator;
      const value = numerator / denominator;
      return {
        statementHtml: paragraphs(
          `Zapisz ułamek ${m(`\\frac{${numerator}}{${denominator}}`)} w postaci ułamka dziesiętnego.`,
        ),
        answer: answerKey.number(num(value)),
        steps: [
          {
            explanation: `Rozszerzamy ułamek przez ${factor}, aby w mianowniku było 100.`,
            math: `\\frac{${numerator}}{${denominator}} = \\frac{${numerator} \\cdot ${factor}}{${denominator} \\cdot ${factor}}`,
          },
          { explanation: 'Ułamek o mianowniku 100 to setne części.', math: `\\frac{${numerator * factor}}{100}` },
          { explanation: 'Zapisujemy go jako ułamek dziesiętny.', math: num(value) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-szescian-z-sumy-krawedzi',
    title: 'Sześcian z sumy długości krawędzi',
    exam: 'E8',
    section: 'Bryły',
    requirements: [pp('SP4-6.X'), pp('SP7-8.XI')],
    conceptSlugs: ['stereometria'],
    niceNumbers: { max: 20_000 },
    draw(random) {
      const edge = drawInt(random, 2, 25);
      const unit = drawFrom(random, ['cm', 'dm', 'm'] as const);
      const sum = 12 * edge;
      const askVolume = random() < 0.5;
      const result = askVolume ? edge ** 3 : 6 * edge * edge;
      return {
        statementHtml: paragraphs(
          `Suma długości wszystkich krawędzi sześcianu jest równa ${sum} ${unit}. Oblicz ${askVolume ? `objętość tego sześcianu (w ${unit}³)` : `pole powierzchni całkowitej tego sześcianu (w ${unit}²)`}.`,
        ),
        answer: answerKey.number(String(result)),
        steps: askVolume
          ? [
              {
                explanation:
                  'Sześcian ma 12 równych krawędzi: jedna ma długość sumy podzielonej przez 12, a objętość to jej sześcian.',
                math: `V = \\left(\\frac{${sum}}{12}\\right)^{3}`,
              },
              { explanation: 'Krawędź ma długość:', math: `V = ${edge}^{3}` },
              { explanation: 'Obliczamy objętość.', math: `V = ${result}` },
            ]
          : [
              {
                explanation: 'Sześcian ma 12 równych krawędzi i 6 ścian, każda jest kwadratem o boku równym krawędzi.',
                math: `P = 6 \\cdot \\left(\\frac{${sum}}{12}\\right)^{2}`,
              },
              { explanation: 'Krawędź ma długość:', math: `P = 6 \\cdot ${edge}^{2}` },
              { explanation: 'Obliczamy pole.', math: `P = ${result}` },
            ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-pole-kola-ze-srednicy',
    title: 'Pole koła i długość okręgu',
    exam: 'E8',
    section: 'Długość okręgu i pole koła',
    requirements: [pp('SP7-8.XIV')],
    conceptSlugs: ['pole-i-obwod', 'geometria-plaska'],
    draw(random) {
      const radius = drawInt(random, 1, 30);
      const diameter = 2 * radius;
      const givenDiameter = random() < 0.5;
      const askArea = random() < 0.5;
      const given = givenDiameter
        ? `Średnica koła ma długość ${diameter} cm.`
        : `Promień koła ma długość ${radius} cm.`;
      const radiusMath = givenDiameter ? `\\frac{${diameter}}{2}` : String(radius);
      return {
        statementHtml: paragraphs(
          `${given} Oblicz ${askArea ? 'pole tego koła (w cm²)' : 'długość okręgu, który jest brzegiem tego koła (w cm)'}. Wynik podaj z liczbą ${m('\\pi')}.`,
        ),
        answer: answerKey.number(`${askArea ? radius * radius : diameter}\\pi`),
        steps: askArea
          ? [
              {
                explanation: givenDiameter ? 'Promień to połowa średnicy, a pole koła to πr².' : 'Pole koła to πr².',
                math: givenDiameter
                  ? `P = \\pi \\cdot \\left(${radiusMath}\\right)^{2}`
                  : `P = \\pi \\cdot ${radius}^{2}`,
              },
              ...(givenDiameter ? [{ explanation: 'Promień:', math: `P = \\pi \\cdot ${radius}^{2}` }] : []),
              { explanation: 'Obliczamy.', math: `P = ${radius * radius}\\pi` },
            ]
          : [
              {
                explanation: givenDiameter ? 'Długość okręgu to π razy średnica.' : 'Długość okręgu to 2πr.',
                math: givenDiameter ? `L = \\pi \\cdot ${diameter}` : `L = 2 \\cdot \\pi \\cdot ${radius}`,
              },
              { explanation: 'Obliczamy.', math: `L = ${diameter}\\pi` },
            ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-symetria-punktu',
    title: 'Punkt symetryczny względem osi układu',
    exam: 'E8',
    section: 'Symetrie',
    requirements: [pp('SP7-8.XV'), pp('SP7-8.X')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const x = drawInt(random, -9, 9);
      const y = drawInt(random, -9, 9);
      if (x === 0 || y === 0) return null;
      const axis = drawFrom(random, ['OX', 'OY'] as const);
      const coordinate = drawFrom(random, ['pierwszą', 'drugą'] as const);
      // Symmetric about OX: (x, −y); about OY: (−x, y).
      const flips = (axis === 'OX') === (coordinate === 'drugą');
      const original = coordinate === 'pierwszą' ? x : y;
      const result = flips ? -original : original;
      return {
        statementHtml: paragraphs(
          `Punkt ${m(`A = (${num(x)}, ${num(y)})`)} odbito symetrycznie względem osi ${axis}. Podaj ${coordinate} współrzędną otrzymanego punktu.`,
        ),
        answer: numberKey(result),
        steps: [
          {
            explanation:
              axis === 'OX'
                ? 'W symetrii względem osi OX pierwsza współrzędna się nie zmienia, a druga zmienia znak.'
                : 'W symetrii względem osi OY druga współrzędna się nie zmienia, a pierwsza zmienia znak.',
            math: flips ? `-${paren(original)}` : num(original),
          },
          { explanation: 'Szukana współrzędna:', math: num(result) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
