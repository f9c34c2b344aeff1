import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, m } from '../generator-draw';
import { concepts, grouped, physics, qty, quantityDraft, quantityKey, step, text } from './fizyka-wspolne';

/** Fizyka, klasy 7–8: ruch jednostajny i jednostajnie przyspieszony (issue 73). */

const VEHICLES = ['Samochód', 'Autobus', 'Pociąg', 'Motocykl'] as const;
/** Vehicles that start with an acceleration of a few m/s². */
const STARTING = ['Samochód', 'Motocykl', 'Skuter', 'Gokart'] as const;
/** Minutes that are a terminating decimal of an hour: 45 min = 0,75 h. */
const MINUTES = [6, 12, 15, 18, 24, 30, 36, 42, 45, 48, 54, 90] as const;

const uniform = {
  ...physics,
  exam: 'E8',
  section: 'Kinematyka',
  conceptSlugs: concepts('fizyka-ruch-jednostajny'),
} as const;
const accelerated = {
  ...physics,
  exam: 'E8',
  section: 'Kinematyka',
  conceptSlugs: concepts('fizyka-ruch-przyspieszony'),
} as const;

const minutesToHours = (minutes: number) =>
  step('Zamieniamy minuty na godziny: 1 h = 60 min.', `t = ${qty(minutes, 'min')} = ${qty(minutes / 60, 'h')}`);

export const physicsKinematicsGenerators: TGenerator[] = [
  {
    ...uniform,
    id: 'fizyka-ruch-jednostajny-predkosc',
    title: 'Prędkość w ruchu jednostajnym',
    draw(random) {
      if (random() < 0.5) {
        const vehicle = drawFrom(random, VEHICLES);
        const speed = drawInt(random, 6, 24) * 5;
        const minutes = drawFrom(random, MINUTES);
        const distance = (speed * minutes) / 60;
        if (!Number.isInteger(distance * 10)) return null;
        return quantityDraft(
          [
            `${vehicle} przejechał ruchem jednostajnym ${text(distance)} km w czasie ${minutes} min. Oblicz jego prędkość. Wynik podaj w km/h.`,
          ],
          [
            step(
              `Prędkość w ruchu jednostajnym to iloraz drogi i czasu: ${m('v = \\frac{s}{t}')}.`,
              'v = \\frac{s}{t}',
            ),
            minutesToHours(minutes),
            step(
              'Dzielimy drogę przez czas.',
              `v = \\frac{${qty(distance, 'km')}}{${qty(minutes / 60, 'h')}} = ${qty(speed, 'km/h')}`,
            ),
          ],
          quantityKey(speed, 'km/h'),
        );
      }
      const [who, verb] = drawFrom(random, [
        ['Rowerzysta', 'przejechał'],
        ['Biegacz', 'przebiegł'],
        ['Pływak', 'przepłynął'],
        ['Łyżwiarz', 'przejechał'],
      ] as const);
      const speed = drawInt(random, 2, 12);
      const seconds = drawInt(random, 2, 12) * 10;
      const distance = speed * seconds;
      return quantityDraft(
        [
          `${who} ${verb} ruchem jednostajnym ${distance} m w czasie ${seconds} s. Oblicz jego prędkość. Wynik podaj w m/s.`,
        ],
        [
          step(`Prędkość w ruchu jednostajnym to iloraz drogi i czasu: ${m('v = \\frac{s}{t}')}.`, 'v = \\frac{s}{t}'),
          step(
            'Dzielimy drogę przez czas.',
            `v = \\frac{${qty(distance, 'm')}}{${qty(seconds, 's')}} = ${qty(speed, 'm/s')}`,
          ),
        ],
        quantityKey(speed, 'm/s'),
      );
    },
  },
  {
    ...uniform,
    id: 'fizyka-zamiana-jednostek-predkosci',
    title: 'Zamiana km/h na m/s i m/s na km/h',
    draw(random) {
      // What moves, and its greatest plausible speed in m/s (a cheetah runs at most about 30 m/s).
      const [what, verb, fastest] = drawFrom(random, [
        ['Gepard', 'biegnie', 30],
        ['Samochód', 'jedzie', 40],
        ['Pociąg', 'jedzie', 80],
        ['Wiatr', 'wieje', 30],
        ['Statek', 'płynie', 15],
        ['Dron', 'leci', 25],
        ['Samolot', 'leci', 250],
      ] as const);
      const metres = drawInt(random, 2, 100) * 2.5;
      const kmh = metres * 3.6;
      if (metres > fastest) return null;
      if (random() < 0.5) {
        return quantityDraft(
          [`${what} ${verb} z prędkością ${text(kmh)} km/h. Ile to metrów na sekundę? Wynik podaj w m/s.`],
          [
            step(
              'Jeden kilometr to 1000 m, a jedna godzina to 3600 s.',
              `1\\,\\mathrm{km/h} = \\frac{${qty(1000, 'm')}}{${qty(3600, 's')}} = \\frac{1}{3{,}6}\\,\\mathrm{m/s}`,
            ),
            step(
              'Zamieniamy kilometry na metry i godziny na sekundy.',
              `v = ${qty(kmh, 'km/h')} = \\frac{${qty(kmh * 1000, 'm')}}{${qty(3600, 's')}} = ${qty(metres, 'm/s')}`,
            ),
          ],
          quantityKey(metres, 'm/s'),
        );
      }
      return quantityDraft(
        [`${what} ${verb} z prędkością ${text(metres)} m/s. Ile to kilometrów na godzinę? Wynik podaj w km/h.`],
        [
          step(
            'Z prędkością 1 m/s w ciągu godziny, czyli 3600 s, przebywa się 3600 m, czyli 3,6 km.',
            `1\\,\\mathrm{m/s} = \\frac{${qty(3600, 'm')}}{${qty(1, 'h')}} = 3{,}6\\,\\mathrm{km/h}`,
          ),
          step(
            'Mnożymy prędkość w m/s przez 3,6.',
            `v = ${qty(metres, 'm/s')} = ${grouped(metres)} \\cdot 3{,}6\\,\\mathrm{km/h} = ${qty(kmh, 'km/h')}`,
          ),
        ],
        quantityKey(kmh, 'km/h'),
      );
    },
  },
  {
    ...uniform,
    id: 'fizyka-ruch-jednostajny-droga-czas',
    title: 'Droga i czas w ruchu jednostajnym',
    draw(random) {
      const vehicle = drawFrom(random, VEHICLES);
      const speed = drawInt(random, 6, 24) * 5;
      const minutes = drawFrom(random, MINUTES);
      const distance = (speed * minutes) / 60;
      if (!Number.isInteger(distance * 10)) return null;
      if (random() < 0.5) {
        return quantityDraft(
          [
            `${vehicle} jedzie ze stałą prędkością ${speed} km/h. Jaką drogę przebędzie w czasie ${minutes} min? Wynik podaj w km.`,
          ],
          [
            step(`W ruchu jednostajnym droga to iloczyn prędkości i czasu: ${m('s = v \\cdot t')}.`, 's = v \\cdot t'),
            minutesToHours(minutes),
            step(
              'Mnożymy prędkość przez czas.',
              `s = ${qty(speed, 'km/h')} \\cdot ${qty(minutes / 60, 'h')} = ${qty(distance, 'km')}`,
            ),
          ],
          quantityKey(distance, 'km'),
        );
      }
      return quantityDraft(
        [
          `${vehicle} jedzie ze stałą prędkością ${speed} km/h. W jakim czasie przebędzie ${text(distance)} km? Wynik podaj w minutach.`,
        ],
        [
          step(`Z wzoru ${m('s = v \\cdot t')} czas to iloraz drogi i prędkości.`, 't = \\frac{s}{v}'),
          step(
            'Dzielimy drogę przez prędkość.',
            `t = \\frac{${qty(distance, 'km')}}{${qty(speed, 'km/h')}} = ${qty(minutes / 60, 'h')}`,
          ),
          step('Zamieniamy godziny na minuty: 1 h = 60 min.', `t = ${qty(minutes / 60, 'h')} = ${qty(minutes, 'min')}`),
        ],
        quantityKey(minutes, 'min'),
      );
    },
  },
  {
    ...accelerated,
    id: 'fizyka-przyspieszenie',
    title: 'Przyspieszenie w ruchu jednostajnie przyspieszonym',
    draw(random) {
      const vehicle = drawFrom(random, STARTING);
      const metres = drawInt(random, 1, 6) * 5;
      const seconds = drawInt(random, 2, 20);
      const acceleration = metres / seconds;
      if (!Number.isInteger(acceleration * 100) || acceleration > 5) return null;
      const kmh = metres * 3.6;
      return quantityDraft(
        [
          `${vehicle} ruszył z miejsca ruchem jednostajnie przyspieszonym i w czasie ${seconds} s osiągnął prędkość ${kmh} km/h. Oblicz jego przyspieszenie. Wynik podaj w m/s².`,
        ],
        [
          step(
            `Przyspieszenie to iloraz przyrostu prędkości i czasu: ${m('a = \\frac{\\Delta v}{t}')}.`,
            'a = \\frac{\\Delta v}{t}',
          ),
          step(
            'Zamieniamy prędkość na metry na sekundę: dzielimy przez 3,6.',
            `\\Delta v = ${qty(kmh, 'km/h')} = ${qty(metres, 'm/s')}`,
          ),
          step(
            'Dzielimy przyrost prędkości przez czas.',
            `a = \\frac{${qty(metres, 'm/s')}}{${qty(seconds, 's')}} = ${qty(acceleration, 'm/s^2')}`,
          ),
        ],
        quantityKey(acceleration, 'm/s²'),
      );
    },
  },
  {
    ...accelerated,
    id: 'fizyka-droga-w-ruchu-przyspieszonym',
    title: 'Droga w ruchu jednostajnie przyspieszonym bez prędkości początkowej',
    draw(random) {
      const acceleration = drawFrom(random, [0.5, 1, 1.5, 2, 2.5, 3, 4, 5]);
      const seconds = drawInt(random, 2, 12);
      const distance = (acceleration * seconds ** 2) / 2;
      if (!Number.isInteger(distance * 100)) return null;
      const what = drawFrom(random, ['Wózek', 'Samochód', 'Rowerzysta', 'Motocykl', 'Sanki'] as const);
      const verb = what === 'Sanki' ? 'ruszyły' : 'ruszył';
      return quantityDraft(
        [
          `${what} ${verb} z miejsca z przyspieszeniem ${text(acceleration)} m/s². Jaką drogę ${what === 'Sanki' ? 'przebyły' : 'przebył'} w czasie ${seconds} s? Wynik podaj w metrach.`,
        ],
        [
          step(
            `Bez prędkości początkowej droga rośnie z kwadratem czasu: ${m('s = \\frac{a t^2}{2}')}.`,
            's = \\frac{a t^2}{2}',
          ),
          step(
            'Podstawiamy przyspieszenie i czas.',
            `s = \\frac{${qty(acceleration, 'm/s^2')} \\cdot (${qty(seconds, 's')})^2}{2} = ${qty(distance, 'm')}`,
          ),
        ],
        quantityKey(distance, 'm'),
      );
    },
  },
  {
    ...accelerated,
    id: 'fizyka-predkosc-w-ruchu-przyspieszonym',
    title: 'Prędkość w ruchu jednostajnie przyspieszonym',
    draw(random) {
      const acceleration = drawFrom(random, [0.5, 1, 1.5, 2, 2.5, 3, 4, 5]);
      const seconds = drawInt(random, 2, 15);
      const metres = acceleration * seconds;
      const kmh = metres * 3.6;
      if (!Number.isInteger(kmh) || kmh > 150) return null;
      const vehicle = drawFrom(random, STARTING);
      return quantityDraft(
        [
          `${vehicle} ruszył z miejsca z przyspieszeniem ${text(acceleration)} m/s². Jaką prędkość osiągnął po ${seconds} s? Wynik podaj w km/h.`,
        ],
        [
          step(
            `Bez prędkości początkowej prędkość rośnie proporcjonalnie do czasu: ${m('v = a \\cdot t')}.`,
            'v = a \\cdot t',
          ),
          step(
            'Mnożymy przyspieszenie przez czas.',
            `v = ${qty(acceleration, 'm/s^2')} \\cdot ${qty(seconds, 's')} = ${qty(metres, 'm/s')}`,
          ),
          step('Zamieniamy m/s na km/h: mnożymy przez 3,6.', `v = ${qty(metres, 'm/s')} = ${qty(kmh, 'km/h')}`),
        ],
        quantityKey(kmh, 'km/h'),
      );
    },
  },
];
