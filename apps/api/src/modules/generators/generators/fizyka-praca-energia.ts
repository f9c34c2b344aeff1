import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, m } from '../generator-draw';
import { concepts, G_EARTH, gravityNote, physics, qty, quantityDraft, quantityKey, step, text } from './fizyka-wspolne';

/** Fizyka, klasy 7–8: praca, moc, energia mechaniczna i jej zachowanie (issue 73). */

const energy = {
  ...physics,
  exam: 'E8',
  section: 'Praca, moc, energia',
  conceptSlugs: concepts('fizyka-praca-moc-energia'),
  niceNumbers: { max: 1_000_000 },
} as const;

export const physicsEnergyGenerators: TGenerator[] = [
  {
    ...energy,
    id: 'fizyka-praca-mechaniczna',
    title: 'Praca mechaniczna: W = F · s',
    draw(random) {
      const force = drawInt(random, 2, 60) * 10;
      const who = drawFrom(random, [
        'Chłopiec pcha wózek',
        'Koń ciągnie wóz',
        'Robotnik przesuwa skrzynię',
        'Traktor ciągnie przyczepę',
      ] as const);
      if (random() < 0.5) {
        const metres = drawInt(random, 2, 50);
        const work = force * metres;
        return quantityDraft(
          [
            `${who} siłą ${force} N skierowaną zgodnie z kierunkiem ruchu na drodze ${metres} m. Oblicz wykonaną pracę. Wynik podaj w dżulach.`,
          ],
          [
            step(
              `Praca to iloczyn siły i drogi, gdy siła działa w kierunku ruchu: ${m('W = F \\cdot s')}.`,
              'W = F \\cdot s',
            ),
            step(
              'Mnożymy siłę przez drogę: 1 J = 1 N · m.',
              `W = ${qty(force, 'N')} \\cdot ${qty(metres, 'm')} = ${qty(work, 'J')}`,
            ),
          ],
          quantityKey(work, 'J'),
        );
      }
      const kilometres = drawFrom(random, [0.2, 0.5, 1, 1.5, 2, 2.5, 3]);
      const work = (force * kilometres * 1000) / 1000;
      return quantityDraft(
        [
          `${who} siłą ${force} N skierowaną zgodnie z kierunkiem ruchu na drodze ${text(kilometres)} km. Oblicz wykonaną pracę. Wynik podaj w kilodżulach.`,
        ],
        [
          step(
            `Praca to iloczyn siły i drogi, gdy siła działa w kierunku ruchu: ${m('W = F \\cdot s')}.`,
            'W = F \\cdot s',
          ),
          step('Zamieniamy kilometry na metry.', `s = ${qty(kilometres, 'km')} = ${qty(kilometres * 1000, 'm')}`),
          step(
            'Mnożymy siłę przez drogę i zamieniamy dżule na kilodżule: 1 kJ = 1000 J.',
            `W = ${qty(force, 'N')} \\cdot ${qty(kilometres * 1000, 'm')} = ${qty(work * 1000, 'J')} = ${qty(work, 'kJ')}`,
          ),
        ],
        quantityKey(work, 'kJ'),
      );
    },
  },
  {
    ...energy,
    id: 'fizyka-moc-mechaniczna',
    title: 'Moc: P = W / t',
    draw(random) {
      const mass = drawInt(random, 2, 20) * 50;
      const height = drawInt(random, 2, 30);
      const seconds = drawFrom(random, [5, 10, 15, 20, 25, 30, 40, 50, 60]);
      const work = mass * G_EARTH * height;
      const power = work / seconds;
      if (!Number.isInteger(power)) return null;
      return quantityDraft(
        [
          `Dźwig podniósł ruchem jednostajnym ładunek o masie ${mass} kg na wysokość ${height} m w czasie ${seconds} s. Oblicz moc dźwigu. ${gravityNote} Wynik podaj w watach.`,
        ],
        [
          step(
            `Moc to iloraz pracy i czasu: ${m('P = \\frac{W}{t}')}, a praca przy podnoszeniu to ${m('W = m g h')}.`,
            'P = \\frac{W}{t} = \\frac{m g h}{t}',
          ),
          step(
            'Obliczamy pracę wykonaną przy podnoszeniu.',
            `W = ${qty(mass, 'kg')} \\cdot ${qty(G_EARTH, 'm/s^2')} \\cdot ${qty(height, 'm')} = ${qty(work, 'J')}`,
          ),
          step(
            'Dzielimy pracę przez czas: 1 W = 1 J/s.',
            `P = \\frac{${qty(work, 'J')}}{${qty(seconds, 's')}} = ${qty(power, 'W')}`,
          ),
        ],
        quantityKey(power, 'W'),
      );
    },
  },
  {
    ...energy,
    id: 'fizyka-energia-kinetyczna',
    title: 'Energia kinetyczna: Ek = m · v² / 2',
    draw(random) {
      if (random() < 0.5) {
        const mass = drawInt(random, 8, 20) * 100;
        const kmh = drawInt(random, 1, 6) * 18;
        const metres = kmh / 3.6;
        const joules = (mass * metres ** 2) / 2;
        return quantityDraft(
          [
            `Samochód o masie ${text(mass)} kg jedzie z prędkością ${kmh} km/h. Oblicz jego energię kinetyczną. Wynik podaj w kilodżulach.`,
          ],
          [
            step(`Energia kinetyczna: ${m('E_k = \\frac{m v^2}{2}')}.`, 'E_k = \\frac{m v^2}{2}'),
            step('Zamieniamy prędkość na m/s: dzielimy przez 3,6.', `v = ${qty(kmh, 'km/h')} = ${qty(metres, 'm/s')}`),
            step(
              'Podstawiamy masę i prędkość, a dżule zamieniamy na kilodżule.',
              `E_k = \\frac{${qty(mass, 'kg')} \\cdot (${qty(metres, 'm/s')})^2}{2} = ${qty(joules, 'J')} = ${qty(joules / 1000, 'kJ')}`,
            ),
          ],
          quantityKey(joules / 1000, 'kJ'),
        );
      }
      const mass = drawFrom(random, [0.2, 0.4, 0.5, 2, 4, 5, 10, 20, 40, 50, 60, 80]);
      const speed = drawInt(random, 1, 12);
      const joules = (mass * speed ** 2) / 2;
      if (!Number.isInteger(joules * 100)) return null;
      return quantityDraft(
        [
          `Ciało o masie ${text(mass)} kg porusza się z prędkością ${speed} m/s. Oblicz jego energię kinetyczną. Wynik podaj w dżulach.`,
        ],
        [
          step(`Energia kinetyczna: ${m('E_k = \\frac{m v^2}{2}')}.`, 'E_k = \\frac{m v^2}{2}'),
          step(
            'Podstawiamy masę i prędkość.',
            `E_k = \\frac{${qty(mass, 'kg')} \\cdot (${qty(speed, 'm/s')})^2}{2} = ${qty(joules, 'J')}`,
          ),
        ],
        quantityKey(joules, 'J'),
      );
    },
  },
  {
    ...energy,
    id: 'fizyka-energia-potencjalna',
    title: 'Energia potencjalna grawitacji: Ep = m · g · h',
    draw(random) {
      const [thing, mass] = drawFrom(random, [
        ['Doniczka o masie', drawInt(random, 1, 8) * 0.5],
        ['Wiadro z zaprawą o masie', drawInt(random, 5, 20)],
        ['Turysta o masie', drawInt(random, 50, 90)],
        ['Kamień o masie', drawInt(random, 1, 10)],
      ] as const);
      const height = drawInt(random, 2, 40);
      const joules = mass * G_EARTH * height;
      return quantityDraft(
        [
          `${thing} ${text(mass)} kg znajduje się na wysokości ${height} m nad ziemią. Oblicz jego energię potencjalną grawitacji względem ziemi. ${gravityNote} Wynik podaj w dżulach.`.replace(
            'jego energię',
            thing.startsWith('Doniczka') ? 'jej energię' : 'jego energię',
          ),
        ],
        [
          step(`Energia potencjalna grawitacji: ${m('E_p = m g h')}.`, 'E_p = m g h'),
          step(
            'Podstawiamy masę, przyspieszenie ziemskie i wysokość.',
            `E_p = ${qty(mass, 'kg')} \\cdot ${qty(G_EARTH, 'm/s^2')} \\cdot ${qty(height, 'm')} = ${qty(joules, 'J')}`,
          ),
        ],
        quantityKey(joules, 'J'),
      );
    },
  },
  {
    ...energy,
    id: 'fizyka-zasada-zachowania-energii',
    title: 'Zasada zachowania energii: prędkość ciała spadającego z wysokości',
    draw(random) {
      const speed = drawInt(random, 1, 15) * 2;
      const height = speed ** 2 / (2 * G_EARTH);
      const thing = drawFrom(random, ['Kamień', 'Jabłko', 'Piłka', 'Klucz', 'Orzech'] as const);
      const verb = thing === 'Piłka' ? 'spadła' : thing === 'Jabłko' ? 'spadło' : 'spadł';
      const where = drawFrom(random, ['z wysokości', 'swobodnie z wysokości'] as const);
      return quantityDraft(
        [
          `${thing} ${verb} ${where} ${text(height)} m. Pomijając opór powietrza, oblicz prędkość tuż przed uderzeniem o ziemię. ${gravityNote} Wynik podaj w m/s.`,
        ],
        [
          step(
            `Energia potencjalna zamienia się w kinetyczną: ${m('m g h = \\frac{m v^2}{2}')}, więc ${m('v = \\sqrt{2 g h}')}.`,
            'v = \\sqrt{2 g h}',
          ),
          step(
            'Podstawiamy przyspieszenie ziemskie i wysokość.',
            `v = \\sqrt{2 \\cdot ${qty(G_EARTH, 'm/s^2')} \\cdot ${qty(height, 'm')}} = ${qty(speed, 'm/s')}`,
          ),
        ],
        quantityKey(speed, 'm/s'),
      );
    },
  },
];
