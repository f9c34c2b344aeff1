import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, m, plural } from '../generator-draw';
import { concepts, grouped, physics, qty, quantityDraft, quantityKey, round, step, text } from './fizyka-wspolne';

/** Fizyka: optyka (soczewki, załamanie światła), fale i drgania (issue 73). */

const optics = { ...physics, section: 'Optyka', conceptSlugs: concepts('fizyka-optyka') } as const;
const waves = {
  ...physics,
  exam: 'E8',
  section: 'Drgania i fale',
  conceptSlugs: concepts('fizyka-fale-i-drgania'),
} as const;

/** Materials whose refractive index the task gives: the genitive and the locative after "w". */
const MATERIALS = [
  ['pewnego szkła', 'tym szkle'],
  ['pewnej cieczy', 'tej cieczy'],
  ['pewnego tworzywa sztucznego', 'tym tworzywie'],
  ['pewnego kryształu', 'tym krysztale'],
] as const;

/** Focal lengths in cm whose power in dioptres has at most two decimal places. */
const FOCAL_CM = [2, 2.5, 4, 5, 8, 10, 12.5, 16, 20, 25, 40, 50, 80, 100, 125, 200, 250, 400, 500] as const;
const LENSES = ['soczewki skupiającej', 'lupy', 'szkła powiększającego', 'soczewki okularowej'] as const;

export const physicsOpticsAndWaveGenerators: TGenerator[] = [
  {
    ...optics,
    exam: 'E8',
    id: 'fizyka-zdolnosc-skupiajaca',
    title: 'Zdolność skupiająca soczewki',
    draw(random) {
      const centimetres = drawFrom(random, FOCAL_CM);
      const dioptres = 100 / centimetres;
      const lens = drawFrom(random, LENSES);
      if (random() < 0.5)
        return quantityDraft(
          [`Ogniskowa ${lens} wynosi ${text(centimetres)} cm. Oblicz zdolność skupiającą. Wynik podaj w dioptriach.`],
          [
            step(
              `Zdolność skupiająca to odwrotność ogniskowej wyrażonej w metrach: ${m('Z = \\frac{1}{f}')}, 1 D = 1/m.`,
              'Z = \\frac{1}{f}',
            ),
            step('Zamieniamy centymetry na metry.', `f = ${qty(centimetres, 'cm')} = ${qty(centimetres / 100, 'm')}`),
            step(
              'Obliczamy odwrotność ogniskowej.',
              `Z = \\frac{1}{${qty(centimetres / 100, 'm')}} = ${qty(dioptres, 'D')}`,
            ),
          ],
          quantityKey(dioptres, 'D'),
        );
      return quantityDraft(
        [`Zdolność skupiająca ${lens} wynosi ${text(dioptres)} D. Oblicz ogniskową. Wynik podaj w centymetrach.`],
        [
          step(
            `Ogniskowa to odwrotność zdolności skupiającej: ${m('f = \\frac{1}{Z}')}, 1 D = 1/m.`,
            'f = \\frac{1}{Z}',
          ),
          step(
            'Obliczamy odwrotność i zamieniamy metry na centymetry.',
            `f = \\frac{1}{${qty(dioptres, 'D')}} = ${qty(centimetres / 100, 'm')} = ${qty(centimetres, 'cm')}`,
          ),
        ],
        quantityKey(centimetres, 'cm'),
      );
    },
  },
  {
    ...optics,
    exam: 'MATURA_R',
    id: 'fizyka-rownanie-soczewki',
    title: 'Równanie soczewki: odległość obrazu',
    draw(random) {
      const focal = drawFrom(random, [4, 5, 6, 8, 10, 12, 15, 20, 24, 30]);
      const object = drawInt(random, 5, 120);
      if (object <= focal) return null;
      const image = (object * focal) / (object - focal);
      if (!Number.isInteger(image * 10) || image > 300) return null;
      return quantityDraft(
        [
          `Przedmiot ustawiono w odległości ${object} cm od soczewki skupiającej o ogniskowej ${focal} cm. Oblicz, w jakiej odległości od soczewki powstanie jego obraz rzeczywisty. Wynik podaj w centymetrach.`,
        ],
        [
          step(
            `Równanie soczewki: ${m('\\frac{1}{f} = \\frac{1}{x} + \\frac{1}{y}')}, stąd ${m('y = \\frac{x f}{x - f}')}.`,
            'y = \\frac{x f}{x - f}',
          ),
          step(
            'Podstawiamy odległość przedmiotu i ogniskową.',
            `y = \\frac{${qty(object, 'cm')} \\cdot ${qty(focal, 'cm')}}{${qty(object, 'cm')} - ${qty(focal, 'cm')}} = ${qty(image, 'cm')}`,
          ),
        ],
        quantityKey(image, 'cm'),
      );
    },
  },
  {
    ...optics,
    exam: 'MATURA_P',
    id: 'fizyka-predkosc-swiatla-w-osrodku',
    title: 'Prędkość światła w ośrodku o danym współczynniku załamania',
    niceNumbers: { max: 300_000 },
    draw(random) {
      const [material, inIt] = drawFrom(random, MATERIALS);
      const index = drawInt(random, 130, 190) / 100;
      const rounded = round(300_000 / index, -3);
      return quantityDraft(
        [
          `Współczynnik załamania światła ${material} wynosi ${text(index)}. Oblicz prędkość światła w ${inIt}, przyjmując, że w próżni wynosi ona ${text(300_000)} km/s. Wynik podaj w km/s, zaokrąglając do tysięcy.`,
        ],
        [
          step(
            `Współczynnik załamania to stosunek prędkości światła w próżni do prędkości w ośrodku: ${m('n = \\frac{c}{v}')}, więc ${m('v = \\frac{c}{n}')}.`,
            'v = \\frac{c}{n}',
          ),
          step(
            'Dzielimy prędkość światła w próżni przez współczynnik załamania.',
            `v = \\frac{${qty(300_000, 'km/s')}}{${grouped(index)}} \\approx ${qty(rounded, 'km/s')}`,
          ),
        ],
        quantityKey(rounded, 'km/s', 500),
      );
    },
  },
  {
    ...waves,
    id: 'fizyka-dlugosc-fali',
    title: 'Długość, prędkość i częstotliwość fali: v = λ · f',
    draw(random) {
      if (random() < 0.5) {
        const frequency = drawFrom(
          random,
          [17, 20, 34, 40, 50, 68, 85, 100, 136, 170, 200, 340, 425, 500, 680, 850, 1000],
        );
        const [medium, sound] = drawFrom(random, [
          ['powietrzu', 340],
          ['powietrzu', 340],
          ['wodzie', 1500],
        ] as const);
        const wavelength = sound / frequency;
        if (!Number.isInteger(wavelength * 100)) return null;
        return quantityDraft(
          [
            `Dźwięk o częstotliwości ${frequency} Hz rozchodzi się w ${medium} z prędkością ${text(sound)} m/s. Oblicz długość fali dźwiękowej. Wynik podaj w metrach.`,
          ],
          [
            step(
              `Prędkość fali to iloczyn długości fali i częstotliwości: ${m('v = \\lambda \\cdot f')}, więc ${m('\\lambda = \\frac{v}{f}')}.`,
              '\\lambda = \\frac{v}{f}',
            ),
            step(
              'Dzielimy prędkość przez częstotliwość: 1 Hz = 1/s.',
              `\\lambda = \\frac{${qty(sound, 'm/s')}}{${qty(frequency, 'Hz')}} = ${qty(wavelength, 'm')}`,
            ),
          ],
          quantityKey(wavelength, 'm'),
        );
      }
      const wavelength = drawFrom(random, [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8]);
      const frequency = drawFrom(random, [0.2, 0.25, 0.4, 0.5, 1, 1.5, 2]);
      const speed = wavelength * frequency;
      if (!Number.isInteger(speed * 100)) return null;
      return quantityDraft(
        [
          `Fala na wodzie ma długość ${text(wavelength)} m, a jej częstotliwość wynosi ${text(frequency)} Hz. Oblicz prędkość tej fali. Wynik podaj w m/s.`,
        ],
        [
          step(
            `Prędkość fali to iloczyn długości fali i częstotliwości: ${m('v = \\lambda \\cdot f')}.`,
            'v = \\lambda \\cdot f',
          ),
          step(
            'Mnożymy długość fali przez częstotliwość.',
            `v = ${qty(wavelength, 'm')} \\cdot ${qty(frequency, 'Hz')} = ${qty(speed, 'm/s')}`,
          ),
        ],
        quantityKey(speed, 'm/s'),
      );
    },
  },
  {
    ...waves,
    id: 'fizyka-okres-i-czestotliwosc',
    title: 'Okres i częstotliwość drgań: T = 1 / f',
    draw(random) {
      const count = drawFrom(random, [5, 10, 12, 15, 20, 24, 25, 30, 40, 50, 60]);
      const seconds = drawFrom(random, [2, 4, 5, 6, 8, 10, 12, 15, 20, 30, 40, 60]);
      const frequency = count / seconds;
      const period = seconds / count;
      const oscillations = plural(count, 'drganie', 'drgania', 'drgań');
      const body = drawFrom(random, ['Wahadło', 'Ciężarek na sprężynie', 'Huśtawka'] as const);
      const done = body === 'Huśtawka' ? 'wykonała' : 'wykonało';
      const verb = body === 'Ciężarek na sprężynie' ? 'wykonał' : done;
      if (random() < 0.5) {
        if (!Number.isInteger(period * 100)) return null;
        return quantityDraft(
          [
            `${body} ${verb} ${count} ${oscillations} w czasie ${seconds} s. Oblicz okres drgań. Wynik podaj w sekundach.`,
          ],
          [
            step(`Okres to czas jednego pełnego drgania: ${m('T = \\frac{t}{n}')}.`, 'T = \\frac{t}{n}'),
            step(
              'Dzielimy czas przez liczbę drgań.',
              `T = \\frac{${qty(seconds, 's')}}{${count}} = ${qty(period, 's')}`,
            ),
          ],
          quantityKey(period, 's'),
        );
      }
      if (!Number.isInteger(frequency * 100)) return null;
      return quantityDraft(
        [
          `${body} ${verb} ${count} ${oscillations} w czasie ${seconds} s. Oblicz częstotliwość drgań. Wynik podaj w hercach.`,
        ],
        [
          step(
            `Częstotliwość to liczba drgań w jednostce czasu: ${m('f = \\frac{n}{t}')}, 1 Hz = 1/s.`,
            'f = \\frac{n}{t}',
          ),
          step(
            'Dzielimy liczbę drgań przez czas.',
            `f = \\frac{${count}}{${qty(seconds, 's')}} = ${qty(frequency, 'Hz')}`,
          ),
        ],
        quantityKey(frequency, 'Hz'),
      );
    },
  },
];
