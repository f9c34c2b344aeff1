import type { TGenerator } from '../generator.types';
import { drawInt, numberKey, paragraphs, pp } from '../generator-draw';

/** E8: graniastosłupy i ostrosłupy. */
export const e8PrismAndPyramidGenerators: TGenerator[] = [
  {
    id: 'e8-objetosc-graniastoslupa',
    title: 'Objętość graniastosłupa prawidłowego czworokątnego',
    exam: 'E8',
    section: 'Graniastosłupy i ostrosłupy',
    requirements: [pp('SP7-8.XI')],
    conceptSlugs: ['stereometria'],
    draw(random) {
      const a = drawInt(random, 2, 12);
      const h = drawInt(random, 2, 20);
      return {
        statementHtml: paragraphs(
          `Krawędź podstawy graniastosłupa prawidłowego czworokątnego ma ${a} cm, a jego wysokość ${h} cm. Oblicz objętość tego graniastosłupa (w cm³).`,
        ),
        answer: numberKey(a * a * h),
        steps: [
          { explanation: 'Objętość to pole podstawy (kwadratu) razy wysokość.', math: `V = ${a}^{2} \\cdot ${h}` },
          { explanation: 'Obliczamy.', math: `V = ${a * a} \\cdot ${h} = ${a * a * h}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-pole-prostopadloscianu',
    title: 'Pole powierzchni prostopadłościanu',
    exam: 'E8',
    section: 'Graniastosłupy i ostrosłupy',
    requirements: [pp('SP7-8.XI')],
    conceptSlugs: ['stereometria', 'pole-i-obwod'],
    draw(random) {
      const a = drawInt(random, 2, 12);
      const b = drawInt(random, 2, 12);
      const c = drawInt(random, 2, 12);
      const area = 2 * (a * b + b * c + a * c);
      return {
        statementHtml: paragraphs(
          `Prostopadłościan ma krawędzie długości ${a} cm, ${b} cm i ${c} cm. Oblicz pole jego powierzchni całkowitej (w cm²).`,
        ),
        answer: numberKey(area),
        steps: [
          {
            explanation: 'Powierzchnia składa się z trzech par jednakowych prostokątów.',
            math: `P = 2 \\cdot (${a} \\cdot ${b} + ${b} \\cdot ${c} + ${a} \\cdot ${c})`,
          },
          {
            explanation: 'Obliczamy.',
            math: `P = 2 \\cdot (${a * b} + ${b * c} + ${a * c}) = 2 \\cdot ${area / 2} = ${area}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'e8-objetosc-ostroslupa',
    title: 'Objętość ostrosłupa prawidłowego czworokątnego',
    exam: 'E8',
    section: 'Graniastosłupy i ostrosłupy',
    requirements: [pp('SP7-8.XI')],
    conceptSlugs: ['stereometria'],
    draw(random) {
      const a = drawInt(random, 2, 20);
      const h = 3 * drawInt(random, 1, 10);
      const volume = (a * a * h) / 3;
      return {
        statementHtml: paragraphs(
          `Podstawą ostrosłupa prawidłowego czworokątnego jest kwadrat o boku ${a} cm. Wysokość ostrosłupa ma ${h} cm. Oblicz objętość tego ostrosłupa (w cm³).`,
        ),
        answer: numberKey(volume),
        steps: [
          {
            explanation: 'Objętość ostrosłupa to jedna trzecia pola podstawy razy wysokość.',
            math: `V = \\frac{1}{3} \\cdot ${a}^{2} \\cdot ${h}`,
          },
          { explanation: 'Obliczamy.', math: `V = \\frac{1}{3} \\cdot ${a * a} \\cdot ${h} = ${volume}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
];
