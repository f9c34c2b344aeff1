import type { TGenerator } from '../generator.types';
import { drawFrom, m, num, numText, paragraphs, tidy } from '../generator-draw';
import {
  ATOMIC_MASS,
  atomMassSum,
  COMPOUNDS,
  formula,
  molarMass,
  percentKey,
  q,
  quantityKey,
  relation,
  roundTo,
  type TCompound,
} from './chemia-wspolne';

/** Chemistry (issue 73): molecular and molar mass, the mole, mass percent of an element, Avogadro's number. */

const AVOGADRO = 6.02;
const MOLES = [0.1, 0.2, 0.25, 0.5, 1.5, 2, 2.5, 3, 4, 5] as const;

/** `H — 1 u, S — 32 u, O — 16 u`: the atomic masses a statement gives, in the order of the formula. */
function massesGiven(substance: TCompound, unit: string): string {
  return substance.atoms
    .map(([element]) => m(`m_{\\mathrm{${element}}} = ${q(ATOMIC_MASS[element], unit)}`))
    .join(', ');
}

/** `2{,}5`: a decimal with at most `decimals` places, or null when it has more. */
const withDecimals = (value: number, decimals: number) =>
  Math.abs(roundTo(value, decimals) - value) < 1e-9 ? tidy(value) : null;

/** `3{,}01 \cdot 10^{23}`: a number of particles in scientific notation, mantissa and exponent. */
function scientific(value: number, exponent: number): { mantissa: number; exponent: number } {
  let mantissa = tidy(value);
  let power = exponent;
  while (mantissa >= 10) [mantissa, power] = [tidy(mantissa / 10), power + 1];
  while (mantissa < 1) [mantissa, power] = [tidy(mantissa * 10), power - 1];
  return { mantissa, exponent: power };
}

const molarMassStep = (substance: TCompound) => ({
  explanation: 'Masa molowa to suma mas atomowych wszystkich atomów we wzorze, wyrażona w g/mol.',
  math: `M_{${formula(substance)}} = ${atomMassSum(substance, 'g/mol')} = ${q(molarMass(substance), 'g/mol')}`,
});

export const chemistryMoleGenerators: TGenerator[] = [
  {
    id: 'chemia-masa-czasteczkowa',
    title: 'Masa cząsteczkowa związku chemicznego',
    subject: 'CHEMISTRY',
    exam: 'E8',
    section: 'Mol i masa molowa',
    requirements: [],
    conceptSlugs: ['chemia-mol-i-masa-molowa'],
    draw(random) {
      const substance = drawFrom(random, COMPOUNDS);
      const count = drawFrom(random, [1, 1, 1, 2, 3, 4, 5, 6]);
      const mass = molarMass(substance);
      const sumStep = {
        explanation:
          'Sumujemy masy atomowe wszystkich atomów w cząsteczce (indeks mówi, ile jest atomów danego pierwiastka).',
        math: `m_{${formula(substance)}} = ${atomMassSum(substance, 'u')} = ${q(mass, 'u')}`,
      };
      const given = `Przyjmij masy atomowe: ${massesGiven(substance, 'u')}.`;
      if (count === 1) {
        const ask = drawFrom(random, [
          'Oblicz masę cząsteczkową',
          'Ile wynosi masa cząsteczkowa',
          'Podaj masę cząsteczkową',
        ]);
        return {
          statementHtml: paragraphs(
            `${ask} ${substance.genitive} ${m(formula(substance))}${ask.startsWith('Ile') ? '?' : '.'} ${given}`,
            'Wynik podaj w unitach (u).',
          ),
          answer: quantityKey(mass, 'u'),
          steps: [sumStep, { explanation: 'Masa cząsteczkowa związku:', math: `m = ${q(mass, 'u')}` }],
          verification: { mode: 'quantity' },
        };
      }
      return {
        statementHtml: paragraphs(
          `Oblicz łączną masę ${count} cząsteczek ${substance.genitive} ${m(formula(substance))}. ${given}`,
          'Wynik podaj w unitach (u).',
        ),
        answer: quantityKey(tidy(count * mass), 'u'),
        steps: [
          sumStep,
          {
            explanation: `Masa ${count} cząsteczek jest ${count} razy większa niż masa jednej.`,
            math: `m = ${count} \\cdot ${q(mass, 'u')} = ${q(tidy(count * mass), 'u')}`,
          },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-zawartosc-procentowa-pierwiastka',
    title: 'Zawartość procentowa pierwiastka w związku',
    subject: 'CHEMISTRY',
    exam: 'E8',
    section: 'Mol i masa molowa',
    requirements: [],
    conceptSlugs: ['chemia-mol-i-masa-molowa'],
    draw(random) {
      const substance = drawFrom(random, COMPOUNDS);
      const [element, count] = drawFrom(random, substance.atoms);
      const mass = molarMass(substance);
      const part = tidy(count * ATOMIC_MASS[element]);
      const exact = (100 * part) / mass;
      const percent = roundTo(exact, 1);
      const ask = drawFrom(random, [
        `Oblicz zawartość procentową (procent masowy) pierwiastka ${m(`\\mathrm{${element}}`)} w`,
        `Jaki procent masy stanowi pierwiastek ${m(`\\mathrm{${element}}`)} w`,
        `Oblicz, ile procent masy cząsteczki stanowi ${m(`\\mathrm{${element}}`)} w`,
      ]);
      const label = `\\%\\mathrm{${element}}`;
      return {
        statementHtml: paragraphs(
          `${ask} ${substance.genitive} ${m(formula(substance))}${ask.startsWith('Jaki') ? '?' : '.'} Przyjmij masy atomowe: ${massesGiven(substance, 'u')}.`,
          'Wynik podaj w procentach z dokładnością do 0,1%.',
        ),
        answer: percentKey(percent),
        steps: [
          {
            explanation: 'Masa cząsteczkowa związku:',
            math: `m_{${formula(substance)}} = ${atomMassSum(substance, 'u')} = ${q(mass, 'u')}`,
          },
          {
            explanation: `Masa atomów ${m(`\\mathrm{${element}}`)} w jednej cząsteczce:`,
            math: `m_{\\mathrm{${element}}} = ${count === 1 ? '' : `${count} \\cdot `}${q(ATOMIC_MASS[element], 'u')}${count === 1 ? '' : ` = ${q(part, 'u')}`}`,
          },
          {
            explanation: 'Dzielimy masę atomów pierwiastka przez masę cząsteczki i mnożymy przez 100%.',
            math: `${label} = \\frac{${q(part, 'u')}}{${q(mass, 'u')}} \\cdot 100\\% ${relation(exact, percent)} ${num(percent)}\\%`,
          },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-liczba-moli-z-masy',
    title: 'Liczba moli z masy substancji',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Mol i masa molowa',
    requirements: [],
    conceptSlugs: ['chemia-mol-i-masa-molowa'],
    draw(random) {
      const substance = drawFrom(random, COMPOUNDS);
      const moles = drawFrom(random, MOLES);
      const mass = withDecimals(moles * molarMass(substance), 2);
      if (mass === null) return null;
      const named = `${substance.genitive} ${m(formula(substance))}`;
      return {
        statementHtml: paragraphs(
          random() < 0.5
            ? `Oblicz, ile moli ${named} zawiera próbka o masie ${numText(mass)} g.`
            : `Próbka ${named} ma masę ${numText(mass)} g. Oblicz liczbę moli tej substancji w próbce.`,
        ),
        answer: quantityKey(moles, 'mol'),
        steps: [
          molarMassStep(substance),
          {
            explanation: 'Liczba moli to masa próbki podzielona przez masę molową.',
            math: `n = \\frac{m}{M} = \\frac{${q(mass, 'g')}}{${q(molarMass(substance), 'g/mol')}} = ${q(moles, 'mol')}`,
          },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-masa-z-liczby-moli',
    title: 'Masa próbki o danej liczbie moli',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Mol i masa molowa',
    requirements: [],
    conceptSlugs: ['chemia-mol-i-masa-molowa'],
    draw(random) {
      const substance = drawFrom(random, COMPOUNDS);
      const moles = drawFrom(random, MOLES);
      const mass = withDecimals(moles * molarMass(substance), 2);
      if (mass === null) return null;
      const ask = drawFrom(random, ['Oblicz masę', 'Ile gramów waży próbka zawierająca']);
      const statement =
        ask === 'Oblicz masę'
          ? `Oblicz masę ${numText(moles)} mola ${substance.genitive} ${m(formula(substance))}.`
          : `Ile gramów waży próbka zawierająca ${numText(moles)} mola ${substance.genitive} ${m(formula(substance))}?`;
      return {
        statementHtml: paragraphs(
          Number.isInteger(moles) ? statement.replace(' mola ', moles < 5 ? ' mole ' : ' moli ') : statement,
          'Wynik podaj w gramach.',
        ),
        answer: quantityKey(mass, 'g'),
        steps: [
          molarMassStep(substance),
          {
            explanation: 'Masa to liczba moli pomnożona przez masę molową.',
            math: `m = n \\cdot M = ${q(moles, 'mol')} \\cdot ${q(molarMass(substance), 'g/mol')} = ${q(mass, 'g')}`,
          },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-liczba-czasteczek',
    title: 'Liczba cząsteczek w próbce (liczba Avogadra)',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Mol i masa molowa',
    requirements: [],
    conceptSlugs: ['chemia-mol-i-masa-molowa'],
    niceNumbers: { decimals: 3 },
    draw(random) {
      const substance = drawFrom(random, COMPOUNDS);
      const moles = drawFrom(random, MOLES);
      const mass = withDecimals(moles * molarMass(substance), 2);
      if (mass === null) return null;
      const atoms = random() < 0.5 ? drawFrom(random, substance.atoms) : null;
      const perMolecule = atoms ? atoms[1] : 1;
      const count = scientific(moles * perMolecule * AVOGADRO, 23);
      if (roundTo(count.mantissa, 3) !== count.mantissa) return null;
      const what = atoms ? `atomów ${m(`\\mathrm{${atoms[0]}}`)}` : 'cząsteczek (drobin)';
      const result = `${num(count.mantissa)} \\cdot 10^{${count.exponent}}`;
      const steps = [
        molarMassStep(substance),
        {
          explanation: 'Liczba moli związku:',
          math: `n = \\frac{m}{M} = \\frac{${q(mass, 'g')}}{${q(molarMass(substance), 'g/mol')}} = ${q(moles, 'mol')}`,
        },
        {
          explanation: atoms
            ? `Każda drobina zawiera ${perMolecule} ${perMolecule === 1 ? 'atom' : perMolecule < 5 ? 'atomy' : 'atomów'} ${m(`\\mathrm{${atoms[0]}}`)}, a jeden mol to ${m(`6{,}02 \\cdot 10^{23}`)} drobin.`
            : `Jeden mol to ${m(`N_A = 6{,}02 \\cdot 10^{23}\\,\\mathrm{mol}^{-1}`)} drobin.`,
          math: atoms
            ? `N = ${perMolecule} \\cdot n \\cdot N_A = ${perMolecule} \\cdot ${q(moles, 'mol')} \\cdot 6{,}02 \\cdot 10^{23}\\,\\mathrm{mol}^{-1} = ${result}`
            : `N = n \\cdot N_A = ${q(moles, 'mol')} \\cdot 6{,}02 \\cdot 10^{23}\\,\\mathrm{mol}^{-1} = ${result}`,
        },
      ];
      return {
        statementHtml: paragraphs(
          `Oblicz liczbę ${what} w próbce ${substance.genitive} ${m(formula(substance))} o masie ${numText(mass)} g. Przyjmij ${m('N_A = 6{,}02 \\cdot 10^{23}\\,\\mathrm{mol}^{-1}')}.`,
          `Wynik podaj w notacji wykładniczej, np. ${m('1{,}5 \\cdot 10^{23}')}.`,
        ),
        answer: { kind: 'NUMBER', value: `${numText(count.mantissa)} \\cdot 10^{${count.exponent}}`, tolerance: null },
        steps,
        verification: { mode: 'quantity' },
      };
    },
  },
];
