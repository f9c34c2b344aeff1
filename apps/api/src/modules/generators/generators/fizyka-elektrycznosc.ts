import type { TGenerator } from '../generator.types';
import { drawFrom, m } from '../generator-draw';
import { concepts, physics, qty, quantityDraft, quantityKey, round, step, text } from './fizyka-wspolne';

/** Fizyka: prąd elektryczny — prawo Ohma, moc i praca prądu, opór zastępczy (issue 73). */

const current = { ...physics, section: 'Prąd elektryczny', conceptSlugs: concepts('fizyka-prad-elektryczny') } as const;
const OHM = '\\Omega';

/** Devices with their power in watts and how a sentence refers to them (rodzaj męski, żeński, nijaki). */
const DEVICES = [
  ['Czajnik elektryczny', [1800, 2000, 2200, 2400], 'm'],
  ['Żelazko', [1000, 1200, 1600, 2000], 'n'],
  ['Odkurzacz', [700, 900, 1200, 1500], 'm'],
  ['Telewizor', [60, 80, 100, 120, 150], 'm'],
  ['Żarówka LED', [5, 7, 10, 12, 15], 'f'],
  ['Suszarka do włosów', [1200, 1500, 1800, 2000], 'f'],
  ['Lodówka', [100, 120, 150, 200], 'f'],
  ['Komputer', [200, 250, 300, 400], 'm'],
  ['Piekarnik', [2000, 2500, 3000, 3500], 'm'],
  ['Grzejnik elektryczny', [500, 1000, 1500, 2000], 'm'],
] as const;
/** Receivers of the power task, in the accusative after "przez" and in the genitive after "moc". */
const RECEIVERS = [
  ['urządzenie zasilane', 'tego urządzenia'],
  ['grzałkę zasilaną', 'tej grzałki'],
  ['silnik zasilany', 'tego silnika'],
  ['żarówkę zasilaną', 'tej żarówki'],
] as const;

const SUPPLIED = { m: 'zasilany', f: 'zasilana', n: 'zasilane' } as const;
const THROUGH_IT = { m: 'przez niego', f: 'przez nią', n: 'przez nie' } as const;

export const physicsElectricityGenerators: TGenerator[] = [
  {
    ...current,
    exam: 'E8',
    id: 'fizyka-prawo-ohma',
    title: 'Prawo Ohma: napięcie, natężenie i opór',
    draw(random) {
      const resistance = drawFrom(random, [2, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30, 40, 50, 60, 100, 200, 500]);
      const amperes = drawFrom(random, [0.1, 0.2, 0.25, 0.4, 0.5, 0.6, 0.8, 1, 1.2, 1.5, 2, 2.5, 3, 4, 5]);
      const volts = resistance * amperes;
      if (!Number.isInteger(volts * 10) || volts > 400) return null;
      const asked = drawFrom(random, ['I', 'R', 'U'] as const);
      if (asked === 'I')
        return quantityDraft(
          [
            `Do opornika o oporze ${resistance} Ω przyłożono napięcie ${text(volts)} V. Oblicz natężenie prądu płynącego przez opornik. Wynik podaj w amperach.`,
          ],
          [
            step(
              `Z prawa Ohma ${m('R = \\frac{U}{I}')}, więc natężenie to iloraz napięcia i oporu.`,
              'I = \\frac{U}{R}',
            ),
            step(
              'Dzielimy napięcie przez opór: 1 A = 1 V/Ω.',
              `I = \\frac{${qty(volts, 'V')}}{${qty(resistance, OHM)}} = ${qty(amperes, 'A')}`,
            ),
          ],
          quantityKey(amperes, 'A'),
        );
      if (asked === 'R')
        return quantityDraft(
          [
            `Przez opornik, do którego przyłożono napięcie ${text(volts)} V, płynie prąd o natężeniu ${text(amperes)} A. Oblicz opór opornika. Wynik podaj w omach.`,
          ],
          [
            step(`Opór to iloraz napięcia i natężenia: ${m('R = \\frac{U}{I}')}.`, 'R = \\frac{U}{I}'),
            step(
              'Dzielimy napięcie przez natężenie: 1 Ω = 1 V/A.',
              `R = \\frac{${qty(volts, 'V')}}{${qty(amperes, 'A')}} = ${qty(resistance, OHM)}`,
            ),
          ],
          quantityKey(resistance, 'Ω'),
        );
      return quantityDraft(
        [
          `Przez opornik o oporze ${resistance} Ω płynie prąd o natężeniu ${text(amperes)} A. Oblicz napięcie między końcami opornika. Wynik podaj w woltach.`,
        ],
        [
          step(`Z prawa Ohma ${m('R = \\frac{U}{I}')}, więc napięcie to iloczyn natężenia i oporu.`, 'U = I \\cdot R'),
          step(
            'Mnożymy natężenie przez opór.',
            `U = ${qty(amperes, 'A')} \\cdot ${qty(resistance, OHM)} = ${qty(volts, 'V')}`,
          ),
        ],
        quantityKey(volts, 'V'),
      );
    },
  },
  {
    ...current,
    exam: 'E8',
    id: 'fizyka-moc-pradu',
    title: 'Moc prądu elektrycznego: P = U · I',
    draw(random) {
      const [device, powers, gender] = drawFrom(random, DEVICES);
      const watts = drawFrom(random, powers);
      const volts = drawFrom(random, [230, 12, 24]);
      const amperes = watts / volts;
      if ((volts !== 230 && watts > 300) || (volts === 230 && watts < 100)) return null;
      if (random() < 0.5) {
        const rounded = round(amperes, 2);
        const exact = rounded === amperes;
        return quantityDraft(
          [
            `${device} ma moc ${text(watts)} W i jest ${SUPPLIED[gender]} napięciem ${volts} V. Oblicz natężenie prądu płynącego ${THROUGH_IT[gender]}. Wynik podaj w amperach${exact ? '' : ' z dokładnością do 0,01 A'}.`,
          ],
          [
            step(
              `Moc prądu to iloczyn napięcia i natężenia: ${m('P = U \\cdot I')}, więc ${m('I = \\frac{P}{U}')}.`,
              'I = \\frac{P}{U}',
            ),
            step(
              'Dzielimy moc przez napięcie: 1 W = 1 V · A.',
              `I = \\frac{${qty(watts, 'W')}}{${qty(volts, 'V')}} ${exact ? '=' : '\\approx'} ${qty(rounded, 'A')}`,
            ),
          ],
          quantityKey(rounded, 'A', exact ? null : 0.005),
        );
      }
      const measured = drawFrom(random, [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]);
      const power = volts * measured;
      const [receiver, ofIt] = drawFrom(random, RECEIVERS);
      return quantityDraft(
        [
          `Przez ${receiver} napięciem ${volts} V płynie prąd o natężeniu ${text(measured)} A. Oblicz moc ${ofIt}. Wynik podaj w watach.`,
        ],
        [
          step(`Moc prądu to iloczyn napięcia i natężenia: ${m('P = U \\cdot I')}.`, 'P = U \\cdot I'),
          step(
            'Mnożymy napięcie przez natężenie.',
            `P = ${qty(volts, 'V')} \\cdot ${qty(measured, 'A')} = ${qty(power, 'W')}`,
          ),
        ],
        quantityKey(power, 'W'),
      );
    },
  },
  {
    ...current,
    exam: 'E8',
    id: 'fizyka-praca-pradu-kwh',
    title: 'Praca prądu elektrycznego w kilowatogodzinach',
    draw(random) {
      const [device, powers] = drawFrom(random, DEVICES);
      const watts = drawFrom(random, powers);
      const minutes = drawFrom(random, [6, 12, 15, 30, 45, 60, 90, 120, 180, 240, 300]);
      const days = drawFrom(random, [1, 1, 1, 30]);
      const hours = (minutes / 60) * days;
      const kwh = (watts / 1000) * hours;
      if (!Number.isInteger(kwh * 100) || kwh < 0.01) return null;
      const when = days === 1 ? `przez ${minutes} min` : `codziennie przez ${minutes} min przez 30 dni`;
      return quantityDraft(
        [
          `${device} o mocy ${text(watts)} W pracuje ${when}. Oblicz pracę prądu elektrycznego. Wynik podaj w kilowatogodzinach.`,
        ],
        [
          step(`Praca prądu to iloczyn mocy i czasu: ${m('W = P \\cdot t')}.`, 'W = P \\cdot t'),
          step('Moc wyrażamy w kilowatach, a czas w godzinach.', `P = ${qty(watts, 'W')} = ${qty(watts / 1000, 'kW')}`),
          step(
            days === 1 ? '1 h = 60 min.' : 'Czas pracy to 30 razy czas jednego dnia.',
            `t = ${days === 1 ? '' : '30 \\cdot '}${qty(minutes, 'min')} = ${qty(hours, 'h')}`,
          ),
          step(
            'Mnożymy moc przez czas.',
            `W = ${qty(watts / 1000, 'kW')} \\cdot ${qty(hours, 'h')} = ${qty(kwh, 'kW \\cdot h')}`,
          ),
        ],
        quantityKey(kwh, 'kWh'),
      );
    },
  },
  {
    ...current,
    exam: 'E8',
    id: 'fizyka-opor-zastepczy',
    title: 'Opór zastępczy dwóch oporników: szeregowo i równolegle',
    draw(random) {
      const first = drawFrom(random, [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30, 40, 60]);
      const second = drawFrom(random, [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24, 30, 40, 60]);
      if (random() < 0.4)
        return quantityDraft(
          [
            `Oporniki o oporach ${first} Ω i ${second} Ω połączono szeregowo. Oblicz opór zastępczy tego układu. Wynik podaj w omach.`,
          ],
          [
            step('W połączeniu szeregowym opory się sumują.', 'R_z = R_1 + R_2'),
            step('Dodajemy opory.', `R_z = ${qty(first, OHM)} + ${qty(second, OHM)} = ${qty(first + second, OHM)}`),
          ],
          quantityKey(first + second, 'Ω'),
        );
      const parallel = (first * second) / (first + second);
      if (!Number.isInteger(parallel * 10)) return null;
      return quantityDraft(
        [
          `Oporniki o oporach ${first} Ω i ${second} Ω połączono równolegle. Oblicz opór zastępczy tego układu. Wynik podaj w omach.`,
        ],
        [
          step(
            `W połączeniu równoległym dodają się odwrotności oporów: ${m('\\frac{1}{R_z} = \\frac{1}{R_1} + \\frac{1}{R_2}')}, więc dla dwóch oporników opór zastępczy to iloczyn przez sumę.`,
            'R_z = \\frac{R_1 R_2}{R_1 + R_2}',
          ),
          step(
            'Podstawiamy opory.',
            `R_z = \\frac{${qty(first, OHM)} \\cdot ${qty(second, OHM)}}{${qty(first, OHM)} + ${qty(second, OHM)}} = ${qty(parallel, OHM)}`,
          ),
        ],
        quantityKey(parallel, 'Ω'),
      );
    },
  },
  {
    ...current,
    exam: 'MATURA_R',
    id: 'fizyka-opor-zastepczy-mieszany',
    title: 'Opór zastępczy obwodu mieszanego',
    draw(random) {
      const series = drawFrom(random, [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20]);
      const first = drawFrom(random, [3, 4, 6, 8, 10, 12, 15, 20, 24, 30, 40, 60]);
      const second = drawFrom(random, [3, 4, 6, 8, 10, 12, 15, 20, 24, 30, 40, 60]);
      const parallel = (first * second) / (first + second);
      if (!Number.isInteger(parallel * 10)) return null;
      const total = series + parallel;
      return quantityDraft(
        [
          `Opornik o oporze ${series} Ω połączono szeregowo z układem dwóch oporników o oporach ${first} Ω i ${second} Ω połączonych ze sobą równolegle. Oblicz opór zastępczy całego obwodu. Wynik podaj w omach.`,
        ],
        [
          step(
            'Najpierw zastępujemy oporniki połączone równolegle jednym: iloczyn oporów przez ich sumę.',
            `R_{23} = \\frac{${qty(first, OHM)} \\cdot ${qty(second, OHM)}}{${qty(first, OHM)} + ${qty(second, OHM)}} = ${qty(parallel, OHM)}`,
          ),
          step(
            'Ten opór jest połączony szeregowo z pierwszym opornikiem: opory dodajemy.',
            `R_z = R_1 + R_{23} = ${qty(series, OHM)} + ${qty(parallel, OHM)} = ${qty(total, OHM)}`,
          ),
        ],
        quantityKey(total, 'Ω'),
      );
    },
  },
];
