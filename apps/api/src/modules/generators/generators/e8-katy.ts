import type { TGenerator, TSolutionStep, TVariantDraft } from '../generator.types';
import { drawFrom, drawInt, m, numberKey, paragraphs, plural, pp } from '../generator-draw';
import { countNoun, NOUNS } from './polish-numerals';

/** `35^\circ` in LaTeX; inside braces (a fraction) the degree sign is braced: `35^{\circ}`. */
const deg = (value: number | string) => `${value}^\\circ`;
const degIn = (value: number | string) => `${value}^{\\circ}`;

/** Angles at a crossing of two lines, named in turn around the point: α and γ, β and δ are vertical. */
const CROSSING = [
  { latex: '\\alpha', text: 'α' },
  { latex: '\\beta', text: 'β' },
  { latex: '\\gamma', text: 'γ' },
  { latex: '\\delta', text: 'δ' },
] as const;

/** Ratios p : q of two angles whose sum, 180°, divides into whole degrees (p + q divides 180). */
const SUPPLEMENTARY_RATIOS = [
  [2, 3],
  [1, 5],
  [2, 7],
  [4, 5],
  [3, 7],
  [5, 7],
  [4, 11],
  [7, 8],
  [2, 13],
  [7, 11],
  [5, 13],
  [3, 17],
  [7, 13],
  [9, 11],
] as const;

/** The letters of a right angle split by rays: the angle `AOB` with rays `OC`, `OD` inside it. */
const RIGHT_ANGLE_LETTERS = [
  { A: 'A', O: 'O', B: 'B', C: 'C', D: 'D' },
  { A: 'K', O: 'S', B: 'L', C: 'M', D: 'N' },
  { A: 'P', O: 'W', B: 'R', C: 'T', D: 'U' },
] as const;

/** One value-mode draft in whole degrees. */
function angleDraft(statement: string, result: number, steps: TSolutionStep[]): TVariantDraft {
  return {
    statementHtml: paragraphs(statement),
    answer: numberKey(result),
    steps,
    verification: { mode: 'value' },
  };
}

/** `7:05`: a time on the clock. */
const clock = (hour: number, minute: number) => `${hour}:${String(minute).padStart(2, '0')}`;

/** E8, klasy IV–VI: kąty (SP4-6.VIII) — kąty przyległe i wierzchołkowe, podział kąta prostego, zegar. */
export const e8AngleGenerators: TGenerator[] = [
  {
    id: 'e8-katy-przylegle',
    title: 'Kąty przyległe',
    exam: 'E8',
    section: 'Kąty',
    requirements: [pp('SP4-6.VIII')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const form = drawInt(random, 0, 3);
      const intro = `Kąty ${m('\\alpha')} i ${m('\\beta')} są przyległe.`;
      const sum = 'Suma miar kątów przyległych jest równa 180°.';
      if (form === 0) {
        const alpha = drawInt(random, 5, 175);
        if (alpha === 90) return null;
        return angleDraft(
          `Kąt ${m('\\alpha')} ma miarę ${m(deg(alpha))}. Oblicz miarę kąta przyległego do kąta ${m('\\alpha')} (w stopniach).`,
          180 - alpha,
          [
            { explanation: `${sum} Od 180° odejmujemy miarę kąta α.`, math: `${deg(180)} - ${deg(alpha)}` },
            { explanation: 'Kąt przyległy ma miarę:', math: deg(180 - alpha) },
          ],
        );
      }
      const askAlpha = random() < 0.5;
      const asked = askAlpha ? '\\alpha' : '\\beta';
      if (form === 1) {
        const difference = 2 * drawInt(random, 1, 80);
        const bigger = (180 + difference) / 2;
        const sign = askAlpha ? '+' : '-';
        const result = askAlpha ? bigger : 180 - bigger;
        return angleDraft(
          `${intro} Kąt ${m('\\alpha')} jest o ${m(deg(difference))} większy od kąta ${m('\\beta')}. Oblicz miarę kąta ${m(asked)} (w stopniach).`,
          result,
          [
            {
              explanation: `${sum} Gdy ${askAlpha ? 'do sumy dodamy' : 'od sumy odejmiemy'} różnicę kątów, otrzymamy podwojoną miarę ${askAlpha ? 'większego' : 'mniejszego'} kąta.`,
              math: `\\frac{${degIn(180)} ${sign} ${degIn(difference)}}{2}`,
            },
            {
              explanation: 'Obliczamy licznik.',
              math: `\\frac{${degIn(180 + (askAlpha ? difference : -difference))}}{2}`,
            },
            { explanation: `Kąt ${askAlpha ? 'α' : 'β'} ma miarę:`, math: deg(result) },
          ],
        );
      }
      if (form === 2) {
        const times = drawFrom(random, [2, 3, 4, 5, 8, 9, 11] as const);
        const part = 180 / (times + 1);
        const result = askAlpha ? times * part : part;
        return angleDraft(
          `${intro} Kąt ${m('\\alpha')} jest ${times} razy większy od kąta ${m('\\beta')}. Oblicz miarę kąta ${m(asked)} (w stopniach).`,
          result,
          askAlpha
            ? [
                {
                  explanation: `${sum} Kąt β to jedna część, kąt α to ${countNoun(times, NOUNS.takaCzesc)}: razem ${countNoun(times + 1, NOUNS.czesc)}.`,
                  math: `${times} \\cdot \\frac{${degIn(180)}}{${times + 1}}`,
                },
                { explanation: 'Jedna część to miara kąta β.', math: `${times} \\cdot ${deg(part)}` },
                { explanation: 'Kąt α ma miarę:', math: deg(result) },
              ]
            : [
                {
                  explanation: `${sum} Kąt β to jedna część, kąt α to ${countNoun(times, NOUNS.takaCzesc)}: razem ${countNoun(times + 1, NOUNS.czesc)}.`,
                  math: `\\frac{${degIn(180)}}{${times + 1}}`,
                },
                { explanation: 'Kąt β ma miarę:', math: deg(result) },
              ],
        );
      }
      const [p, q] = drawFrom(random, SUPPLEMENTARY_RATIOS);
      const part = 180 / (p + q);
      const parts = askAlpha ? p : q;
      return angleDraft(
        `${intro} Miary kątów ${m('\\alpha')} i ${m('\\beta')} są w stosunku ${m(`${p} : ${q}`)}. Oblicz miarę kąta ${m(asked)} (w stopniach).`,
        parts * part,
        [
          {
            explanation: `${sum} Dzielimy 180° na ${p} + ${q} = ${countNoun(p + q, NOUNS.rownaCzesc)}; kąt ${askAlpha ? 'α' : 'β'} to ${parts} z nich.`,
            math: `${parts} \\cdot \\frac{${degIn(180)}}{${p + q}}`,
          },
          { explanation: 'Jedna część ma miarę:', math: `${parts} \\cdot ${deg(part)}` },
          { explanation: `Kąt ${askAlpha ? 'α' : 'β'} ma miarę:`, math: deg(parts * part) },
        ],
      );
    },
  },
  {
    id: 'e8-katy-wierzcholkowe',
    title: 'Kąty wierzchołkowe i przyległe przy przecięciu prostych',
    exam: 'E8',
    section: 'Kąty',
    requirements: [pp('SP4-6.VIII')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const intro = `Proste ${m('k')} i ${m('l')} przecinają się w punkcie ${m('O')} i tworzą cztery kąty: ${m('\\alpha')}, ${m('\\beta')}, ${m('\\gamma')} i ${m('\\delta')}, wymienione kolejno dookoła punktu ${m('O')} (kąty ${m('\\alpha')} i ${m('\\gamma')} są wierzchołkowe, podobnie kąty ${m('\\beta')} i ${m('\\delta')}).`;
      const form = drawInt(random, 0, 3);
      const given = drawInt(random, 0, 3);
      const known = CROSSING[given]!;
      const vertical = CROSSING[(given + 2) % 4]!;
      const adjacent = CROSSING[(given + drawFrom(random, [1, 3] as const)) % 4]!;
      const ask = (angle: { latex: string }) => `Oblicz miarę kąta ${m(angle.latex)} (w stopniach).`;
      if (form === 0) {
        const measure = drawInt(random, 5, 175);
        if (measure === 90) return null;
        const askVertical = random() < 0.3;
        const statement = `${intro} Kąt ${m(known.latex)} ma miarę ${m(deg(measure))}. ${ask(askVertical ? vertical : adjacent)}`;
        if (askVertical)
          return angleDraft(statement, measure, [
            {
              explanation: `Kąty ${known.text} i ${vertical.text} są wierzchołkowe, a kąty wierzchołkowe mają równe miary.`,
              math: deg(measure),
            },
          ]);
        return angleDraft(statement, 180 - measure, [
          {
            explanation: `Kąty ${known.text} i ${adjacent.text} są przyległe: ich miary dają razem 180°.`,
            math: `${deg(180)} - ${deg(measure)}`,
          },
          { explanation: `Kąt ${adjacent.text} ma miarę:`, math: deg(180 - measure) },
        ]);
      }
      if (form === 1) {
        const measure = drawInt(random, 5, 175);
        if (measure === 90) return null;
        const total = 2 * measure;
        return angleDraft(
          `${intro} Suma miar kątów ${m(known.latex)} i ${m(vertical.latex)} jest równa ${m(deg(total))}. ${ask(adjacent)}`,
          180 - measure,
          [
            {
              explanation: `Kąty wierzchołkowe ${known.text} i ${vertical.text} są równe, więc każdy ma połowę sumy; kąt ${adjacent.text} jest do nich przyległy.`,
              math: `${deg(180)} - \\frac{${degIn(total)}}{2}`,
            },
            { explanation: `Kąt ${known.text} ma miarę ${measure}°.`, math: `${deg(180)} - ${deg(measure)}` },
            { explanation: `Kąt ${adjacent.text} ma miarę:`, math: deg(180 - measure) },
          ],
        );
      }
      if (form === 2) {
        const missing = drawInt(random, 5, 175);
        if (missing === 90) return null;
        const total = 360 - missing;
        const others = CROSSING.filter((_, index) => index !== given);
        return angleDraft(
          `${intro} Suma miar kątów ${m(others[0]!.latex)}, ${m(others[1]!.latex)} i ${m(others[2]!.latex)} jest równa ${m(deg(total))}. ${ask(known)}`,
          missing,
          [
            {
              explanation: 'Cztery kąty dookoła punktu O tworzą razem kąt pełny, czyli 360°.',
              math: `${deg(360)} - ${deg(total)}`,
            },
            { explanation: `Kąt ${known.text} ma miarę:`, math: deg(missing) },
          ],
        );
      }
      // The known angle is larger than an adjacent one by `difference`; the one asked is vertical to either.
      const difference = 2 * drawInt(random, 1, 80);
      const bigger = (180 + difference) / 2;
      const askBigger = random() < 0.5;
      const asked = askBigger ? vertical : CROSSING[(CROSSING.indexOf(adjacent) + 2) % 4]!;
      const result = askBigger ? bigger : 180 - bigger;
      const sign = askBigger ? '+' : '-';
      return angleDraft(
        `${intro} Kąt ${m(known.latex)} jest o ${m(deg(difference))} większy od kąta ${m(adjacent.latex)}. ${ask(asked)}`,
        result,
        [
          {
            explanation: `Kąty ${known.text} i ${adjacent.text} są przyległe (razem 180°), a kąt ${asked.text} jest wierzchołkowy do kąta ${askBigger ? known.text : adjacent.text}, więc ma tę samą miarę: ${askBigger ? 'połowę sumy 180° i różnicy' : 'połowę różnicy 180° i różnicy kątów'}.`,
            math: `\\frac{${degIn(180)} ${sign} ${degIn(difference)}}{2}`,
          },
          {
            explanation: 'Obliczamy licznik.',
            math: `\\frac{${degIn(180 + (askBigger ? difference : -difference))}}{2}`,
          },
          { explanation: `Kąt ${asked.text} ma miarę:`, math: deg(result) },
        ],
      );
    },
  },
  {
    id: 'e8-kat-prosty-podzielony',
    title: 'Kąt prosty podzielony na części',
    exam: 'E8',
    section: 'Kąty',
    requirements: [pp('SP4-6.VIII')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const { A, O, B, C, D } = drawFrom(random, RIGHT_ANGLE_LETTERS);
      const angle = (first: string, second: string) => m(`${first}${O}${second}`);
      const right = `Kąt ${angle(A, B)} jest prosty.`;
      const ninety = 'Kąt prosty ma miarę 90°.';
      const form = drawInt(random, 0, 3);
      if (form === 0) {
        const part = drawInt(random, 1, 89);
        return angleDraft(
          `${right} Półprosta ${m(`${O}${C}`)} leży wewnątrz tego kąta, a kąt ${angle(A, C)} ma miarę ${m(deg(part))}. Oblicz miarę kąta ${angle(C, B)} (w stopniach).`,
          90 - part,
          [
            { explanation: `${ninety} Odejmujemy od niej miarę kąta ${A}${O}${C}.`, math: `${deg(90)} - ${deg(part)}` },
            { explanation: `Kąt ${C}${O}${B} ma miarę:`, math: deg(90 - part) },
          ],
        );
      }
      if (form === 1) {
        const first = drawInt(random, 5, 80);
        const last = drawInt(random, 5, 80);
        const middle = 90 - first - last;
        if (middle < 5) return null;
        return angleDraft(
          `${right} Półproste ${m(`${O}${C}`)} i ${m(`${O}${D}`)} dzielą go na trzy kąty: ${angle(A, C)}, ${angle(C, D)} i ${angle(D, B)}. Kąt ${angle(A, C)} ma miarę ${m(deg(first))}, a kąt ${angle(D, B)} — ${m(deg(last))}. Oblicz miarę kąta ${angle(C, D)} (w stopniach).`,
          middle,
          [
            {
              explanation: `${ninety} Odejmujemy od niej miary dwóch danych kątów.`,
              math: `${deg(90)} - ${deg(first)} - ${deg(last)}`,
            },
            { explanation: `Kąt ${C}${O}${D} ma miarę:`, math: deg(middle) },
          ],
        );
      }
      const split = `${right} Półprosta ${m(`${O}${C}`)} dzieli go na dwa kąty: ${angle(A, C)} i ${angle(C, B)}.`;
      const askBigger = random() < 0.5;
      const askedName = askBigger ? `${A}${O}${C}` : `${C}${O}${B}`;
      if (form === 2) {
        const difference = 2 * drawInt(random, 1, 42);
        const bigger = (90 + difference) / 2;
        const result = askBigger ? bigger : 90 - bigger;
        const sign = askBigger ? '+' : '-';
        return angleDraft(
          `${split} Kąt ${angle(A, C)} jest o ${m(deg(difference))} większy od kąta ${angle(C, B)}. Oblicz miarę kąta ${m(askedName)} (w stopniach).`,
          result,
          [
            {
              explanation: `${ninety} Gdy ${askBigger ? 'do 90° dodamy' : 'od 90° odejmiemy'} różnicę kątów, otrzymamy podwojoną miarę ${askBigger ? 'większego' : 'mniejszego'} z nich.`,
              math: `\\frac{${degIn(90)} ${sign} ${degIn(difference)}}{2}`,
            },
            {
              explanation: 'Obliczamy licznik.',
              math: `\\frac{${degIn(90 + (askBigger ? difference : -difference))}}{2}`,
            },
            { explanation: `Kąt ${askedName} ma miarę:`, math: deg(result) },
          ],
        );
      }
      const times = drawFrom(random, [2, 4, 5, 8, 9] as const);
      const part = 90 / (times + 1);
      const result = askBigger ? times * part : part;
      const why = `${ninety} Kąt ${C}${O}${B} to jedna część, kąt ${A}${O}${C} to ${countNoun(times, NOUNS.takaCzesc)}: razem ${countNoun(times + 1, NOUNS.czesc)}.`;
      return angleDraft(
        `${split} Kąt ${angle(A, C)} jest ${times} razy większy od kąta ${angle(C, B)}. Oblicz miarę kąta ${m(askedName)} (w stopniach).`,
        result,
        askBigger
          ? [
              { explanation: why, math: `${times} \\cdot \\frac{${degIn(90)}}{${times + 1}}` },
              { explanation: `Jedna część to miara kąta ${C}${O}${B}.`, math: `${times} \\cdot ${deg(part)}` },
              { explanation: `Kąt ${askedName} ma miarę:`, math: deg(result) },
            ]
          : [
              { explanation: why, math: `\\frac{${degIn(90)}}{${times + 1}}` },
              { explanation: `Kąt ${askedName} ma miarę:`, math: deg(result) },
            ],
      );
    },
  },
  {
    id: 'e8-kat-miedzy-wskazowkami',
    title: 'Kąty na tarczy zegara',
    exam: 'E8',
    section: 'Kąty',
    requirements: [pp('SP4-6.VIII')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const form = drawInt(random, 0, 2);
      if (form === 0) {
        // A whole hour: the hands are `hours` twelfths of the dial apart, the shorter way round.
        const hour = drawInt(random, 1, 23);
        const onDial = hour % 12;
        if (onDial === 0) return null;
        const twelfths = Math.min(onDial, 12 - onDial);
        return angleDraft(
          `Zegar wskazuje godzinę ${clock(hour, 0)}. Oblicz miarę mniejszego z kątów, jakie tworzą wskazówki: godzinowa i minutowa (w stopniach).`,
          30 * twelfths,
          [
            {
              explanation: `Tarcza zegara to kąt pełny podzielony na 12 równych części. O pełnej godzinie wskazówka minutowa wskazuje 12, a godzinowa ${onDial}; krótszą drogą ${plural(twelfths, 'dzieli', 'dzielą', 'dzieli')} je ${twelfths} ${plural(twelfths, 'część', 'części', 'części')}.`,
              math: `${twelfths} \\cdot \\frac{${degIn(360)}}{12}`,
            },
            { explanation: 'Jedna część tarczy to 30°.', math: `${twelfths} \\cdot ${deg(30)}` },
            { explanation: 'Kąt między wskazówkami:', math: deg(30 * twelfths) },
          ],
        );
      }
      if (form === 1) {
        // The minute hand turns 360° an hour, 6° a minute.
        const hour = drawInt(random, 1, 12);
        const from = 5 * drawInt(random, 0, 10);
        const to = 5 * drawInt(random, 1, 11);
        if (to <= from) return null;
        const minutes = to - from;
        return angleDraft(
          `O ile stopni obróci się wskazówka minutowa zegara od godziny ${clock(hour, from)} do godziny ${clock(hour, to)}?`,
          6 * minutes,
          [
            {
              explanation: `Wskazówka minutowa obraca się o 360° w ciągu 60 minut, a tu ${plural(minutes, 'mija', 'mijają', 'mija')} ${minutes} ${plural(minutes, 'minuta', 'minuty', 'minut')}.`,
              math: `(${to} - ${from}) \\cdot \\frac{${degIn(360)}}{60}`,
            },
            { explanation: 'W ciągu minuty obraca się o 6°.', math: `${minutes} \\cdot ${deg(6)}` },
            { explanation: 'Wskazówka obróci się o:', math: deg(6 * minutes) },
          ],
        );
      }
      // The hour hand turns 360° in 12 hours, 30° an hour.
      const from = drawInt(random, 1, 11);
      const to = drawInt(random, from + 1, 12);
      const hours = to - from;
      return angleDraft(
        `O ile stopni obróci się wskazówka godzinowa zegara od godziny ${clock(from, 0)} do godziny ${clock(to, 0)}?`,
        30 * hours,
        [
          {
            explanation: `Wskazówka godzinowa obraca się o 360° w ciągu 12 godzin, a tu ${plural(hours, 'mija', 'mijają', 'mija')} ${hours} ${plural(hours, 'godzina', 'godziny', 'godzin')}.`,
            math: `(${to} - ${from}) \\cdot \\frac{${degIn(360)}}{12}`,
          },
          { explanation: 'W ciągu godziny obraca się o 30°.', math: `${hours} \\cdot ${deg(30)}` },
          { explanation: 'Wskazówka obróci się o:', math: deg(30 * hours) },
        ],
      );
    },
  },
];
