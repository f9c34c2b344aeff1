import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, m } from '../generator-draw';
import {
  concepts,
  G_EARTH,
  gravityNote,
  grouped,
  physics,
  qty,
  quantityDraft,
  quantityKey,
  round,
  step,
  text,
} from './fizyka-wspolne';

/** Fizyka, matura rozszerzona: rzut poziomy, ruch po okręgu, grawitacja, foton (issue 73). */

const extended = { ...physics, exam: 'MATURA_R' } as const;

/** Planck's constant, the speed of light and the electronvolt as the statements give them. */
const PLANCK = 6.63e-34;
const LIGHT = 3e8;
const ELECTRONVOLT = 1.6e-19;
const GRAVITATIONAL = 6.67e-11;
const EARTH_MASS = 6e24;
const EARTH_RADIUS_KM = 6400;

/** `4{,}5 \cdot 10^{-7}`: a number in scientific notation with `digits` significant digits. */
function scientific(value: number, digits = 3): string {
  const exponent = Math.floor(Math.log10(Math.abs(value)));
  const mantissa = round(value / 10 ** exponent, digits - 1);
  return mantissa === 1 ? `10^{${exponent}}` : `${grouped(mantissa)} \\cdot 10^{${exponent}}`;
}

const constantsOfEarth = m(
  `G = 6{,}67 \\cdot 10^{-11}\\,\\mathrm{\\frac{N \\cdot m^2}{kg^2}},\\ M_Z = 6 \\cdot 10^{24}\\,\\mathrm{kg},\\ R_Z = 6400\\,\\mathrm{km}`,
);

export const physicsExtendedGenerators: TGenerator[] = [
  {
    ...extended,
    id: 'fizyka-rzut-poziomy-zasieg',
    title: 'Rzut poziomy: zasięg',
    section: 'Kinematyka',
    conceptSlugs: concepts('fizyka-ruch-przyspieszony'),
    draw(random) {
      const seconds = drawFrom(random, [0.4, 0.6, 0.8, 1, 1.2, 1.4, 1.6, 1.8, 2, 2.4, 3]);
      const height = tidyHeight(seconds);
      const speed = drawInt(random, 2, 25);
      const range = round(speed * seconds, 2);
      const thing = drawFrom(random, ['Kamień', 'Piłkę', 'Kulkę', 'Rzutkę'] as const);
      return quantityDraft(
        [
          `${thing} rzucono poziomo z prędkością ${speed} m/s z wysokości ${text(height)} m nad ziemią. Oblicz zasięg rzutu. Pomiń opór powietrza. ${gravityNote} Wynik podaj w metrach.`,
        ],
        [
          step(
            `W pionie ciało spada swobodnie: ${m('h = \\frac{g t^2}{2}')}, więc czas lotu to ${m('t = \\sqrt{\\frac{2h}{g}}')}.`,
            't = \\sqrt{\\frac{2h}{g}}',
          ),
          step(
            'Obliczamy czas lotu.',
            `t = \\sqrt{\\frac{2 \\cdot ${qty(height, 'm')}}{${qty(G_EARTH, 'm/s^2')}}} = ${qty(seconds, 's')}`,
          ),
          step(
            `W poziomie ruch jest jednostajny: zasięg ${m('z = v_0 \\cdot t')}.`,
            `z = ${qty(speed, 'm/s')} \\cdot ${qty(seconds, 's')} = ${qty(range, 'm')}`,
          ),
        ],
        quantityKey(range, 'm'),
      );
    },
  },
  {
    ...extended,
    id: 'fizyka-sila-dosrodkowa',
    title: 'Ruch po okręgu: siła dośrodkowa',
    section: 'Dynamika',
    conceptSlugs: concepts('fizyka-zasady-dynamiki'),
    niceNumbers: { max: 100_000 },
    draw(random) {
      if (random() < 0.5) {
        const mass = drawInt(random, 8, 16) * 100;
        const speed = drawFrom(random, [5, 10, 15, 20, 25]);
        const radius = drawFrom(random, [20, 25, 40, 50, 80, 100, 125, 200]);
        const force = (mass * speed ** 2) / radius;
        if (!Number.isInteger(force)) return null;
        return quantityDraft(
          [
            `Samochód o masie ${text(mass)} kg pokonuje zakręt o promieniu ${radius} m, jadąc ze stałą prędkością ${speed} m/s. Oblicz wartość siły dośrodkowej działającej na samochód. Wynik podaj w niutonach.`,
          ],
          [
            step(
              `Siła dośrodkowa w ruchu jednostajnym po okręgu: ${m('F = \\frac{m v^2}{r}')}.`,
              'F = \\frac{m v^2}{r}',
            ),
            step(
              'Podstawiamy masę, prędkość i promień.',
              `F = \\frac{${qty(mass, 'kg')} \\cdot (${qty(speed, 'm/s')})^2}{${qty(radius, 'm')}} = ${qty(force, 'N')}`,
            ),
          ],
          quantityKey(force, 'N'),
        );
      }
      const grams = drawFrom(random, [100, 200, 250, 400, 500]);
      const speed = drawInt(random, 1, 8);
      const centimetres = drawFrom(random, [20, 25, 40, 50, 80, 100]);
      const force = ((grams / 1000) * speed ** 2) / (centimetres / 100);
      if (!Number.isInteger(force * 100)) return null;
      return quantityDraft(
        [
          `Kulka o masie ${grams} g zawieszona na nici porusza się po okręgu o promieniu ${centimetres} cm ze stałą prędkością ${speed} m/s. Oblicz wartość siły dośrodkowej. Wynik podaj w niutonach.`,
        ],
        [
          step(`Siła dośrodkowa w ruchu jednostajnym po okręgu: ${m('F = \\frac{m v^2}{r}')}.`, 'F = \\frac{m v^2}{r}'),
          step(
            'Wyrażamy masę w kilogramach, a promień w metrach.',
            `m = ${qty(grams, 'g')} = ${qty(grams / 1000, 'kg')}`,
          ),
          step(
            'Podstawiamy.',
            `F = \\frac{${qty(grams / 1000, 'kg')} \\cdot (${qty(speed, 'm/s')})^2}{${qty(centimetres / 100, 'm')}} = ${qty(force, 'N')}`,
          ),
        ],
        quantityKey(force, 'N'),
      );
    },
  },
  {
    ...extended,
    id: 'fizyka-predkosc-orbitalna',
    title: 'Prędkość satelity na orbicie kołowej',
    section: 'Grawitacja',
    conceptSlugs: concepts('fizyka-grawitacja'),
    draw(random) {
      const altitude = drawInt(random, 2, 60) * 100;
      const radius = EARTH_RADIUS_KM + altitude;
      const metres = Math.sqrt((GRAVITATIONAL * EARTH_MASS) / (radius * 1000));
      const kilometres = round(metres / 1000, 2);
      const satellite = drawFrom(random, ['Satelita', 'Stacja kosmiczna', 'Sonda'] as const);
      return quantityDraft(
        [
          `${satellite} krąży wokół Ziemi po orbicie kołowej na wysokości ${text(altitude)} km nad jej powierzchnią. Oblicz wartość prędkości na tej orbicie. Wynik podaj w km/s z dokładnością do 0,01 km/s.`,
          `Przyjmij ${constantsOfEarth}.`,
        ],
        [
          step(
            `Siła grawitacji jest siłą dośrodkową: ${m('\\frac{G M_Z m}{r^2} = \\frac{m v^2}{r}')}, więc ${m('v = \\sqrt{\\frac{G M_Z}{r}}')}.`,
            'v = \\sqrt{\\frac{G M_Z}{r}}',
          ),
          step(
            'Promień orbity to promień Ziemi powiększony o wysokość.',
            `r = ${qty(EARTH_RADIUS_KM, 'km')} + ${qty(altitude, 'km')} = ${qty(radius, 'km')} = ${scientific(radius * 1000, 4)}\\,\\mathrm{m}`,
          ),
          step(
            'Podstawiamy.',
            `v = \\sqrt{\\frac{6{,}67 \\cdot 10^{-11}\\,\\mathrm{N \\cdot m^2/kg^2} \\cdot 6 \\cdot 10^{24}\\,\\mathrm{kg}}{${scientific(radius * 1000, 4)}\\,\\mathrm{m}}} \\approx ${qty(Math.round(metres), 'm/s')} \\approx ${qty(kilometres, 'km/s')}`,
          ),
        ],
        quantityKey(kilometres, 'km/s', 0.01),
      );
    },
  },
  {
    ...extended,
    id: 'fizyka-grawitacja-na-wysokosci',
    title: 'Prawo powszechnego ciążenia: siła grawitacji na wysokości',
    section: 'Grawitacja',
    conceptSlugs: concepts('fizyka-grawitacja'),
    niceNumbers: { max: 30_000 },
    draw(random) {
      const altitude = drawFrom(random, [1600, 6400, 9600, 19_200, 25_600]);
      const mass = drawInt(random, 2, 40) * 50;
      const ratio = EARTH_RADIUS_KM ** 2 / (EARTH_RADIUS_KM + altitude) ** 2;
      const force = mass * G_EARTH * ratio;
      if (!Number.isInteger(force * 100)) return null;
      const radius = EARTH_RADIUS_KM + altitude;
      return quantityDraft(
        [
          `Satelita o masie ${text(mass)} kg krąży na wysokości ${text(altitude)} km nad powierzchnią Ziemi. Oblicz wartość siły grawitacji działającej na satelitę. Przyjmij promień Ziemi 6400 km i przyspieszenie grawitacyjne przy jej powierzchni 10 m/s². Wynik podaj w niutonach.`,
        ],
        [
          step(
            `Z prawa powszechnego ciążenia ${m('F = \\frac{G M_Z m}{r^2}')}, a przy powierzchni ${m('G M_Z = g R_Z^2')}.`,
            'F = m g \\frac{R_Z^2}{(R_Z + h)^2}',
          ),
          step(
            'Odległość satelity od środka Ziemi.',
            `r = ${qty(EARTH_RADIUS_KM, 'km')} + ${qty(altitude, 'km')} = ${qty(radius, 'km')}`,
          ),
          step(
            'Podstawiamy: siła maleje z kwadratem odległości od środka Ziemi.',
            `F = ${qty(mass, 'kg')} \\cdot ${qty(G_EARTH, 'm/s^2')} \\cdot \\frac{(${qty(EARTH_RADIUS_KM, 'km')})^2}{(${qty(radius, 'km')})^2} = ${qty(force, 'N')}`,
          ),
        ],
        quantityKey(force, 'N'),
      );
    },
  },
  {
    ...extended,
    id: 'fizyka-energia-fotonu',
    title: 'Energia fotonu w elektronowoltach',
    section: 'Fizyka atomowa',
    conceptSlugs: concepts('fizyka-optyka'),
    draw(random) {
      const nanometres = drawInt(random, 200, 750);
      const joules = (PLANCK * LIGHT) / (nanometres * 1e-9);
      const joulesRounded = round(joules / 1e-19, 2);
      const electronvolts = round(joules / ELECTRONVOLT, 2);
      const light = nanometres < 400 ? 'nadfioletowego' : 'widzialnego';
      return quantityDraft(
        [
          `Oblicz energię fotonu promieniowania ${light} o długości fali ${nanometres} nm. Wynik podaj w elektronowoltach z dokładnością do 0,01 eV.`,
          `Przyjmij ${m('h = 6{,}63 \\cdot 10^{-34}\\,\\mathrm{J \\cdot s}')}, ${m('c = 3 \\cdot 10^{8}\\,\\mathrm{m/s}')}, ${m('1\\,\\mathrm{eV} = 1{,}6 \\cdot 10^{-19}\\,\\mathrm{J}')}.`,
        ],
        [
          step(`Energia fotonu: ${m('E = h f = \\frac{h c}{\\lambda}')}.`, 'E = \\frac{h c}{\\lambda}'),
          step(
            'Wyrażamy długość fali w metrach: 1 nm = 10⁻⁹ m.',
            `\\lambda = ${qty(nanometres, 'nm')} = ${scientific(nanometres * 1e-9)}\\,\\mathrm{m}`,
          ),
          step(
            'Podstawiamy stałe.',
            `E = \\frac{6{,}63 \\cdot 10^{-34}\\,\\mathrm{J \\cdot s} \\cdot 3 \\cdot 10^{8}\\,\\mathrm{m/s}}{${scientific(nanometres * 1e-9)}\\,\\mathrm{m}} \\approx ${grouped(joulesRounded)} \\cdot 10^{-19}\\,\\mathrm{J}`,
          ),
          step(
            'Zamieniamy dżule na elektronowolty: dzielimy przez 1,6 · 10⁻¹⁹.',
            `E \\approx \\frac{${grouped(joulesRounded)} \\cdot 10^{-19}}{1{,}6 \\cdot 10^{-19}}\\,\\mathrm{eV} \\approx ${qty(electronvolts, 'eV')}`,
          ),
        ],
        quantityKey(electronvolts, 'eV', 0.01),
      );
    },
  },
];

/** The height from which a horizontal throw lasts `seconds`: h = g t² / 2. */
function tidyHeight(seconds: number): number {
  return round((G_EARTH * seconds ** 2) / 2, 2);
}
