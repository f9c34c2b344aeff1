import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, m } from '../generator-draw';
import { concepts, G_EARTH, gravityNote, physics, qty, quantityDraft, quantityKey, step, text } from './fizyka-wspolne';

/** Fizyka: zasady dynamiki, ciężar i pęd (issue 73). */

const dynamics = { ...physics, section: 'Dynamika', conceptSlugs: concepts('fizyka-zasady-dynamiki') } as const;

const BODIES = [
  ['wózek', 'Wózek'],
  ['skrzynię', 'Skrzynia'],
  ['sanki', 'Sanki'],
  ['klocek', 'Klocek'],
] as const;

export const physicsDynamicsGenerators: TGenerator[] = [
  {
    ...dynamics,
    exam: 'E8',
    id: 'fizyka-druga-zasada-dynamiki',
    title: 'Druga zasada dynamiki: siła, masa i przyspieszenie',
    draw(random) {
      const mass = drawFrom(random, [0.5, 2, 4, 5, 8, 10, 12, 20, 25, 40, 50]);
      const acceleration = drawFrom(random, [0.2, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5]);
      const force = mass * acceleration;
      if (!Number.isInteger(force * 10)) return null;
      const [accusative] = drawFrom(random, BODIES);
      const asked = drawFrom(random, ['a', 'F', 'm'] as const);
      if (asked === 'a')
        return quantityDraft(
          [
            `Na ${accusative} o masie ${text(mass)} kg działa siła wypadkowa ${text(force)} N. Oblicz przyspieszenie, z jakim się porusza. Wynik podaj w m/s².`,
          ],
          [
            step(
              `Z drugiej zasady dynamiki ${m('F = m \\cdot a')}, więc przyspieszenie to iloraz siły i masy.`,
              'a = \\frac{F}{m}',
            ),
            step(
              'Dzielimy siłę przez masę: 1 N = 1 kg · m/s².',
              `a = \\frac{${qty(force, 'N')}}{${qty(mass, 'kg')}} = ${qty(acceleration, 'm/s^2')}`,
            ),
          ],
          quantityKey(acceleration, 'm/s²'),
        );
      if (asked === 'F')
        return quantityDraft(
          [
            `Jaka siła wypadkowa nadaje ciału o masie ${text(mass)} kg przyspieszenie ${text(acceleration)} m/s²? Wynik podaj w niutonach.`,
          ],
          [
            step(`Druga zasada dynamiki: siła wypadkowa to iloczyn masy i przyspieszenia.`, 'F = m \\cdot a'),
            step(
              'Mnożymy masę przez przyspieszenie.',
              `F = ${qty(mass, 'kg')} \\cdot ${qty(acceleration, 'm/s^2')} = ${qty(force, 'N')}`,
            ),
          ],
          quantityKey(force, 'N'),
        );
      return quantityDraft(
        [
          `Siła wypadkowa ${text(force)} N nadaje ciału przyspieszenie ${text(acceleration)} m/s². Oblicz masę tego ciała. Wynik podaj w kilogramach.`,
        ],
        [
          step(
            `Z drugiej zasady dynamiki ${m('F = m \\cdot a')}, więc masa to iloraz siły i przyspieszenia.`,
            'm = \\frac{F}{a}',
          ),
          step(
            'Dzielimy siłę przez przyspieszenie.',
            `m = \\frac{${qty(force, 'N')}}{${qty(acceleration, 'm/s^2')}} = ${qty(mass, 'kg')}`,
          ),
        ],
        quantityKey(mass, 'kg'),
      );
    },
  },
  {
    ...dynamics,
    exam: 'E8',
    id: 'fizyka-sila-wypadkowa-przyspieszenie',
    title: 'Siła wypadkowa dwóch sił przeciwnie skierowanych i przyspieszenie',
    draw(random) {
      const [accusative] = drawFrom(random, BODIES);
      const mass = drawFrom(random, [2, 4, 5, 8, 10, 20, 25, 40, 50]);
      const pull = drawInt(random, 4, 40) * 5;
      const friction = drawInt(random, 1, 30) * 5;
      const net = pull - friction;
      const acceleration = net / mass;
      if (net <= 0 || !Number.isInteger(acceleration * 100)) return null;
      return quantityDraft(
        [
          `Na ${accusative} o masie ${mass} kg działa w poziomie siła ciągu ${pull} N, a w przeciwną stronę siła tarcia ${friction} N. Oblicz przyspieszenie tego ciała. Wynik podaj w m/s².`,
        ],
        [
          step(
            'Siły działają wzdłuż jednej prostej w przeciwne strony: wypadkowa to ich różnica.',
            `F_w = ${qty(pull, 'N')} - ${qty(friction, 'N')} = ${qty(net, 'N')}`,
          ),
          step(
            `Z drugiej zasady dynamiki ${m('a = \\frac{F_w}{m}')}.`,
            `a = \\frac{${qty(net, 'N')}}{${qty(mass, 'kg')}} = ${qty(acceleration, 'm/s^2')}`,
          ),
        ],
        quantityKey(acceleration, 'm/s²'),
      );
    },
  },
  {
    ...dynamics,
    exam: 'E8',
    id: 'fizyka-ciezar-ciala',
    title: 'Ciężar ciała: F = m · g',
    draw(random) {
      const thing = drawFrom(random, ['Plecak', 'Worek mąki', 'Arbuz', 'Pies', 'Karton książek', 'Rower'] as const);
      if (random() < 0.3) {
        const grams = drawInt(random, 1, 99) * 50;
        return quantityDraft(
          [`Jabłka w siatce mają masę ${text(grams)} g. Oblicz ich ciężar. ${gravityNote} Wynik podaj w niutonach.`],
          [
            step(`Ciężar to iloczyn masy i przyspieszenia ziemskiego: ${m('F_g = m \\cdot g')}.`, 'F_g = m \\cdot g'),
            step(
              'Zamieniamy gramy na kilogramy: 1 kg = 1000 g.',
              `m = ${qty(grams, 'g')} = ${qty(grams / 1000, 'kg')}`,
            ),
            step(
              'Mnożymy masę przez g.',
              `F_g = ${qty(grams / 1000, 'kg')} \\cdot ${qty(G_EARTH, 'm/s^2')} = ${qty(grams / 100, 'N')}`,
            ),
          ],
          quantityKey(grams / 100, 'N'),
        );
      }
      const mass = drawInt(random, 2, 160) / 2;
      if (random() < 0.5)
        return quantityDraft(
          [`${thing} ma masę ${text(mass)} kg. Oblicz ciężar. ${gravityNote} Wynik podaj w niutonach.`],
          [
            step(`Ciężar to iloczyn masy i przyspieszenia ziemskiego: ${m('F_g = m \\cdot g')}.`, 'F_g = m \\cdot g'),
            step(
              'Mnożymy masę przez g.',
              `F_g = ${qty(mass, 'kg')} \\cdot ${qty(G_EARTH, 'm/s^2')} = ${qty(mass * G_EARTH, 'N')}`,
            ),
          ],
          quantityKey(mass * G_EARTH, 'N'),
        );
      return quantityDraft(
        [`${thing} ma ciężar ${text(mass * G_EARTH)} N. Oblicz masę. ${gravityNote} Wynik podaj w kilogramach.`],
        [
          step(
            `Z wzoru ${m('F_g = m \\cdot g')} masa to iloraz ciężaru i przyspieszenia ziemskiego.`,
            'm = \\frac{F_g}{g}',
          ),
          step(
            'Dzielimy ciężar przez g.',
            `m = \\frac{${qty(mass * G_EARTH, 'N')}}{${qty(G_EARTH, 'm/s^2')}} = ${qty(mass, 'kg')}`,
          ),
        ],
        quantityKey(mass, 'kg'),
      );
    },
  },
  {
    ...dynamics,
    exam: 'MATURA_P',
    id: 'fizyka-ped-ciala',
    title: 'Pęd ciała: p = m · v',
    niceNumbers: { max: 150_000 },
    draw(random) {
      if (random() < 0.5) {
        const [vehicle, mass] = drawFrom(random, [
          ['Samochód osobowy', drawInt(random, 8, 16) * 100],
          ['Motocykl', drawInt(random, 15, 30) * 10],
          ['Bus', drawInt(random, 20, 35) * 100],
        ] as const);
        const kmh = drawInt(random, 2, 6) * 18;
        const metres = kmh / 3.6;
        return quantityDraft(
          [
            `${vehicle} o masie ${text(mass)} kg jedzie z prędkością ${kmh} km/h. Oblicz jego pęd. Wynik podaj w kg · m/s.`,
          ],
          [
            step(`Pęd to iloczyn masy i prędkości: ${m('p = m \\cdot v')}.`, 'p = m \\cdot v'),
            step('Zamieniamy prędkość na m/s: dzielimy przez 3,6.', `v = ${qty(kmh, 'km/h')} = ${qty(metres, 'm/s')}`),
            step(
              'Mnożymy masę przez prędkość.',
              `p = ${qty(mass, 'kg')} \\cdot ${qty(metres, 'm/s')} = ${qty(mass * metres, 'kg \\cdot m/s')}`,
            ),
          ],
          quantityKey(mass * metres, 'kg·m/s'),
        );
      }
      const grams = drawFrom(random, [50, 100, 150, 200, 250, 400, 450, 500, 600]);
      const speed = drawInt(random, 2, 30);
      const [ball, its] = drawFrom(random, [
        ['Piłka', 'jej'],
        ['Kula', 'jej'],
        ['Krążek hokejowy', 'jego'],
        ['Kamień', 'jego'],
      ] as const);
      const momentum = (grams / 1000) * speed;
      return quantityDraft(
        [`${ball} o masie ${grams} g leci z prędkością ${speed} m/s. Oblicz ${its} pęd. Wynik podaj w kg · m/s.`],
        [
          step(`Pęd to iloczyn masy i prędkości: ${m('p = m \\cdot v')}.`, 'p = m \\cdot v'),
          step('Zamieniamy gramy na kilogramy.', `m = ${qty(grams, 'g')} = ${qty(grams / 1000, 'kg')}`),
          step(
            'Mnożymy masę przez prędkość.',
            `p = ${qty(grams / 1000, 'kg')} \\cdot ${qty(speed, 'm/s')} = ${qty(momentum, 'kg \\cdot m/s')}`,
          ),
        ],
        quantityKey(momentum, 'kg·m/s'),
      );
    },
  },
];
