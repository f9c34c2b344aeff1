import type { TGenerator } from '../generator.types';
import {
  answerKey,
  chain,
  drawFrom,
  drawInt,
  frac,
  greatestCommonDivisor,
  m,
  numberKey,
  paragraphs,
  pp,
  signed,
} from '../generator-draw';
import { radical } from './generator-latex';

/** sin of the nice angles as `[n, d, r]`: (n/d)·√r. */
const SINE: Readonly<Record<number, readonly [number, number, number]>> = {
  30: [1, 2, 1],
  45: [1, 2, 2],
  60: [1, 2, 3],
  90: [1, 1, 1],
  120: [1, 2, 3],
  135: [1, 2, 2],
  150: [1, 2, 1],
};
const NICE_ANGLES = [30, 45, 60, 90, 120, 135, 150] as const;
const sine = (angle: number) => SINE[angle]!;
const sineLatex = (angle: number) => radical(sine(angle)[0], sine(angle)[1], sine(angle)[2]);
const sineText = (angle: number) =>
  sineLatex(angle)
    .replace(/\\frac\{(.*)\}\{(\d+)\}/, '$1/$2')
    .replace(/\\sqrt\{(\d+)\}/, '√$1');
/** A length as the answer key: an exact fraction, or a number with a square root. */
const lengthKey = (latex: string) =>
  latex.includes('sqrt')
    ? answerKey.number(latex)
    : latex.includes('frac')
      ? answerKey.fraction(latex)
      : answerKey.number(latex);

/** Basic matura, planimetria: twierdzenia cosinusów, sinusów i Talesa, kąty wpisane i środkowe. */
export const maturaPlaneTheoremGenerators: TGenerator[] = [
  {
    id: 'mp-twierdzenie-cosinusow',
    title: 'Twierdzenie cosinusów: bok lub cosinus kąta trójkąta',
    exam: 'MATURA_P',
    section: 'Planimetria',
    requirements: [pp('LO-P.VIII'), pp('LO-P.VII')],
    conceptSlugs: ['twierdzenie-cosinusow', 'trygonometria', 'geometria-plaska'],
    draw(random) {
      const a = drawInt(random, 2, 14);
      const b = drawInt(random, 2, 14);
      if (random() < 0.5) {
        const angle = drawFrom(random, [60, 120]);
        const product = angle === 60 ? -a * b : a * b;
        const squared = a * a + b * b + product;
        const result = radical(1, 1, squared);
        // A textbook answer: √471 is not one (issue 57); 7√5 is.
        if (result === `\\sqrt{${squared}}` && squared > 200) return null;
        return {
          statementHtml: paragraphs(
            `W trójkącie ${m('ABC')} boki mają długości ${m(`|BC| = ${a}`)} i ${m(`|AC| = ${b}`)}, a kąt ${m('ACB')} ma miarę ${m(`${angle}^{\\circ}`)}. Oblicz długość boku ${m('AB')}.`,
          ),
          answer: lengthKey(result),
          steps: [
            {
              explanation: 'Z twierdzenia cosinusów: |AB|² = |BC|² + |AC|² − 2 · |BC| · |AC| · cos∠ACB.',
              math: `|AB| = \\sqrt{${a}^{2} + ${b}^{2} - 2 \\cdot ${a} \\cdot ${b} \\cdot \\cos ${angle}^{\\circ}}`,
            },
            {
              explanation: `cos ${angle}° = ${angle === 60 ? '1/2' : '−1/2'}; obliczamy${result.startsWith('\\sqrt') || !result.includes('sqrt') ? '' : ' i wyłączamy czynnik przed pierwiastek'}.`,
              math: `|AB| = \\sqrt{${a * a} + ${b * b} ${signed(product)}} = \\sqrt{${squared}}${result === `\\sqrt{${squared}}` ? '' : ` = ${result}`}`,
            },
          ],
          verification: { mode: 'value', degrees: true },
        };
      }
      const c = drawInt(random, 2, 14);
      if (a + b <= c || a + c <= b || b + c <= a) return null;
      const numerator = a * a + b * b - c * c;
      return {
        statementHtml: paragraphs(
          `Boki trójkąta ${m('ABC')} mają długości ${m(`|BC| = ${a}`)}, ${m(`|AC| = ${b}`)} i ${m(`|AB| = ${c}`)}. Oblicz cosinus kąta ${m('ACB')}.`,
        ),
        answer: numberKey(numerator, 2 * a * b),
        steps: [
          {
            explanation:
              'Z twierdzenia cosinusów |AB|² = |BC|² + |AC|² − 2 · |BC| · |AC| · cos∠ACB, stąd cos∠ACB = (|BC|² + |AC|² − |AB|²) / (2 · |BC| · |AC|).',
            math: `\\cos\\angle ACB = \\frac{${a}^{2} + ${b}^{2} - ${c}^{2}}{2 \\cdot ${a} \\cdot ${b}}`,
          },
          {
            explanation:
              frac(numerator, 2 * a * b) === `\\frac{${numerator}}{${2 * a * b}}`
                ? 'Obliczamy; ułamka nie da się skrócić.'
                : 'Obliczamy i skracamy ułamek.',
            math: chain('\\cos\\angle ACB', `\\frac{${numerator}}{${2 * a * b}}`, frac(numerator, 2 * a * b)),
          },
        ],
        verification: { mode: 'value', degrees: true },
      };
    },
  },
  {
    id: 'mp-twierdzenie-sinusow',
    title: 'Twierdzenie sinusów: bok trójkąta i promień okręgu opisanego',
    exam: 'MATURA_P',
    section: 'Planimetria',
    requirements: [pp('LO-P.VIII'), pp('LO-P.VII')],
    conceptSlugs: ['twierdzenie-sinusow', 'trygonometria', 'geometria-plaska'],
    draw(random) {
      const kind = drawInt(random, 0, 2);
      const A = drawFrom(random, NICE_ANGLES);
      const [nA, dA, rA] = sine(A);
      const angleA = m(`${A}^{\\circ}`);
      if (kind === 0) {
        const B = drawFrom(random, NICE_ANGLES);
        if (A === B || A + B >= 180) return null;
        const [nB, dB, rB] = sine(B);
        const a = drawInt(random, 2, 16);
        const result = radical(a * nB * dA, dB * nA * rA, rA * rB);
        return {
          statementHtml: paragraphs(
            `W trójkącie ${m('ABC')} bok ${m('BC')} ma długość ${m(`${a}`)}, kąt ${m('BAC')} ma miarę ${angleA}, a kąt ${m('ABC')} ma miarę ${m(`${B}^{\\circ}`)}. Oblicz długość boku ${m('AC')}.`,
          ),
          answer: lengthKey(result),
          steps: [
            {
              explanation: 'Z twierdzenia sinusów: |AC| / sin∠ABC = |BC| / sin∠BAC.',
              math: `|AC| = \\frac{${a} \\cdot \\sin ${B}^{\\circ}}{\\sin ${A}^{\\circ}}`,
            },
            {
              explanation: `sin ${B}° = ${sineText(B)}, sin ${A}° = ${sineText(A)}; obliczamy${rA === 1 ? '' : ' i usuwamy niewymierność z mianownika'}.`,
              math: `|AC| = \\frac{${a} \\cdot ${sineLatex(B)}}{${sineLatex(A)}} = ${result}`,
            },
          ],
          verification: { mode: 'value', degrees: true },
        };
      }
      if (kind === 1) {
        const a = drawInt(random, 2, 20);
        const result = radical(a * dA, 2 * nA * rA, rA);
        return {
          statementHtml: paragraphs(
            `W trójkącie ${m('ABC')} bok ${m('BC')} ma długość ${m(`${a}`)}, a kąt ${m('BAC')} ma miarę ${angleA}. Oblicz promień ${m('R')} okręgu opisanego na tym trójkącie.`,
          ),
          answer: lengthKey(result),
          steps: [
            {
              explanation: 'Z twierdzenia sinusów: |BC| / sin∠BAC = 2R.',
              math: `R = \\frac{${a}}{2 \\cdot \\sin ${A}^{\\circ}}`,
            },
            {
              explanation: `sin ${A}° = ${sineText(A)}; obliczamy${rA === 1 ? '' : ' i usuwamy niewymierność z mianownika'}.`,
              math: `R = \\frac{${a}}{2 \\cdot ${sineLatex(A)}} = ${result}`,
            },
          ],
          verification: { mode: 'value', degrees: true },
        };
      }
      const R = drawInt(random, 2, 15);
      const result = radical(2 * R * nA, dA, rA);
      return {
        statementHtml: paragraphs(
          `Trójkąt ${m('ABC')} jest wpisany w okrąg o promieniu ${m(`R = ${R}`)}, a kąt ${m('BAC')} ma miarę ${angleA}. Oblicz długość boku ${m('BC')}.`,
        ),
        answer: lengthKey(result),
        steps: [
          {
            explanation: 'Z twierdzenia sinusów: |BC| / sin∠BAC = 2R, więc |BC| = 2R · sin∠BAC.',
            math: `|BC| = 2 \\cdot ${R} \\cdot \\sin ${A}^{\\circ}`,
          },
          {
            explanation: `sin ${A}° = ${sineText(A)}.`,
            math: `|BC| = 2 \\cdot ${R} \\cdot ${sineLatex(A)} = ${result}`,
          },
        ],
        verification: { mode: 'value', degrees: true },
      };
    },
  },
  {
    id: 'mp-twierdzenie-talesa',
    title: 'Twierdzenie Talesa: brakujący odcinek',
    exam: 'MATURA_P',
    section: 'Planimetria',
    requirements: [pp('LO-P.VIII')],
    conceptSlugs: ['twierdzenie-talesa', 'geometria-plaska'],
    draw(random) {
      const q = drawInt(random, 1, 4);
      const p = drawInt(random, 1, 12);
      if (p === q || greatestCommonDivisor(p, q) !== 1) return null;
      const [s, t, w] = [drawInt(random, 1, 6), drawInt(random, 1, 6), drawInt(random, 1, 5)];
      const [OA, AB, OC, CD] = [q * s, q * t, p * s, p * t];
      const [OB, OD, AC, BD] = [OA + AB, OC + CD, s * w, (s + t) * w];
      const setting = `Ramiona kąta o wierzchołku ${m('O')} przecięto dwiema prostymi równoległymi: pierwsza przecina je w punktach ${m('A')} i ${m('C')}, druga w punktach ${m('B')} i ${m('D')}, przy czym punkt ${m('A')} leży między ${m('O')} i ${m('B')}, a punkt ${m('C')} między ${m('O')} i ${m('D')}.`;
      const given = (pairs: readonly (readonly [string, number])[]) =>
        pairs.map(([name, value]) => m(`|${name}| = ${value}`)).join(', ');
      const variants = [
        [
          'CD',
          [
            ['OA', OA],
            ['AB', AB],
            ['OC', OC],
          ],
          '|OA| / |AB| = |OC| / |CD|',
          `${OC} \\cdot ${AB}`,
          OC * AB,
          OA,
          CD,
        ],
        [
          'OC',
          [
            ['OA', OA],
            ['OB', OB],
            ['OD', OD],
          ],
          '|OA| / |OB| = |OC| / |OD|',
          `${OA} \\cdot ${OD}`,
          OA * OD,
          OB,
          OC,
        ],
        [
          'BD',
          [
            ['OA', OA],
            ['AB', AB],
            ['AC', AC],
          ],
          '|AC| / |BD| = |OA| / |OB|, gdzie |OB| = |OA| + |AB|',
          `${AC} \\cdot ${OB}`,
          AC * OB,
          OA,
          BD,
        ],
      ] as const;
      const [wanted, pairs, proportion, product, productValue, divisor, result] = drawFrom(random, variants);
      return {
        statementHtml: paragraphs(
          `${setting} Wiadomo, że ${given(pairs.slice(0, 2))} i ${given(pairs.slice(2))}. Oblicz ${m(`|${wanted}|`)}.`,
        ),
        answer: numberKey(result),
        steps: [
          {
            explanation: `Z twierdzenia Talesa: ${proportion}; wyznaczamy z proporcji |${wanted}|.`,
            math: `|${wanted}| = \\frac{${product}}{${divisor}}`,
          },
          { explanation: 'Obliczamy.', math: `|${wanted}| = \\frac{${productValue}}{${divisor}} = ${result}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-katy-w-okregu',
    title: 'Kąty wpisane i środkowe w okręgu',
    exam: 'MATURA_P',
    section: 'Planimetria',
    requirements: [pp('LO-P.VIII')],
    conceptSlugs: ['twierdzenie-o-katach-wpisanym-i-srodkowym', 'geometria-plaska'],
    draw(random) {
      const kind = drawInt(random, 0, 3);
      const deg = (value: number | string) => `${value}^{\\circ}`;
      if (kind === 0) {
        const central = 2 * drawInt(random, 10, 85);
        return {
          statementHtml: paragraphs(
            `Punkty ${m('A')}, ${m('B')} i ${m('C')} leżą na okręgu o środku ${m('O')}. Kąt środkowy ${m('AOB')} ma miarę ${m(deg(central))}, a punkt ${m('C')} leży na krótszym łuku ${m('AB')}. Oblicz miarę kąta ${m('ACB')} (w stopniach).`,
          ),
          answer: numberKey(180 - central / 2),
          steps: [
            {
              explanation: `Kąt wpisany ACB jest oparty na dłuższym łuku AB, któremu odpowiada kąt środkowy 360° − ${central}°; kąt wpisany jest połową kąta środkowego opartego na tym samym łuku.`,
              math: `|\\angle ACB| = \\frac{${deg(360)} - ${deg(central)}}{2}`,
            },
            { explanation: 'Obliczamy.', math: `|\\angle ACB| = ${deg(180 - central / 2)}` },
          ],
          verification: { mode: 'value' },
        };
      }
      const angle = drawInt(random, 10, kind === 3 ? 170 : 80);
      const [statement, label, explanation, formula, result] = [
        [],
        [
          `Trójkąt ${m('ABC')} jest wpisany w okrąg o środku ${m('O')}, a kąt ${m('ACB')} ma miarę ${m(deg(angle))}. Oblicz miarę kąta ${m('OAB')} (w stopniach).`,
          'OAB',
          `Kąt środkowy AOB jest dwa razy większy od kąta wpisanego ACB: ma ${2 * angle}°. Trójkąt AOB jest równoramienny (|OA| = |OB|), więc kąty przy podstawie AB są równe.`,
          `\\frac{${deg(180)} - 2 \\cdot ${deg(angle)}}{2}`,
          90 - angle,
        ],
        [
          `Odcinek ${m('AB')} jest średnicą okręgu, a punkt ${m('C')} leży na tym okręgu. Kąt ${m('ABC')} ma miarę ${m(deg(angle))}. Oblicz miarę kąta ${m('BAC')} (w stopniach).`,
          'BAC',
          'Kąt wpisany ACB jest oparty na półokręgu, więc jest prosty; suma kątów trójkąta ABC to 180°.',
          `${deg(180)} - ${deg(90)} - ${deg(angle)}`,
          90 - angle,
        ],
        [
          `Czworokąt ${m('ABCD')} jest wpisany w okrąg, a kąt ${m('ABC')} ma miarę ${m(deg(angle))}. Oblicz miarę kąta ${m('ADC')} (w stopniach).`,
          'ADC',
          'Kąty ABC i ADC są wpisane i oparte na dwóch łukach AC, które razem tworzą cały okrąg; ich kąty środkowe sumują się do 360°, więc kąty wpisane sumują się do 180°.',
          `${deg(180)} - ${deg(angle)}`,
          180 - angle,
        ],
      ][kind] as [string, string, string, string, number];
      return {
        statementHtml: paragraphs(statement),
        answer: numberKey(result),
        steps: [
          { explanation, math: `|\\angle ${label}| = ${formula}` },
          { explanation: 'Obliczamy.', math: `|\\angle ${label}| = ${deg(result)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
