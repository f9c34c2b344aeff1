import type { TGenerator } from '../generator.types';
import {
  answerKey,
  chain,
  drawInt,
  drawNonZero,
  frac,
  m,
  num,
  numberKey,
  paragraphs,
  paren,
  pp,
} from '../generator-draw';

/** Basic matura: geometria analityczna, stereometria. */
/** The last step of a distance or a diagonal: a root that comes out whole, one with a factor to take out, or neither. */
const rootStepExplanation = (squared: number | string, result: string) => {
  if (!result.includes('\\sqrt')) return 'Obliczamy; liczba pod pierwiastkiem jest kwadratem liczby całkowitej.';
  if (result === `\\sqrt{${squared}}`) return 'Obliczamy; tego pierwiastka nie da się uprościć.';
  return 'Obliczamy i wyłączamy czynnik przed pierwiastek.';
};

export const maturaAnalyticAndSolidGeometryGenerators: TGenerator[] = [
  {
    id: 'mp-odleglosc-punktow',
    title: 'Odległość dwóch punktów',
    exam: 'MATURA_P',
    section: 'Geometria analityczna',
    requirements: [pp('LO-P.IX')],
    conceptSlugs: ['geometria-plaska', 'twierdzenie-pitagorasa'],
    draw(random) {
      const xA = drawInt(random, -8, 8);
      const yA = drawInt(random, -8, 8);
      const dx = drawNonZero(random, -6, 6);
      const dy = drawNonZero(random, -6, 6);
      const squared = dx * dx + dy * dy;
      // Largest square factor, so that the answer is written as k√m.
      let outside = 1;
      for (let k = 2; k * k <= squared; k += 1) if (squared % (k * k) === 0) outside = k;
      const inside = squared / (outside * outside);
      const result = inside === 1 ? `${outside}` : `${outside === 1 ? '' : outside}\\sqrt{${inside}}`;
      return {
        statementHtml: paragraphs(
          `Oblicz odległość punktów ${m(`A = (${num(xA)}, ${num(yA)})`)} i ${m(`B = (${num(xA + dx)}, ${num(yA + dy)})`)}.`,
        ),
        answer: answerKey.number(result),
        steps: [
          {
            explanation: 'Odległość punktów: |AB| = √((x_B − x_A)² + (y_B − y_A)²).',
            math: `|AB| = \\sqrt{(${num(xA + dx)} - ${paren(xA)})^{2} + (${num(yA + dy)} - ${paren(yA)})^{2}}`,
          },
          {
            explanation: rootStepExplanation(squared, result),
            math: chain('|AB|', `\\sqrt{${squared}}`, result),
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-srodek-odcinka',
    title: 'Współrzędne środka odcinka',
    exam: 'MATURA_P',
    section: 'Geometria analityczna',
    requirements: [pp('LO-P.IX')],
    conceptSlugs: ['geometria-plaska'],
    draw(random) {
      const xA = drawInt(random, -9, 9);
      const yA = drawInt(random, -9, 9);
      const xB = drawInt(random, -9, 9);
      const yB = drawInt(random, -9, 9);
      if (xA === xB && yA === yB) return null;
      const first = random() < 0.5;
      const [u, v, name] = first ? [xA, xB, 'x_S'] : [yA, yB, 'y_S'];
      return {
        statementHtml: paragraphs(
          `Punkt ${m('S = (x_S, y_S)')} jest środkiem odcinka o końcach ${m(`A = (${num(xA)}, ${num(yA)})`)} i ${m(`B = (${num(xB)}, ${num(yB)})`)}. Oblicz ${m(name)}.`,
        ),
        answer: numberKey(u + v, 2),
        steps: [
          {
            explanation: 'Współrzędna środka odcinka to średnia współrzędnych końców.',
            math: `${name} = \\frac{${num(u)} + ${paren(v)}}{2}`,
          },
          { explanation: 'Obliczamy.', math: chain(name, `\\frac{${num(u + v)}}{2}`, frac(u + v, 2)) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-wspolczynnik-kierunkowy-prostej',
    title: 'Współczynnik kierunkowy prostej przez dwa punkty',
    exam: 'MATURA_P',
    section: 'Geometria analityczna',
    requirements: [pp('LO-P.IX'), pp('LO-P.V')],
    conceptSlugs: ['funkcja-liniowa', 'geometria-plaska'],
    draw(random) {
      const xA = drawInt(random, -8, 8);
      const yA = drawInt(random, -8, 8);
      const dx = drawNonZero(random, -6, 6);
      const dy = drawInt(random, -9, 9);
      return {
        statementHtml: paragraphs(
          `Prosta przechodzi przez punkty ${m(`A = (${num(xA)}, ${num(yA)})`)} i ${m(`B = (${num(xA + dx)}, ${num(yA + dy)})`)}. Oblicz współczynnik kierunkowy tej prostej.`,
        ),
        answer: numberKey(dy, dx),
        steps: [
          {
            explanation: 'Współczynnik kierunkowy: a = (y_B − y_A)/(x_B − x_A).',
            math: `a = \\frac{${num(yA + dy)} - ${paren(yA)}}{${num(xA + dx)} - ${paren(xA)}}`,
          },
          { explanation: 'Obliczamy.', math: chain('a', `\\frac{${num(dy)}}{${num(dx)}}`, frac(dy, dx)) },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-przekatna-prostopadloscianu',
    title: 'Przekątna prostopadłościanu',
    exam: 'MATURA_P',
    section: 'Stereometria',
    requirements: [pp('LO-P.X')],
    conceptSlugs: ['stereometria', 'twierdzenie-pitagorasa'],
    draw(random) {
      const [a, b, c] = [drawInt(random, 1, 12), drawInt(random, 1, 12), drawInt(random, 1, 12)];
      const squared = a * a + b * b + c * c;
      let outside = 1;
      for (let k = 2; k * k <= squared; k += 1) if (squared % (k * k) === 0) outside = k;
      const inside = squared / (outside * outside);
      // A textbook answer: √258 is not one (issue 57).
      if (inside > 200) return null;
      const result = inside === 1 ? `${outside}` : `${outside === 1 ? '' : outside}\\sqrt{${inside}}`;
      const cube = a === b && b === c;
      return {
        statementHtml: paragraphs(
          cube
            ? `Krawędź sześcianu ma długość ${a}. Oblicz długość przekątnej tego sześcianu.`
            : `Krawędzie prostopadłościanu mają długości ${a}, ${b} i ${c}. Oblicz długość przekątnej tego prostopadłościanu.`,
        ),
        answer: answerKey.number(result),
        steps: [
          {
            explanation: 'Przekątna prostopadłościanu o krawędziach a, b, c: d = √(a² + b² + c²).',
            math: `d = \\sqrt{${a}^{2} + ${b}^{2} + ${c}^{2}}`,
          },
          {
            explanation: rootStepExplanation(squared, result),
            math: chain('d', `\\sqrt{${squared}}`, result),
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'mp-objetosc-walca',
    title: 'Objętość walca',
    exam: 'MATURA_P',
    section: 'Stereometria',
    requirements: [pp('LO-P.X')],
    conceptSlugs: ['stereometria'],
    draw(random) {
      const r = drawInt(random, 1, 12);
      const h = drawInt(random, 2, 20);
      const volume = r * r * h;
      return {
        statementHtml: paragraphs(`Walec ma promień podstawy ${r} i wysokość ${h}. Oblicz objętość tego walca.`),
        answer: answerKey.number(`${volume}\\pi`),
        steps: [
          { explanation: 'Objętość walca: V = πr²h.', math: `V = \\pi \\cdot ${r}^{2} \\cdot ${h}` },
          { explanation: 'Obliczamy.', math: `V = ${volume}\\pi` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
