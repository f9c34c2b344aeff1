import type { TGenerator } from '../generator.types';
import { answerKey, chain, drawFrom, drawInt, m, num, numberKey, paragraphs, paren, pp } from '../generator-draw';
import { drawRightTriangle, PYTHAGOREAN_TRIPLES } from './pythagorean-triples';

/** E8: figury płaskie, twierdzenie Pitagorasa, układ współrzędnych. */
export const e8PlaneFigureGenerators: TGenerator[] = [
  {
    id: 'e8-suma-katow-trojkata',
    title: 'Suma kątów w trójkącie',
    exam: 'E8',
    section: 'Figury płaskie',
    requirements: [pp('SP4-6.IX'), pp('SP7-8.VIII')],
    conceptSlugs: ['suma-katow-trojkata', 'geometria-plaska'],
    draw(random) {
      const alpha = drawInt(random, 20, 100);
      const beta = drawInt(random, 15, 150 - alpha);
      const gamma = 180 - alpha - beta;
      if (gamma < 10) return null;
      return {
        statementHtml: paragraphs(
          `Dwa kąty trójkąta mają miary ${m(`${alpha}^\\circ`)} i ${m(`${beta}^\\circ`)}. Oblicz miarę trzeciego kąta tego trójkąta (w stopniach).`,
        ),
        answer: answerKey.number(String(gamma)),
        steps: [
          { explanation: 'Suma kątów w trójkącie wynosi 180°.', math: `180^\\circ - ${alpha}^\\circ - ${beta}^\\circ` },
          { explanation: 'Odejmujemy.', math: `${gamma}^\\circ` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-pole-trapezu',
    title: 'Pole trapezu',
    exam: 'E8',
    section: 'Figury płaskie',
    requirements: [pp('SP4-6.XI'), pp('SP7-8.IX')],
    conceptSlugs: ['pole-i-obwod', 'geometria-plaska'],
    draw(random) {
      const a = drawInt(random, 4, 20);
      const b = drawInt(random, 2, a - 1);
      const h = drawInt(random, 2, 12);
      const area = ((a + b) * h) / 2;
      return {
        statementHtml: paragraphs(
          `Podstawy trapezu mają długości ${a} cm i ${b} cm, a jego wysokość ma ${h} cm. Oblicz pole tego trapezu (w cm²).`,
        ),
        answer: answerKey.number(num(area)),
        steps: [
          {
            explanation: 'Pole trapezu to połowa sumy podstaw razy wysokość.',
            math: `P = \\frac{(${a} + ${b}) \\cdot ${h}}{2}`,
          },
          { explanation: 'Obliczamy.', math: `P = \\frac{${a + b} \\cdot ${h}}{2} = ${num(area)}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-prostokat-obwod-pole',
    title: 'Pole prostokąta o danym obwodzie',
    exam: 'E8',
    section: 'Figury płaskie',
    requirements: [pp('SP4-6.XI'), pp('SP7-8.IX')],
    conceptSlugs: ['pole-i-obwod', 'geometria-plaska'],
    draw(random) {
      const a = drawInt(random, 2, 20);
      const b = drawInt(random, 2, 20);
      if (a === b) return null;
      const perimeter = 2 * (a + b);
      return {
        statementHtml: paragraphs(
          `Obwód prostokąta wynosi ${perimeter} cm, a jeden z jego boków ma długość ${a} cm. Oblicz pole tego prostokąta (w cm²).`,
        ),
        answer: numberKey(a * b),
        steps: [
          {
            explanation: 'Drugi bok to połowa obwodu bez pierwszego boku; pole to iloczyn boków.',
            math: `P = ${a} \\cdot \\frac{${perimeter} - 2 \\cdot ${a}}{2}`,
          },
          { explanation: `Drugi bok ma ${b} cm.`, math: `P = ${a} \\cdot ${b} = ${a * b}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-pitagoras-przeciwprostokatna',
    title: 'Twierdzenie Pitagorasa: przeciwprostokątna',
    exam: 'E8',
    section: 'Twierdzenie Pitagorasa',
    requirements: [pp('SP7-8.VIII')],
    conceptSlugs: ['twierdzenie-pitagorasa', 'geometria-plaska'],
    draw(random) {
      const { a, b, c } = drawRightTriangle(random, 6);
      return {
        statementHtml: paragraphs(
          random() < 0.5
            ? `Przyprostokątne trójkąta prostokątnego mają długości ${a} cm i ${b} cm. Oblicz długość przeciwprostokątnej (w cm).`
            : `Prostokąt ma boki długości ${a} cm i ${b} cm. Oblicz długość przekątnej tego prostokąta (w cm).`,
        ),
        answer: numberKey(c),
        steps: [
          { explanation: 'Z twierdzenia Pitagorasa: c² = a² + b².', math: `c = \\sqrt{${a}^{2} + ${b}^{2}}` },
          { explanation: 'Obliczamy kwadraty i ich sumę.', math: `c = \\sqrt{${a * a} + ${b * b}} = \\sqrt{${c * c}}` },
          { explanation: 'Wyciągamy pierwiastek.', math: `c = ${c}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-pitagoras-przyprostokatna',
    title: 'Twierdzenie Pitagorasa: przyprostokątna',
    exam: 'E8',
    section: 'Twierdzenie Pitagorasa',
    requirements: [pp('SP7-8.VIII')],
    conceptSlugs: ['twierdzenie-pitagorasa', 'geometria-plaska'],
    niceNumbers: { max: 100 },
    draw(random) {
      const { a, b, c } = drawRightTriangle(random, 5);
      const ladder = random() < 0.5;
      // A ladder is 2–6 m long and stands closer to the wall than it reaches up it (not 185 dm); a triangle's
      // sides are at most 1 m.
      if (ladder ? c < 20 || c > 60 || a >= b : c > 100) return null;
      const statement = ladder
        ? `Drabina o długości ${c} dm jest oparta o pionową ścianę. Dolny koniec drabiny jest w odległości ${a} dm od ściany. Na jakiej wysokości (w dm) górny koniec drabiny dotyka ściany?`
        : `Przeciwprostokątna trójkąta prostokątnego ma ${c} cm, a jedna z przyprostokątnych ${a} cm. Oblicz długość drugiej przyprostokątnej (w cm).`;
      return {
        statementHtml: paragraphs(statement),
        answer: numberKey(b),
        steps: [
          { explanation: 'Z twierdzenia Pitagorasa: b² = c² − a².', math: `b = \\sqrt{${c}^{2} - ${a}^{2}}` },
          { explanation: 'Obliczamy.', math: `b = \\sqrt{${c * c} - ${a * a}} = \\sqrt{${b * b}} = ${b}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-wysokosc-trojkata-rownobocznego',
    title: 'Wysokość i pole trójkąta równobocznego',
    exam: 'E8',
    section: 'Twierdzenie Pitagorasa',
    requirements: [pp('SP7-8.VIII')],
    conceptSlugs: ['twierdzenie-pitagorasa', 'geometria-plaska', 'pole-i-obwod'],
    draw(random) {
      const a = 2 * drawInt(random, 1, 60);
      const area = random() < 0.5;
      if (area)
        return {
          statementHtml: paragraphs(`Oblicz pole trójkąta równobocznego o boku ${a} cm (w cm²).`),
          answer: answerKey.number(`${(a * a) / 4}\\sqrt{3}`),
          steps: [
            {
              explanation: 'Pole trójkąta równobocznego o boku a to a²√3/4.',
              math: `P = \\frac{${a}^{2}\\sqrt{3}}{4}`,
            },
            { explanation: 'Obliczamy.', math: `P = \\frac{${a * a}\\sqrt{3}}{4} = ${(a * a) / 4}\\sqrt{3}` },
          ],
          verification: { mode: 'value' },
        };
      return {
        statementHtml: paragraphs(`Oblicz wysokość trójkąta równobocznego o boku ${a} cm (w cm).`),
        answer: answerKey.number(`${a / 2 === 1 ? '' : a / 2}\\sqrt{3}`),
        steps: [
          {
            explanation:
              'Wysokość dzieli trójkąt na dwa trójkąty prostokątne; z twierdzenia Pitagorasa h² = a² − (a/2)².',
            math: `h = \\sqrt{${a}^{2} - ${a / 2}^{2}}`,
          },
          {
            explanation: 'Obliczamy i wyłączamy czynnik przed pierwiastek.',
            math: chain('h', `\\sqrt{${(3 * a * a) / 4}}`, `${a / 2 === 1 ? '' : a / 2}\\sqrt{3}`),
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-dlugosc-odcinka-w-ukladzie',
    title: 'Długość odcinka w układzie współrzędnych',
    exam: 'E8',
    section: 'Układ współrzędnych',
    requirements: [pp('SP7-8.X'), pp('SP7-8.VIII')],
    conceptSlugs: ['twierdzenie-pitagorasa', 'geometria-plaska'],
    draw(random) {
      const [p, q] = drawFrom(random, PYTHAGOREAN_TRIPLES);
      const swap = random() < 0.5;
      const dx = (swap ? q : p) * (random() < 0.5 ? -1 : 1);
      const dy = (swap ? p : q) * (random() < 0.5 ? -1 : 1);
      const xA = drawInt(random, -6, 6);
      const yA = drawInt(random, -6, 6);
      const [xB, yB] = [xA + dx, yA + dy];
      const length = Math.hypot(dx, dy);
      return {
        statementHtml: paragraphs(
          `Oblicz długość odcinka o końcach ${m(`A = (${num(xA)}, ${num(yA)})`)} i ${m(`B = (${num(xB)}, ${num(yB)})`)}.`,
        ),
        answer: numberKey(length),
        steps: [
          {
            explanation: 'Różnice współrzędnych to przyprostokątne; długość odcinka z twierdzenia Pitagorasa.',
            math: `|AB| = \\sqrt{(${num(xB)} - ${paren(xA)})^{2} + (${num(yB)} - ${paren(yA)})^{2}}`,
          },
          {
            explanation: 'Obliczamy.',
            math: `|AB| = \\sqrt{${paren(dx)}^{2} + ${paren(dy)}^{2}} = \\sqrt{${dx * dx + dy * dy}} = ${length}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
