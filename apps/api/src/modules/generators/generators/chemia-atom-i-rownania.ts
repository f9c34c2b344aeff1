import type { TGenerator } from '../generator.types';
import { drawFrom, drawInt, m, num, numText, paragraphs, tidy } from '../generator-draw';
import { allSpecies, equationLatex, REACTIONS } from './chemia-reakcje';
import { percentKey, pureKey, q, quantityKey, relation, roundTo, type TElement } from './chemia-wspolne';

/** Chemistry (issue 73): balancing equations (a coefficient), protons, neutrons and electrons, isotopes. */

const ISOTOPES: readonly (readonly [string, number, readonly number[]])[] = [
  ['H', 1, [1, 2, 3]],
  ['C', 6, [12, 13, 14]],
  ['N', 7, [14, 15]],
  ['O', 8, [16, 17, 18]],
  ['Na', 11, [23]],
  ['Mg', 12, [24, 25, 26]],
  ['Al', 13, [27]],
  ['S', 16, [32, 33, 34]],
  ['Cl', 17, [35, 37]],
  ['K', 19, [39, 40, 41]],
  ['Ca', 20, [40, 42, 44]],
  ['Fe', 26, [54, 56, 57]],
  ['Cu', 29, [63, 65]],
  ['Zn', 30, [64, 66]],
  ['U', 92, [235, 238]],
];
/** Common ions: the element and its charge. */
const IONS: readonly (readonly [string, number])[] = [
  ['Na', 1],
  ['K', 1],
  ['Mg', 2],
  ['Ca', 2],
  ['Al', 3],
  ['Fe', 2],
  ['Fe', 3],
  ['Cu', 2],
  ['Zn', 2],
  ['Cl', -1],
  ['S', -2],
  ['O', -2],
  ['N', -3],
];

const nuclide = (symbol: string, mass: number, atomic: number, charge = 0) =>
  `{}^{${mass}}_{${atomic}}\\mathrm{${symbol}}${charge === 0 ? '' : `^{${Math.abs(charge) === 1 ? '' : Math.abs(charge)}${charge > 0 ? '+' : '-'}}`}`;

export const chemistryAtomAndEquationGenerators: TGenerator[] = [
  {
    id: 'chemia-wspolczynnik-stechiometryczny',
    title: 'Uzgadnianie równania reakcji: współczynnik stechiometryczny',
    subject: 'CHEMISTRY',
    exam: 'E8',
    section: 'Równania reakcji',
    requirements: [],
    conceptSlugs: ['chemia-rownania-reakcji'],
    draw(random) {
      const reaction = drawFrom(random, REACTIONS);
      const species = allSpecies(reaction);
      const asked = drawFrom(random, species);
      if (asked.coefficient === 1 && random() < 0.6) return null;
      const atomsIn = (one: (typeof species)[number], element: TElement) =>
        one.substance.atoms.find(([name]) => name === element)?.[1] ?? 0;
      // The element whose atoms on the asked side are in the fewest other substances.
      const element = asked.substance.atoms
        .map(([name]) => name)
        .sort(
          (a, b) =>
            species.filter((one) => one.side === asked.side && one !== asked && atomsIn(one, a) > 0).length -
            species.filter((one) => one.side === asked.side && one !== asked && atomsIn(one, b) > 0).length,
        )[0]!;
      const term = (one: (typeof species)[number]) => `${one.coefficient} \\cdot ${atomsIn(one, element)}`;
      const opposite = species.filter((one) => one.side !== asked.side && atomsIn(one, element) > 0);
      const same = species.filter((one) => one.side === asked.side && one !== asked && atomsIn(one, element) > 0);
      const top = `${opposite.map(term).join(' + ')}${same.map((one) => ` - ${term(one)}`).join('')}`;
      const perMolecule = atomsIn(asked, element);
      const computation = perMolecule === 1 ? top : `\\frac{${top}}{${perMolecule}}`;
      const phrasing = drawFrom(random, [
        'Uzgodnij równanie reakcji',
        'Dobierz współczynniki stechiometryczne w schemacie reakcji',
        'Uzupełnij współczynniki w równaniu reakcji',
      ]);
      return {
        statementHtml: paragraphs(
          `${phrasing} ${m(equationLatex(reaction, false))}.`,
          `Podaj współczynnik stechiometryczny przy ${m(`\\mathrm{${asked.substance.latex}}`)} (współczynniki są najmniejszymi liczbami całkowitymi; współczynnik 1 też należy podać).`,
        ),
        answer: pureKey(asked.coefficient),
        steps: [
          {
            explanation: `Liczba atomów ${m(`\\mathrm{${element}}`)} musi być po obu stronach równania taka sama. Przy uzgodnionych pozostałych współczynnikach szukany współczynnik ${m('x')} wynosi:`,
            math: `x = ${computation} = ${asked.coefficient}`,
          },
          {
            explanation: `Uzgodnione równanie: ${m(equationLatex(reaction))}.`,
            math: `x = ${asked.coefficient}`,
          },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'chemia-protony-neutrony-elektrony',
    title: 'Liczba protonów, neutronów i elektronów w atomie i jonie',
    subject: 'CHEMISTRY',
    exam: 'E8',
    section: 'Budowa atomu',
    requirements: [],
    conceptSlugs: ['chemia-budowa-atomu'],
    draw(random) {
      const [symbol, atomic, masses] = drawFrom(random, ISOTOPES);
      const mass = drawFrom(random, masses);
      const kind = drawFrom(random, ['neutrons', 'nucleons', 'electrons'] as const);
      if (kind === 'electrons') {
        const charges = IONS.filter(([ion]) => ion === symbol).map(([, charge]) => charge);
        if (charges.length === 0) return null;
        const charge = drawFrom(random, charges);
        const electrons = atomic - charge;
        return {
          statementHtml: paragraphs(
            `${drawFrom(random, ['Ile elektronów ma jon', 'Podaj liczbę elektronów w jonie', 'Oblicz liczbę elektronów w jonie'])} ${m(nuclide(symbol, mass, atomic, charge))}.`.replace(
              /^(Ile.*)\.$/,
              '$1?',
            ),
          ),
          answer: pureKey(electrons),
          steps: [
            {
              explanation: `Atom ma tyle elektronów, ile protonów: ${m(`Z = ${atomic}`)}. Jon o ładunku ${m(`${charge > 0 ? '+' : ''}${charge}`)} ${charge > 0 ? 'oddał' : 'przyjął'} ${Math.abs(charge)} ${Math.abs(charge) === 1 ? 'elektron' : 'elektrony'}.`,
              math: `N_e = ${atomic} ${charge > 0 ? '-' : '+'} ${Math.abs(charge)} = ${electrons}`,
            },
            { explanation: 'Liczba elektronów w jonie:', math: `N_e = ${electrons}` },
          ],
          verification: { mode: 'value' },
        };
      }
      const neutrons = mass - atomic;
      if (kind === 'nucleons')
        return {
          statementHtml: paragraphs(
            `Jądro atomu pierwiastka ${m(`\\mathrm{${symbol}}`)} (liczba atomowa ${m(`Z = ${atomic}`)}) zawiera ${neutrons} ${neutrons === 1 ? 'neutron' : [2, 3, 4].includes(neutrons % 10) && ![12, 13, 14].includes(neutrons % 100) ? 'neutrony' : 'neutronów'}. Oblicz liczbę masową tego izotopu.`,
          ),
          answer: pureKey(mass),
          steps: [
            {
              explanation: 'Liczba masowa to liczba nukleonów: protonów i neutronów.',
              math: `A = Z + N = ${atomic} + ${neutrons} = ${mass}`,
            },
            { explanation: 'Liczba masowa izotopu:', math: `A = ${mass}` },
          ],
          verification: { mode: 'value' },
        };
      return {
        statementHtml: paragraphs(
          `${drawFrom(random, ['Ile neutronów zawiera jądro atomu', 'Podaj liczbę neutronów w jądrze atomu', 'Oblicz liczbę neutronów w jądrze izotopu'])} ${m(nuclide(symbol, mass, atomic))}.`.replace(
            /^(Ile.*)\.$/,
            '$1?',
          ),
        ),
        answer: pureKey(neutrons),
        steps: [
          {
            explanation: `Liczba masowa ${m(`A = ${mass}`)} to suma protonów i neutronów, liczba atomowa ${m(`Z = ${atomic}`)} to liczba protonów.`,
            math: `N = A - Z = ${mass} - ${atomic} = ${neutrons}`,
          },
          { explanation: 'Liczba neutronów:', math: `N = ${neutrons}` },
        ],
        verification: { mode: 'value' },
      };
    },
  },
  {
    id: 'chemia-srednia-masa-atomowa',
    title: 'Średnia masa atomowa pierwiastka z izotopów',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Budowa atomu',
    requirements: [],
    conceptSlugs: ['chemia-budowa-atomu'],
    draw(random) {
      const lighter = drawInt(random, 6, 80);
      const heavier = lighter + drawFrom(random, [1, 2, 2, 3]);
      const share = drawFrom(random, [10, 20, 25, 30, 40, 60, 70, 75, 80, 90, 15, 35, 45, 55, 65, 85]);
      const average = tidy((share * lighter + (100 - share) * heavier) / 100);
      if (roundTo(average, 2) !== average) return null;
      const isotopes = `${m(`{}^{${lighter}}\\mathrm{X}`)} i ${m(`{}^{${heavier}}\\mathrm{X}`)}`;
      const assumption = 'Przyjmij, że masa każdego izotopu (w u) jest równa jego liczbie masowej.';
      if (random() < 0.5)
        return {
          statementHtml: paragraphs(
            `Pierwiastek X występuje w przyrodzie jako mieszanina dwóch izotopów: ${isotopes}. Izotopu lżejszego jest ${share}% (procent liczby atomów). Oblicz średnią masę atomową pierwiastka X.`,
            `${assumption} Wynik podaj w u.`,
          ),
          answer: quantityKey(average, 'u'),
          steps: [
            { explanation: 'Izotopu cięższego jest:', math: `p_2 = 100\\% - ${share}\\% = ${100 - share}\\%` },
            {
              explanation: 'Średnia masa atomowa to średnia ważona mas izotopów.',
              math: `\\overline{m} = \\frac{${share}\\% \\cdot ${q(lighter, 'u')} + ${100 - share}\\% \\cdot ${q(heavier, 'u')}}{100\\%} = ${q(average, 'u')}`,
            },
          ],
          verification: { mode: 'quantity' },
        };
      const exact = ((heavier - average) / (heavier - lighter)) * 100;
      return {
        statementHtml: paragraphs(
          `Pierwiastek X występuje w przyrodzie jako mieszanina dwóch izotopów: ${isotopes}. Jego średnia masa atomowa wynosi ${numText(average)} u. Oblicz zawartość procentową (procent liczby atomów) lżejszego izotopu.`,
          `${assumption} Wynik podaj w procentach.`,
        ),
        answer: percentKey(roundTo(exact, 1)),
        steps: [
          {
            explanation: `Średnia ważona: ${m('\\overline{m} = \\frac{p_1 A_1 + (100\\% - p_1) A_2}{100\\%}')}; wyznaczamy z niej ${m('p_1 = \\frac{A_2 - \\overline{m}}{A_2 - A_1} \\cdot 100\\%')}. Różnica mas izotopów:`,
            math: `A_2 - A_1 = ${q(heavier, 'u')} - ${q(lighter, 'u')} = ${q(heavier - lighter, 'u')}`,
          },
          {
            explanation: 'Podstawiamy dane.',
            math: `p_1 = \\frac{${q(heavier, 'u')} - ${q(average, 'u')}}{${q(heavier, 'u')} - ${q(lighter, 'u')}} \\cdot 100\\% ${relation(exact, roundTo(exact, 1))} ${num(roundTo(exact, 1))}\\%`,
          },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
];
