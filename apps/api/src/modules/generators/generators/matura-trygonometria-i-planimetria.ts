import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, frac, greatestCommonDivisor, m, numberKey, paragraphs, pp } from '../generator-draw';
import { PYTHAGOREAN_TRIPLES } from './pythagorean-triples';

/** Basic matura: trygonometria, planimetria. */
export const maturaTrigonometryAndPlaneGeometryGenerators: TGenerator[] = [
  {
    id: 'mp-jedynka-trygonometryczna',
    title: 'Cosinus kąta ostrego z jedynki trygonometrycznej',
    exam: 'MATURA_P',
    section: 'Trygonometria',
    requirements: [pp('LO-P.VII')],
    conceptSlugs: ['jedynka-trygonometryczna', 'trygonometria'],
    draw(random) {
      const primitive = PYTHAGOREAN_TRIPLES.filter(
        ([p, q, r]) => greatestCommonDivisor(greatestCommonDivisor(p, q), r) === 1,
      );
      const [a, b, c] = drawFrom(random, [
        ...primitive,
        [11, 60, 61],
        [28, 45, 53],
        [33, 56, 65],
        [16, 63, 65],
        [20, 99, 101],
        [48, 55, 73],
        [13, 84, 85],
        [36, 77, 85],
        [39, 80, 89],
        [65, 72, 97],
      ] as const);
      const [given, wanted] = random() < 0.5 ? [a, b] : [b, a];
      const sine = random() < 0.5;
      const [known, unknown] = sine ? ['\\sin', '\\cos'] : ['\\cos', '\\sin'];
      const statement = `Kąt ${m('\\alpha')} jest ostry i ${m(`${known}\\alpha = \\frac{${given}}{${c}}`)}.`;
      if (random() < 0.5) {
        const knownValue = `\\frac{${given}}{${c}}`;
        const other = `\\sqrt{1 - \\left(${knownValue}\\right)^{2}}`;
        const [sineValue, cosineValue] = sine ? [knownValue, other] : [other, knownValue];
        const [sineNumber, cosineNumber] = sine ? [given, wanted] : [wanted, given];
        return {
          statementHtml: paragraphs(`${statement} Oblicz ${m('\\operatorname{tg}\\alpha')}.`),
          answer: numberKey(sineNumber, cosineNumber),
          steps: [
            {
              explanation: `Tangens to sinus podzielony przez cosinus; brakującą wartość daje jedynka trygonometryczna (kąt ostry, więc jest dodatnia).`,
              math: `\\operatorname{tg}\\alpha = \\frac{${sineValue}}{${cosineValue}}`,
            },
            {
              explanation: `${unknown === '\\cos' ? 'Cosinus' : 'Sinus'} jest równy ${wanted}/${c}.`,
              math: `\\operatorname{tg}\\alpha = \\frac{\\frac{${sineNumber}}{${c}}}{\\frac{${cosineNumber}}{${c}}} = \\frac{${sineNumber}}{${cosineNumber}}`,
            },
          ],
          verification: { mode: 'value' },
        };
      }
      return {
        statementHtml: paragraphs(`${statement} Oblicz ${m(`${unknown}\\alpha`)}.`),
        answer: numberKey(wanted, c),
        steps: [
          {
            explanation: `Z jedynki trygonometrycznej; kąt jest ostry, więc ${unknown === '\\cos' ? 'cosinus' : 'sinus'} jest dodatni.`,
            math: `${unknown}\\alpha = \\sqrt{1 - \\left(\\frac{${given}}{${c}}\\right)^{2}}`,
          },
          {
            explanation: 'Obliczamy.',
            math: `${unknown}\\alpha = \\sqrt{\\frac{${c * c - given * given}}{${c * c}}} = \\frac{${wanted}}{${c}}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-wartosci-funkcji-trygonometrycznych',
    title: 'Wartości funkcji trygonometrycznych kątów 30°, 45°, 60°',
    exam: 'MATURA_P',
    section: 'Trygonometria',
    requirements: [pp('LO-P.VII')],
    conceptSlugs: ['trygonometria'],
    draw(random) {
      const table = [
        ['\\sin 30^\\circ', '\\frac{1}{2}', 1, 2],
        ['\\cos 60^\\circ', '\\frac{1}{2}', 1, 2],
        ['\\tan 45^\\circ', '1', 1, 1],
        ['\\sin 90^\\circ', '1', 1, 1],
        ['\\cos 0^\\circ', '1', 1, 1],
      ] as const;
      const [first, firstValue, p1, q1] = drawFrom(random, table);
      const k = drawInt(random, 2, 12);
      const other = drawFrom(random, [
        ['\\sin^{2} 60^\\circ', '\\frac{3}{4}', 3, 4],
        ['\\cos^{2} 30^\\circ', '\\frac{3}{4}', 3, 4],
        ['\\tan^{2} 60^\\circ', '3', 3, 1],
        ['\\sin^{2} 45^\\circ', '\\frac{1}{2}', 1, 2],
      ] as const);
      const [second, secondValue, p2, q2] = other;
      const problem = `${k} \\cdot ${first} + ${second}`;
      const numerator = k * p1 * q2 + p2 * q1;
      const denominator = q1 * q2;
      return {
        statementHtml: paragraphs(`Oblicz wartość wyrażenia ${m(problem)}.`),
        answer: numberKey(numerator, denominator),
        steps: [
          { explanation: 'Wyrażenie.', math: problem },
          { explanation: 'Podstawiamy wartości z tablic.', math: `${k} \\cdot ${firstValue} + ${secondValue}` },
          { explanation: 'Obliczamy.', math: frac(numerator, denominator) },
        ],
        verification: { mode: 'value', degrees: true },
      };
    },
  },
  {
    id: 'mp-pole-trojkata-z-sinusem',
    title: 'Pole trójkąta z dwóch boków i kąta między nimi',
    exam: 'MATURA_P',
    section: 'Planimetria',
    requirements: [pp('LO-P.VIII'), pp('LO-P.VII')],
    conceptSlugs: ['geometria-plaska', 'trygonometria', 'pole-i-obwod'],
    draw(random) {
      const a = drawInt(random, 2, 12);
      const b = drawInt(random, 2, 12);
      const angle = drawFrom(random, [30, 150]);
      return {
        statementHtml: paragraphs(
          `Dwa boki trójkąta mają długości ${a} i ${b}, a kąt między nimi ma miarę ${m(`${angle}^\\circ`)}. Oblicz pole tego trójkąta.`,
        ),
        answer: numberKey(a * b, 4),
        steps: [
          {
            explanation: 'Pole trójkąta: P = ½ · a · b · sin γ.',
            math: `P = \\frac{1}{2} \\cdot ${a} \\cdot ${b} \\cdot \\sin ${angle}^\\circ`,
          },
          {
            explanation: `sin ${angle}° = ½.`,
            math: `P = \\frac{1}{2} \\cdot ${a * b} \\cdot \\frac{1}{2} = ${frac(a * b, 4)}`,
          },
        ],
        verification: { mode: 'value', degrees: true },
      };
    },
  },
  {
    id: 'mp-kat-wpisany-i-srodkowy',
    title: 'Kąt wpisany i kąt środkowy',
    exam: 'MATURA_P',
    section: 'Planimetria',
    requirements: [pp('LO-P.VIII')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const inscribed = drawInt(random, 10, 89);
      const askInscribed = random() < 0.5;
      const central = 2 * inscribed;
      if (askInscribed)
        return {
          statementHtml: paragraphs(
            `Kąt środkowy oparty na łuku okręgu ma miarę ${m(`${central}^\\circ`)}. Oblicz miarę kąta wpisanego opartego na tym samym łuku (w stopniach).`,
          ),
          answer: numberKey(inscribed),
          steps: [
            {
              explanation: 'Kąt wpisany jest równy połowie kąta środkowego opartego na tym samym łuku.',
              math: `\\frac{${central}^{\\circ}}{2}`,
            },
            { explanation: 'Obliczamy.', math: `${inscribed}^\\circ` },
          ],
          verification: { mode: 'value' },
        };
      return {
        statementHtml: paragraphs(
          `Kąt wpisany w okrąg ma miarę ${m(`${inscribed}^\\circ`)}. Oblicz miarę kąta środkowego opartego na tym samym łuku (w stopniach).`,
        ),
        answer: numberKey(central),
        steps: [
          {
            explanation: 'Kąt środkowy jest dwa razy większy od kąta wpisanego opartego na tym samym łuku.',
            math: `2 \\cdot ${inscribed}^\\circ`,
          },
          { explanation: 'Obliczamy.', math: `${central}^\\circ` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
