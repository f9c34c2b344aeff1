import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, m } from '../generator-draw';
import { concepts, G_EARTH, gravityNote, physics, qty, quantityDraft, quantityKey, step, text } from './fizyka-wspolne';

/** Fizyka: ciepło (ogrzewanie, topnienie, przemiana izobaryczna), gęstość i ciśnienie (issue 73). */

const heat = { ...physics, section: 'Termodynamika', conceptSlugs: concepts('fizyka-termodynamika') } as const;
const density = {
  ...physics,
  exam: 'E8',
  section: 'Gęstość i ciśnienie',
  conceptSlugs: concepts('fizyka-gestosc-i-cisnienie'),
  niceNumbers: { max: 100_000 },
} as const;

/** Specific heats from the school tables, J/(kg·°C): the genitive of the substance and its value. */
const SPECIFIC_HEATS = [
  ['wody', 4200],
  ['wody', 4200],
  ['oleju', 2000],
  ['glinu', 900],
  ['żelaza', 450],
  ['miedzi', 380],
] as const;
/** Heats of fusion, kJ/kg, and melting points, °C. */
const FUSION = [
  ['lodu', 334, 0],
  ['lodu', 334, 0],
  ['ołowiu', 25, 327],
  ['cyny', 59, 232],
  ['glinu', 398, 660],
] as const;
/** Densities from the school tables, g/cm³: glin, żelazo, miedź, ołów, srebro, cynk, szkło, lód. */
const DENSITIES = [2.7, 7.8, 8.9, 11.3, 10.5, 7.1, 2.5, 0.9] as const;
const LIQUIDS = [
  ['wody', 1000],
  ['wody', 1000],
  ['wody morskiej', 1030],
  ['nafty', 800],
  ['oliwy', 920],
] as const;

export const physicsHeatAndPressureGenerators: TGenerator[] = [
  {
    ...heat,
    exam: 'E8',
    id: 'fizyka-cieplo-wlasciwe',
    title: 'Ciepło potrzebne do ogrzania ciała: Q = m · c · ΔT',
    draw(random) {
      const [substance, specific] = drawFrom(random, SPECIFIC_HEATS);
      const mass = drawFrom(random, [0.2, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5]);
      const start = drawInt(random, 2, 6) * 5;
      const end = drawInt(random, 8, 20) * 5;
      const rise = end - start;
      const joules = mass * specific * rise;
      if (!Number.isInteger(joules / 10)) return null;
      return quantityDraft(
        [
          `Ile ciepła trzeba dostarczyć, aby ogrzać ${text(mass)} kg ${substance} od temperatury ${start} °C do ${end} °C? Ciepło właściwe ${substance} wynosi ${specific} J/(kg · °C). Wynik podaj w kilodżulach.`,
        ],
        [
          step(
            `Ciepło pobrane przy ogrzewaniu: ${m('Q = m \\cdot c \\cdot \\Delta T')}.`,
            'Q = m \\cdot c \\cdot \\Delta T',
          ),
          step(
            'Przyrost temperatury to różnica temperatury końcowej i początkowej.',
            `\\Delta T = ${qty(end, '°C')} - ${qty(start, '°C')} = ${qty(rise, '°C')}`,
          ),
          step(
            'Podstawiamy i zamieniamy dżule na kilodżule.',
            `Q = ${qty(mass, 'kg')} \\cdot ${qty(specific, 'J/(kg \\cdot °C)')} \\cdot ${qty(rise, '°C')} = ${qty(joules, 'J')} = ${qty(joules / 1000, 'kJ')}`,
          ),
        ],
        quantityKey(joules / 1000, 'kJ'),
      );
    },
  },
  {
    ...heat,
    exam: 'E8',
    id: 'fizyka-cieplo-topnienia',
    title: 'Ciepło topnienia: Q = m · L',
    draw(random) {
      const [substance, fusion, melting] = drawFrom(random, FUSION);
      const grams = drawInt(random, 1, 50) * 100;
      const kilograms = grams / 1000;
      const kilojoules = kilograms * fusion;
      if (!Number.isInteger(kilojoules * 10)) return null;
      const inGrams = grams < 1000 && random() < 0.6;
      const amount = inGrams ? `${grams} g` : `${text(kilograms)} kg`;
      return quantityDraft(
        [
          `Ile ciepła trzeba dostarczyć, aby stopić ${amount} ${substance} o temperaturze topnienia ${melting} °C? Ciepło topnienia ${substance} wynosi ${fusion} kJ/kg. Wynik podaj w kilodżulach.`,
        ],
        [
          step(
            `W temperaturze topnienia całe dostarczone ciepło idzie na topnienie: ${m('Q = m \\cdot c_t')}.`,
            'Q = m \\cdot c_t',
          ),
          ...(inGrams
            ? [step('Zamieniamy gramy na kilogramy.', `m = ${qty(grams, 'g')} = ${qty(kilograms, 'kg')}`)]
            : []),
          step(
            'Mnożymy masę przez ciepło topnienia.',
            `Q = ${qty(kilograms, 'kg')} \\cdot ${qty(fusion, 'kJ/kg')} = ${qty(kilojoules, 'kJ')}`,
          ),
        ],
        quantityKey(kilojoules, 'kJ'),
      );
    },
  },
  {
    ...heat,
    exam: 'MATURA_R',
    id: 'fizyka-praca-przemiana-izobaryczna',
    title: 'Praca gazu w przemianie izobarycznej',
    draw(random) {
      const kilopascals = drawInt(random, 1, 30) * 10;
      const before = drawInt(random, 1, 20);
      const after = before + drawInt(random, 1, 20);
      const change = after - before;
      const joules = kilopascals * change;
      const verb = random() < 0.5 ? 'rozprężył się' : 'zwiększył objętość';
      return quantityDraft(
        [
          `Gaz pod stałym ciśnieniem ${kilopascals} kPa ${verb} od ${before} dm³ do ${after} dm³. Oblicz pracę wykonaną przez gaz. Wynik podaj w dżulach.`,
        ],
        [
          step(
            `W przemianie izobarycznej praca gazu to iloczyn ciśnienia i przyrostu objętości: ${m('W = p \\cdot \\Delta V')}.`,
            'W = p \\cdot \\Delta V',
          ),
          step(
            'Obliczamy przyrost objętości i wyrażamy go w metrach sześciennych: 1 dm³ = 0,001 m³.',
            `\\Delta V = ${qty(after, 'dm^3')} - ${qty(before, 'dm^3')} = ${qty(change, 'dm^3')} = ${qty(change / 1000, 'm^3')}`,
          ),
          step(
            'Mnożymy ciśnienie (w paskalach) przez przyrost objętości.',
            `W = ${qty(kilopascals * 1000, 'Pa')} \\cdot ${qty(change / 1000, 'm^3')} = ${qty(joules, 'J')}`,
          ),
        ],
        quantityKey(joules, 'J'),
      );
    },
  },
  {
    ...density,
    id: 'fizyka-gestosc',
    title: 'Gęstość: ρ = m / V w g/cm³ i kg/m³',
    draw(random) {
      const grams = drawFrom(random, DENSITIES);
      const volume = drawInt(random, 2, 50) * 10;
      const mass = grams * volume;
      const thing = drawFrom(random, ['Klocek', 'Walec', 'Prostopadłościan', 'Odważnik'] as const);
      if (random() < 0.5)
        return quantityDraft(
          [
            `${thing} o objętości ${volume} cm³ ma masę ${text(mass)} g. Oblicz gęstość substancji, z której go wykonano. Wynik podaj w g/cm³.`,
          ],
          [
            step(`Gęstość to iloraz masy i objętości: ${m('\\rho = \\frac{m}{V}')}.`, '\\rho = \\frac{m}{V}'),
            step(
              'Dzielimy masę przez objętość.',
              `\\rho = \\frac{${qty(mass, 'g')}}{${qty(volume, 'cm^3')}} = ${qty(grams, 'g/cm^3')}`,
            ),
          ],
          quantityKey(grams, 'g/cm³'),
        );
      return quantityDraft(
        [
          `${thing} o objętości ${volume} cm³ ma masę ${text(mass)} g. Oblicz gęstość substancji, z której go wykonano. Wynik podaj w kg/m³.`,
        ],
        [
          step(`Gęstość to iloraz masy i objętości: ${m('\\rho = \\frac{m}{V}')}.`, '\\rho = \\frac{m}{V}'),
          step(
            'Dzielimy masę przez objętość.',
            `\\rho = \\frac{${qty(mass, 'g')}}{${qty(volume, 'cm^3')}} = ${qty(grams, 'g/cm^3')}`,
          ),
          step(
            '1 g/cm³ to 1000 kg/m³: w 1 m³ jest 1 000 000 cm³, a 1 kg to 1000 g.',
            `\\rho = ${qty(grams, 'g/cm^3')} = ${qty(grams * 1000, 'kg/m^3')}`,
          ),
        ],
        quantityKey(grams * 1000, 'kg/m³'),
      );
    },
  },
  {
    ...density,
    id: 'fizyka-cisnienie',
    title: 'Ciśnienie: p = F / S',
    draw(random) {
      const thing = drawFrom(random, ['Skrzynia', 'Szafa', 'Paczka', 'Rzeźba'] as const);
      if (random() < 0.5) {
        const force = drawInt(random, 1, 40) * 50;
        const area = drawFrom(random, [0.1, 0.2, 0.25, 0.4, 0.5, 0.8, 1, 2]);
        const pressure = force / area;
        if (!Number.isInteger(pressure * 100)) return null;
        return quantityDraft(
          [
            `${thing} o ciężarze ${text(force)} N stoi na podłodze. Powierzchnia jej podstawy wynosi ${text(area)} m². Oblicz ciśnienie wywierane na podłogę. Wynik podaj w paskalach.`,
          ],
          [
            step(`Ciśnienie to iloraz siły nacisku i powierzchni: ${m('p = \\frac{F}{S}')}.`, 'p = \\frac{F}{S}'),
            step(
              'Dzielimy siłę przez pole powierzchni: 1 Pa = 1 N/m².',
              `p = \\frac{${qty(force, 'N')}}{${qty(area, 'm^2')}} = ${qty(pressure, 'Pa')}`,
            ),
          ],
          quantityKey(pressure, 'Pa'),
        );
      }
      const force = drawInt(random, 1, 40) * 50;
      const area = drawFrom(random, [20, 25, 40, 50, 80, 100, 200, 250, 400, 500]);
      const pascals = force / (area / 10_000);
      const kilopascals = pascals / 1000;
      if (!Number.isInteger(kilopascals * 100)) return null;
      return quantityDraft(
        [
          `${thing} o ciężarze ${text(force)} N stoi na podłodze. Powierzchnia jej podstawy wynosi ${area} cm². Oblicz ciśnienie wywierane na podłogę. Wynik podaj w kilopaskalach.`,
        ],
        [
          step(`Ciśnienie to iloraz siły nacisku i powierzchni: ${m('p = \\frac{F}{S}')}.`, 'p = \\frac{F}{S}'),
          step(
            'Zamieniamy centymetry kwadratowe na metry kwadratowe: 1 m² = 10 000 cm².',
            `S = ${qty(area, 'cm^2')} = ${qty(area / 10_000, 'm^2')}`,
          ),
          step(
            'Dzielimy siłę przez pole powierzchni: 1 Pa = 1 N/m², 1 kPa = 1000 Pa.',
            `p = \\frac{${qty(force, 'N')}}{${qty(area / 10_000, 'm^2')}} = ${qty(pascals, 'Pa')} = ${qty(kilopascals, 'kPa')}`,
          ),
        ],
        quantityKey(kilopascals, 'kPa'),
      );
    },
  },
  {
    ...density,
    id: 'fizyka-cisnienie-hydrostatyczne',
    title: 'Ciśnienie hydrostatyczne: p = ρ · g · h',
    draw(random) {
      const [liquid, rho] = drawFrom(random, LIQUIDS);
      const depth = drawInt(random, 1, 80) / 2;
      const pascals = rho * G_EARTH * depth;
      const kilopascals = pascals / 1000;
      if (!Number.isInteger(kilopascals * 100)) return null;
      return quantityDraft(
        [
          `Oblicz ciśnienie hydrostatyczne ${liquid} na głębokości ${text(depth)} m. Gęstość ${liquid} wynosi ${text(rho)} kg/m³. ${gravityNote} Wynik podaj w kilopaskalach.`,
        ],
        [
          step(`Ciśnienie hydrostatyczne: ${m('p = \\rho \\cdot g \\cdot h')}.`, 'p = \\rho \\cdot g \\cdot h'),
          step(
            'Podstawiamy gęstość, przyspieszenie ziemskie i głębokość; 1 kPa = 1000 Pa.',
            `p = ${qty(rho, 'kg/m^3')} \\cdot ${qty(G_EARTH, 'm/s^2')} \\cdot ${qty(depth, 'm')} = ${qty(pascals, 'Pa')} = ${qty(kilopascals, 'kPa')}`,
          ),
        ],
        quantityKey(kilopascals, 'kPa'),
      );
    },
  },
];
