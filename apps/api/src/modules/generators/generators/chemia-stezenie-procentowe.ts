import type { TGenerator } from '../generator.types';
import { drawFrom, m, num, numText, paragraphs, tidy } from '../generator-draw';
import { percentKey, q, quantityKey, relation, roundTo } from './chemia-wspolne';

/** Chemistry (issue 73): percentage concentration, dilution and concentration by evaporation, solubility, mixing. */

/** Solutes of school tasks, in the genitive (`20 g soli kuchennej`). */
const SOLUTES = [
  'soli kuchennej',
  'cukru',
  'saletry potasowej',
  'sody oczyszczonej',
  'glukozy',
  'wodorotlenku sodu',
  'siarczanu(VI) miedzi(II)',
  'chlorku potasu',
] as const;
const PERCENTS = [2, 4, 5, 8, 10, 12, 15, 20, 25, 30, 40] as const;
const SOLUTION_MASSES = [50, 80, 100, 120, 150, 200, 250, 300, 400, 500] as const;

/** Whether a value has at most `decimals` decimal places. */
const hasDecimals = (value: number, decimals: number) => Math.abs(roundTo(value, decimals) - value) < 1e-9;

const cpFormula = 'C_p = \\frac{m_s}{m_r} \\cdot 100\\%';

/** `C_p = \frac{20\,\mathrm{g}}{200\,\mathrm{g}} \cdot 100\% = 10\%`, with `\approx` when rounded to 0,1%. */
function cpStep(solute: number, solution: number) {
  const exact = (100 * solute) / solution;
  const rounded = roundTo(exact, 1);
  return {
    rounded,
    math: `C_p = \\frac{${q(solute, 'g')}}{${q(solution, 'g')}} \\cdot 100\\% ${relation(exact, rounded)} ${num(rounded)}\\%`,
  };
}

/** Solubility in g per 100 g of water at a temperature, as a table in a textbook gives it. */
const SOLUBILITY = [
  { name: 'azotanu(V) potasu', temperature: 20, grams: 32 },
  { name: 'azotanu(V) potasu', temperature: 40, grams: 64 },
  { name: 'azotanu(V) potasu', temperature: 60, grams: 110 },
  { name: 'chlorku sodu', temperature: 20, grams: 36 },
  { name: 'chlorku potasu', temperature: 20, grams: 34 },
  { name: 'chlorku potasu', temperature: 40, grams: 40 },
  { name: 'chlorku amonu', temperature: 20, grams: 37 },
  { name: 'azotanu(V) sodu', temperature: 20, grams: 88 },
  { name: 'siarczanu(VI) potasu', temperature: 20, grams: 11 },
  { name: 'siarczanu(VI) miedzi(II)', temperature: 20, grams: 20 },
  { name: 'cukru (sacharozy)', temperature: 20, grams: 200 },
] as const;

export const chemistryPercentConcentrationGenerators: TGenerator[] = [
  {
    id: 'chemia-stezenie-procentowe',
    title: 'Stężenie procentowe roztworu',
    subject: 'CHEMISTRY',
    exam: 'E8',
    section: 'Stężenia roztworów',
    requirements: [],
    conceptSlugs: ['chemia-stezenia-roztworow'],
    draw(random) {
      const percent = drawFrom(random, PERCENTS);
      const solution = drawFrom(random, SOLUTION_MASSES);
      const solute = tidy((percent * solution) / 100);
      if (!hasDecimals(solute, 1)) return null;
      const water = tidy(solution - solute);
      const name = drawFrom(random, SOLUTES);
      const withWater = random() < 0.6;
      const statement = withWater
        ? `W ${numText(water)} g wody rozpuszczono ${numText(solute)} g ${name}. Oblicz stężenie procentowe otrzymanego roztworu.`
        : `${drawFrom(random, ['Roztwór', 'Próbka roztworu'])} ${name} o masie ${solution} g zawiera ${numText(solute)} g substancji rozpuszczonej. Oblicz stężenie procentowe tego roztworu.`;
      const steps = [
        ...(withWater
          ? [
              {
                explanation: 'Masa roztworu to masa substancji rozpuszczonej i masa wody razem.',
                math: `m_r = m_s + m_w = ${q(solute, 'g')} + ${q(water, 'g')} = ${q(solution, 'g')}`,
              },
            ]
          : [{ explanation: 'Dane: masa substancji i masa roztworu.', math: `m_s = ${q(solute, 'g')}` }]),
        {
          explanation: `Stężenie procentowe: ${m(cpFormula)}.`,
          math: `C_p = \\frac{${q(solute, 'g')}}{${q(solution, 'g')}} \\cdot 100\\% = ${num(percent)}\\%`,
        },
      ];
      return {
        statementHtml: paragraphs(statement),
        answer: percentKey(percent),
        steps,
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-masa-substancji-z-cp',
    title: 'Masa substancji i wody do przygotowania roztworu',
    subject: 'CHEMISTRY',
    exam: 'E8',
    section: 'Stężenia roztworów',
    requirements: [],
    conceptSlugs: ['chemia-stezenia-roztworow'],
    draw(random) {
      const percent = drawFrom(random, PERCENTS);
      const solution = drawFrom(random, SOLUTION_MASSES);
      const solute = tidy((percent * solution) / 100);
      if (!hasDecimals(solute, 1)) return null;
      const water = tidy(solution - solute);
      const name = drawFrom(random, SOLUTES);
      const askWater = random() < 0.4;
      const soluteStep = {
        explanation: `Z wzoru na stężenie procentowe: ${m('m_s = \\frac{C_p \\cdot m_r}{100\\%}')}.`,
        math: `m_s = \\frac{${num(percent)}\\% \\cdot ${q(solution, 'g')}}{100\\%} = ${q(solute, 'g')}`,
      };
      return {
        statementHtml: paragraphs(
          `Trzeba przygotować ${solution} g roztworu ${name} o stężeniu ${percent}%. ${askWater ? 'Ile gramów wody należy użyć?' : 'Ile gramów substancji należy odważyć?'}`,
        ),
        answer: quantityKey(askWater ? water : solute, 'g'),
        steps: askWater
          ? [
              soluteStep,
              {
                explanation: 'Reszta masy roztworu to woda.',
                math: `m_w = m_r - m_s = ${q(solution, 'g')} - ${q(solute, 'g')} = ${q(water, 'g')}`,
              },
            ]
          : [{ explanation: 'Dane: masa roztworu i jego stężenie.', math: `m_r = ${q(solution, 'g')}` }, soluteStep],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-rozcienczanie-i-zatezanie',
    title: 'Rozcieńczanie i zatężanie roztworu (stężenie procentowe)',
    subject: 'CHEMISTRY',
    exam: 'E8',
    section: 'Stężenia roztworów',
    requirements: [],
    conceptSlugs: ['chemia-stezenia-roztworow'],
    draw(random) {
      const percent = drawFrom(random, PERCENTS);
      const solution = drawFrom(random, SOLUTION_MASSES);
      const solute = tidy((percent * solution) / 100);
      if (!hasDecimals(solute, 1)) return null;
      const dilute = random() < 0.6;
      const water = drawFrom(random, [20, 25, 30, 40, 50, 60, 80, 100, 150, 200]);
      if (!dilute && solution - water <= solute * 2) return null;
      const after = dilute ? solution + water : solution - water;
      const { rounded, math } = cpStep(solute, after);
      const name = drawFrom(random, SOLUTES);
      return {
        statementHtml: paragraphs(
          dilute
            ? `Do ${solution} g roztworu ${name} o stężeniu ${percent}% dolano ${water} g wody. Oblicz stężenie procentowe otrzymanego roztworu.`
            : `Z ${solution} g roztworu ${name} o stężeniu ${percent}% odparowano ${water} g wody. Oblicz stężenie procentowe otrzymanego roztworu.`,
          'Wynik podaj w procentach z dokładnością do 0,1%.',
        ),
        answer: percentKey(rounded),
        steps: [
          {
            explanation: 'Masa substancji rozpuszczonej się nie zmienia.',
            math: `m_s = \\frac{${num(percent)}\\% \\cdot ${q(solution, 'g')}}{100\\%} = ${q(solute, 'g')}`,
          },
          {
            explanation: dilute
              ? 'Masa roztworu rośnie o masę dolanej wody.'
              : 'Masa roztworu maleje o masę odparowanej wody.',
            math: `m_r = ${q(solution, 'g')} ${dilute ? '+' : '-'} ${q(water, 'g')} = ${q(after, 'g')}`,
          },
          { explanation: 'Nowe stężenie procentowe:', math },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-rozpuszczalnosc',
    title: 'Rozpuszczalność substancji w wodzie',
    subject: 'CHEMISTRY',
    exam: 'E8',
    section: 'Stężenia roztworów',
    requirements: [],
    conceptSlugs: ['chemia-stezenia-roztworow'],
    draw(random) {
      const entry = drawFrom(random, SOLUBILITY);
      const kind = drawFrom(random, ['dissolved', 'water', 'concentration'] as const);
      const given = `Rozpuszczalność ${entry.name} w temperaturze ${entry.temperature}°C wynosi ${entry.grams} g w 100 g wody.`;
      const water = drawFrom(random, [25, 50, 150, 200, 250, 300, 400, 500]);
      const dissolved = tidy((entry.grams * water) / 100);
      if (kind === 'concentration') {
        const { rounded, math } = cpStep(entry.grams, 100 + entry.grams);
        return {
          statementHtml: paragraphs(
            given,
            'Oblicz stężenie procentowe roztworu nasyconego w tej temperaturze. Wynik podaj w procentach z dokładnością do 0,1%.',
          ),
          answer: percentKey(rounded),
          steps: [
            {
              explanation: `Roztwór nasycony zawiera ${entry.grams} g substancji na 100 g wody.`,
              math: `m_r = ${q(entry.grams, 'g')} + ${q(100, 'g')} = ${q(100 + entry.grams, 'g')}`,
            },
            { explanation: 'Stężenie procentowe roztworu nasyconego:', math },
          ],
          verification: { mode: 'quantity' },
        };
      }
      if (kind === 'water') {
        return {
          statementHtml: paragraphs(
            given,
            `Oblicz najmniejszą masę wody, w której w tej temperaturze rozpuści się ${numText(dissolved)} g tej substancji.`,
          ),
          answer: quantityKey(water, 'g'),
          steps: [
            { explanation: `${entry.grams} g substancji potrzebuje 100 g wody.`, math: `m_s = ${q(dissolved, 'g')}` },
            {
              explanation: 'Masa wody jest proporcjonalna do masy substancji.',
              math: `m_w = \\frac{${q(dissolved, 'g')} \\cdot ${q(100, 'g')}}{${q(entry.grams, 'g')}} = ${q(water, 'g')}`,
            },
          ],
          verification: { mode: 'quantity' },
        };
      }
      return {
        statementHtml: paragraphs(
          given,
          `Ile gramów tej substancji można najwyżej rozpuścić w ${water} g wody w tej temperaturze?`,
        ),
        answer: quantityKey(dissolved, 'g'),
        steps: [
          { explanation: `Na 100 g wody przypada ${entry.grams} g substancji.`, math: `m_w = ${q(water, 'g')}` },
          {
            explanation: 'Masa substancji jest proporcjonalna do masy wody.',
            math: `m_s = \\frac{${q(entry.grams, 'g')} \\cdot ${q(water, 'g')}}{${q(100, 'g')}} = ${q(dissolved, 'g')}`,
          },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-mieszanie-roztworow',
    title: 'Mieszanie roztworów o różnych stężeniach procentowych',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Stężenia roztworów',
    requirements: [],
    conceptSlugs: ['chemia-stezenia-roztworow'],
    draw(random) {
      const [first, second] = [drawFrom(random, PERCENTS), drawFrom(random, PERCENTS)];
      const [massA, massB] = [drawFrom(random, SOLUTION_MASSES), drawFrom(random, SOLUTION_MASSES)];
      if (first === second) return null;
      const soluteA = tidy((first * massA) / 100);
      const soluteB = tidy((second * massB) / 100);
      if (!hasDecimals(soluteA, 1) || !hasDecimals(soluteB, 1)) return null;
      const solute = tidy(soluteA + soluteB);
      const total = massA + massB;
      const { rounded, math } = cpStep(solute, total);
      const name = drawFrom(random, SOLUTES);
      return {
        statementHtml: paragraphs(
          `Zmieszano ${massA} g roztworu ${name} o stężeniu ${first}% z ${massB} g roztworu tej samej substancji o stężeniu ${second}%. Oblicz stężenie procentowe otrzymanego roztworu.`,
          'Wynik podaj w procentach z dokładnością do 0,1%.',
        ),
        answer: percentKey(rounded),
        steps: [
          {
            explanation: 'Masa substancji w pierwszym roztworze:',
            math: `m_{s1} = \\frac{${num(first)}\\% \\cdot ${q(massA, 'g')}}{100\\%} = ${q(soluteA, 'g')}`,
          },
          {
            explanation: 'Masa substancji w drugim roztworze:',
            math: `m_{s2} = \\frac{${num(second)}\\% \\cdot ${q(massB, 'g')}}{100\\%} = ${q(soluteB, 'g')}`,
          },
          {
            explanation: 'Po zmieszaniu masy substancji i masy roztworów się sumują.',
            math: `m_s = ${q(soluteA, 'g')} + ${q(soluteB, 'g')} = ${q(solute, 'g')}`,
          },
          { explanation: `Stężenie roztworu o masie ${m(`m_r = ${q(total, 'g')}`)}:`, math },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
];
