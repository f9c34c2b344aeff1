import type { TGenerator, TVariantDraft } from '../generator.types';
import {
  answerKey,
  drawFrom,
  drawInt,
  m,
  num,
  numberKey,
  numText,
  paragraphs,
  paren,
  pp,
  signed,
} from '../generator-draw';
import { countNoun, NOUNS } from './polish-numerals';

/** A length given in millimetres written in centimetres: `4{,}5` (LaTeX) and `4,5` (text). */
const cm = (millimetres: number) => ({ latex: num(millimetres / 10), text: numText(millimetres / 10) });

/** A point of the number line in LaTeX: `A(-7)`, `S(2{,}5)`. */
const point = (name: string, value: number) => m(`${name}(${num(value)})`);

/** E8, klasy IV–VI: proste i odcinki (SP4-6.VII) — długości odcinków, oś liczbowa, proste równoległe. */
export const e8LineAndSegmentGenerators: TGenerator[] = [
  {
    id: 'e8-odcinek-podzielony-punktami',
    title: 'Długość części odcinka: centymetry i milimetry',
    exam: 'E8',
    section: 'Proste i odcinki',
    requirements: [pp('SP4-6.VII'), pp('SP4-6.XII')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const form = drawInt(random, 0, 3);
      const convert = 'Zamieniamy centymetry na milimetry: 1 cm = 10 mm.';
      if (form === 0) {
        // AB = AC + CB: AC in centimetres, CB in millimetres.
        const ac = drawInt(random, 12, 150);
        const cb = drawInt(random, 8, 99);
        const ab = ac + cb;
        return segmentDraft(
          `Punkt ${m('C')} leży na odcinku ${m('AB')}. Odcinek ${m('AC')} ma długość ${cm(ac).text} cm, a odcinek ${m('CB')} ma długość ${cb} mm. Oblicz długość odcinka ${m('AB')} (w milimetrach).`,
          'AB',
          ab,
          `${convert} Długość odcinka AB to suma długości odcinków AC i CB.`,
          `${cm(ac).latex} \\cdot 10 + ${cb}`,
          `${ac} + ${cb}`,
        );
      }
      if (form === 1) {
        // CB = AB − AC: AB in whole centimetres, AC in millimetres.
        const ab = 10 * drawInt(random, 4, 25);
        const ac = drawInt(random, 5, ab - 5);
        if (ac % 10 === 0) return null;
        return segmentDraft(
          `Punkt ${m('C')} leży na odcinku ${m('AB')} o długości ${ab / 10} cm. Odcinek ${m('AC')} ma długość ${ac} mm. Oblicz długość odcinka ${m('CB')} (w milimetrach).`,
          'CB',
          ab - ac,
          `${convert} Długość odcinka CB to długość AB bez długości AC.`,
          `${ab / 10} \\cdot 10 - ${ac}`,
          `${ab} - ${ac}`,
        );
      }
      if (form === 2) {
        // A, C, D, B in this order: CD = AB − AC − DB.
        const ab = 10 * drawInt(random, 6, 30);
        const ac = drawInt(random, 5, ab / 2);
        const db = drawInt(random, 10, ab - ac - 5);
        const cd = ab - ac - db;
        if (ac % 10 === 0 || db % 10 === 0 || cd < 5) return null;
        return segmentDraft(
          `Punkty ${m('C')} i ${m('D')} leżą na odcinku ${m('AB')} w kolejności ${m('A, C, D, B')}. Odcinek ${m('AB')} ma długość ${ab / 10} cm, odcinek ${m('AC')} — ${ac} mm, a odcinek ${m('DB')} — ${cm(db).text} cm. Oblicz długość odcinka ${m('CD')} (w milimetrach).`,
          'CD',
          cd,
          `${convert} Odcinek CD to odcinek AB bez odcinków AC i DB.`,
          `${ab / 10} \\cdot 10 - ${ac} - ${cm(db).latex} \\cdot 10`,
          `${ab} - ${ac} - ${db}`,
        );
      }
      // A segment of whole centimetres cut into equal parts.
      const parts = drawInt(random, 2, 8);
      const ab = 10 * drawInt(random, 3, 40);
      const part = ab / parts;
      if (!Number.isInteger(part) || part % 10 === 0) return null;
      return {
        statementHtml: paragraphs(
          `Odcinek o długości ${ab / 10} cm podzielono na ${countNoun(parts, NOUNS.rownaCzesc)}. Oblicz długość jednej części (w milimetrach).`,
        ),
        answer: numberKey(part),
        steps: [
          {
            explanation: `${convert} Długość odcinka dzielimy przez liczbę części.`,
            math: `\\frac{${ab / 10} \\cdot 10}{${parts}}`,
          },
          { explanation: 'Odcinek ma tyle milimetrów:', math: `\\frac{${ab}}{${parts}}` },
          { explanation: 'Dzielimy.', math: String(part) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-srodek-odcinka-na-osi',
    title: 'Środek odcinka na osi liczbowej',
    exam: 'E8',
    section: 'Proste i odcinki',
    requirements: [pp('SP4-6.VII'), pp('SP7-8.X')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const a = drawInt(random, -20, 20);
      const b = drawInt(random, -20, 20);
      const [left, right] = a < b ? [a, b] : [b, a];
      const length = right - left;
      if (length < 2 || length % 2 !== 0) return null;
      const middle = (left + right) / 2;
      const form = drawInt(random, 0, 2);
      if (form === 0)
        return {
          statementHtml: paragraphs(
            `Na osi liczbowej zaznaczono punkty ${point('A', a)} i ${point('B', b)}. Jaka liczba odpowiada środkowi odcinka ${m('AB')}?`,
          ),
          answer: numberKey(middle),
          steps: [
            {
              explanation: 'Środek odcinka na osi liczbowej to średnia arytmetyczna liczb odpowiadających jego końcom.',
              math: `\\frac{${num(a)} ${signed(b)}}{2}`,
            },
            { explanation: 'Dodajemy liczby w liczniku.', math: `\\frac{${num(a + b)}}{2}` },
            { explanation: 'Dzielimy przez 2.', math: num(middle) },
          ],
          verification: { mode: 'value' },
        };
      if (form === 1)
        return {
          statementHtml: paragraphs(
            `Punkt ${point('S', middle)} jest środkiem odcinka ${m('AB')} leżącego na osi liczbowej, a punkt ${m('A')} odpowiada liczbie ${m(num(a))}. Jaka liczba odpowiada punktowi ${m('B')}?`,
          ),
          answer: numberKey(b),
          steps: [
            {
              explanation:
                'Punkt B leży po drugiej stronie środka S, tak samo daleko od S jak punkt A: do liczby S dodajemy różnicę S − A.',
              math: `${num(middle)} + (${num(middle)} - ${paren(a)})`,
            },
            { explanation: 'Obliczamy różnicę w nawiasie.', math: `${num(middle)} ${signed(middle - a)}` },
            { explanation: 'Punkt B odpowiada liczbie:', math: num(b) },
          ],
          verification: { mode: 'value' },
        };
      const toRight = b > a;
      return {
        statementHtml: paragraphs(
          `Odcinek ${m('AB')} leży na osi liczbowej i ma długość ${length}. Punkt ${m('A')} odpowiada liczbie ${m(num(a))}, a punkt ${m('B')} leży ${toRight ? 'na prawo' : 'na lewo'} od punktu ${m('A')}. Jaka liczba odpowiada środkowi odcinka ${m('AB')}?`,
        ),
        answer: numberKey(middle),
        steps: [
          {
            explanation: `Środek leży w połowie długości odcinka od punktu A, ${toRight ? 'na prawo, więc dodajemy' : 'na lewo, więc odejmujemy'} połowę długości.`,
            math: `${num(a)} ${toRight ? '+' : '-'} \\frac{${length}}{2}`,
          },
          { explanation: 'Połowa długości odcinka:', math: `${num(a)} ${toRight ? '+' : '-'} ${length / 2}` },
          { explanation: 'Środek odpowiada liczbie:', math: num(middle) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-odleglosc-punktow-na-osi',
    title: 'Odległość punktów na osi liczbowej',
    exam: 'E8',
    section: 'Proste i odcinki',
    requirements: [pp('SP4-6.VII'), pp('SP7-8.X')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      // Integers, or both points halfway between integers (the distance stays whole).
      const half = random() < 0.25 ? 0.5 : 0;
      const a = drawInt(random, -25, 25) + half;
      const b = drawInt(random, -25, 25) + half;
      if (a === b) return null;
      if (random() < 0.7) {
        const [low, high] = a < b ? [a, b] : [b, a];
        const distance = high - low;
        return {
          statementHtml: paragraphs(
            `Na osi liczbowej zaznaczono punkty ${point('A', a)} i ${point('B', b)}. Oblicz odległość między tymi punktami.`,
          ),
          answer: numberKey(distance),
          steps: [
            {
              explanation: 'Odległość punktów na osi liczbowej to różnica większej i mniejszej z liczb.',
              math: `|AB| = ${num(high)} - ${paren(low)}`,
            },
            ...(low < 0
              ? [
                  {
                    explanation: 'Odjęcie liczby ujemnej to dodanie liczby do niej przeciwnej.',
                    math: `|AB| = ${num(high)} + ${num(-low)}`,
                  },
                ]
              : []),
            { explanation: 'Odległość:', math: `|AB| = ${num(distance)}` },
          ],
          verification: { mode: 'value' },
        };
      }
      const distance = Math.abs(b - a);
      const toRight = b > a;
      return {
        statementHtml: paragraphs(
          `Punkt ${point('A', a)} leży na osi liczbowej. Punkt ${m('B')} leży ${toRight ? 'na prawo' : 'na lewo'} od punktu ${m('A')}, w odległości ${num(distance)} od niego. Jaka liczba odpowiada punktowi ${m('B')}?`,
        ),
        answer: answerKey.number(num(b)),
        steps: [
          {
            explanation: toRight
              ? 'Na prawo od punktu A leżą liczby większe: do liczby A dodajemy odległość.'
              : 'Na lewo od punktu A leżą liczby mniejsze: od liczby A odejmujemy odległość.',
            math: `${num(a)} ${toRight ? '+' : '-'} ${num(distance)}`,
          },
          { explanation: 'Punkt B odpowiada liczbie:', math: num(b) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-odleglosc-prostych-rownoleglych',
    title: 'Odległość prostych równoległych',
    exam: 'E8',
    section: 'Proste i odcinki',
    requirements: [pp('SP4-6.VII')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const [k, l, n] = drawFrom(random, [
        ['k', 'l', 'm'],
        ['a', 'b', 'c'],
        ['p', 'q', 'r'],
      ] as const);
      const first = drawInt(random, 1, 20);
      const second = drawInt(random, 1, 20);
      const unit = drawFrom(random, ['cm', 'dm', 'm'] as const);
      const apart = random() < 0.5;
      if (!apart && first === second) return null;
      const where = apart
        ? drawFrom(random, [
            `Prosta ${m(l)} leży między prostymi ${m(k)} i ${m(n)}.`,
            `Proste ${m(k)} i ${m(n)} leżą po przeciwnych stronach prostej ${m(l)}.`,
          ])
        : `Proste ${m(k)} i ${m(n)} leżą po tej samej stronie prostej ${m(l)}.`;
      const distance = apart ? first + second : Math.abs(first - second);
      const [bigger, smaller] = first > second ? [first, second] : [second, first];
      return {
        statementHtml: paragraphs(
          `Proste ${m(k)}, ${m(l)} i ${m(n)} są równoległe. Odległość między prostymi ${m(k)} i ${m(l)} jest równa ${first} ${unit}, a odległość między prostymi ${m(l)} i ${m(n)} jest równa ${second} ${unit}. ${where} Oblicz odległość między prostymi ${m(k)} i ${m(n)} (w ${unit}).`,
        ),
        answer: numberKey(distance),
        steps: apart
          ? [
              {
                explanation: `Prosta ${l} leży między prostymi ${k} i ${n}, więc odległości dodajemy.`,
                math: `d = ${first} + ${second}`,
              },
              { explanation: 'Odległość między prostymi:', math: `d = ${distance}` },
            ]
          : [
              {
                explanation: `Obie proste leżą po tej samej stronie prostej ${l}: od większej odległości odejmujemy mniejszą.`,
                math: `d = ${bigger} - ${smaller}`,
              },
              { explanation: 'Odległość między prostymi:', math: `d = ${distance}` },
            ],
        verification: { mode: 'value' },
      };
    },
  },
];

/** A segment's part in millimetres: the sum or difference with centimetres converted, then computed. */
function segmentDraft(
  statement: string,
  name: string,
  result: number,
  explanation: string,
  converted: string,
  inMillimetres: string,
): TVariantDraft {
  return {
    statementHtml: paragraphs(statement),
    answer: numberKey(result),
    steps: [
      { explanation, math: `|${name}| = ${converted}` },
      { explanation: 'Wszystkie długości w milimetrach:', math: `|${name}| = ${inMillimetres}` },
      { explanation: 'Obliczamy.', math: `|${name}| = ${result}` },
    ],
    verification: { mode: 'value' },
  };
}
