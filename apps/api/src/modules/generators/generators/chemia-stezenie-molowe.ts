import type { TGenerator } from '../generator.types';
import { drawFrom, m, num, numText, paragraphs, tidy } from '../generator-draw';
import { atomMassSum, compoundOf, formula, molarMass, q, quantityKey, relation, roundTo } from './chemia-wspolne';

/** Chemistry (issue 73): molar concentration, dilution (C₁V₁ = C₂V₂), percentage to molar concentration. */

const SOLUTES = [
  'NaOH',
  'KOH',
  'HCl',
  'HNO_3',
  'H_2SO_4',
  'NaCl',
  'KNO_3',
  'CuSO_4',
  'Na_2CO_3',
  'Na_2SO_4',
  'C_6H_{12}O_6',
].map(compoundOf);
const MOLARITIES = [0.1, 0.2, 0.25, 0.4, 0.5, 1, 1.5, 2] as const;
/** Volumes in cm³ (a volumetric flask's sizes). */
const FLASKS = [100, 200, 250, 500, 1000] as const;

const isWhole = (value: number, decimals: number) => Math.abs(roundTo(value, decimals) - value) < 1e-9;
const cm3 = (volume: number) => `${volume} cm³`;

export const chemistryMolarConcentrationGenerators: TGenerator[] = [
  {
    id: 'chemia-stezenie-molowe',
    title: 'Stężenie molowe roztworu',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Stężenia roztworów',
    requirements: [],
    conceptSlugs: ['chemia-stezenia-roztworow', 'chemia-mol-i-masa-molowa'],
    draw(random) {
      const substance = drawFrom(random, SOLUTES);
      const molarity = drawFrom(random, MOLARITIES);
      const volume = drawFrom(random, FLASKS);
      const moles = tidy((molarity * volume) / 1000);
      const mass = tidy(moles * molarMass(substance));
      if (!isWhole(mass, 2)) return null;
      const askMass = random() < 0.5;
      const named = `${m(formula(substance))}`;
      const molarStep = {
        explanation: 'Masa molowa substancji:',
        math: `M = ${atomMassSum(substance, 'g/mol')} = ${q(molarMass(substance), 'g/mol')}`,
      };
      const litres = tidy(volume / 1000);
      const volumeStep = {
        explanation: `Objętość w decymetrach sześciennych: ${m('1\\,\\mathrm{dm^3} = 1000\\,\\mathrm{cm^3}')}.`,
        math: `V = ${q(volume, 'cm^3')} = ${q(litres, 'dm^3')}`,
      };
      if (askMass)
        return {
          statementHtml: paragraphs(
            `Oblicz, ile gramów ${substance.genitive} ${named} trzeba odważyć, aby przygotować ${cm3(volume)} roztworu o stężeniu ${numText(molarity)} mol/dm³.`,
          ),
          answer: quantityKey(mass, 'g'),
          steps: [
            volumeStep,
            {
              explanation: `Liczba moli: ${m('n = C_m \\cdot V')}.`,
              math: `n = ${q(molarity, 'mol/dm^3')} \\cdot ${q(litres, 'dm^3')} = ${q(moles, 'mol')}`,
            },
            molarStep,
            {
              explanation: 'Masa substancji:',
              math: `m = n \\cdot M = ${q(moles, 'mol')} \\cdot ${q(molarMass(substance), 'g/mol')} = ${q(mass, 'g')}`,
            },
          ],
          verification: { mode: 'quantity' },
        };
      return {
        statementHtml: paragraphs(
          `W kolbie miarowej przygotowano ${cm3(volume)} roztworu, rozpuszczając ${numText(mass)} g ${substance.genitive} ${named} w wodzie. Oblicz stężenie molowe tego roztworu.`,
          'Wynik podaj w mol/dm³.',
        ),
        answer: quantityKey(molarity, 'mol/dm³'),
        steps: [
          molarStep,
          {
            explanation: `Liczba moli: ${m('n = \\frac{m}{M}')}.`,
            math: `n = \\frac{${q(mass, 'g')}}{${q(molarMass(substance), 'g/mol')}} = ${q(moles, 'mol')}`,
          },
          volumeStep,
          {
            explanation: `Stężenie molowe: ${m('C_m = \\frac{n}{V}')}.`,
            math: `C_m = \\frac{${q(moles, 'mol')}}{${q(litres, 'dm^3')}} = ${q(molarity, 'mol/dm^3')}`,
          },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-rozcienczanie-roztworu-molowego',
    title: 'Rozcieńczanie roztworu: C₁V₁ = C₂V₂',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Stężenia roztworów',
    requirements: [],
    conceptSlugs: ['chemia-stezenia-roztworow'],
    niceNumbers: { decimals: 3 },
    draw(random) {
      const substance = drawFrom(random, SOLUTES.slice(0, 5));
      const initial = drawFrom(random, [0.5, 1, 2, 2.5, 3, 4, 5, 6]);
      const taken = drawFrom(random, [10, 20, 25, 40, 50, 100]);
      const final = drawFrom(random, [100, 200, 250, 500, 1000]);
      if (final <= taken) return null;
      const diluted = tidy((initial * taken) / final);
      if (!isWhole(diluted, 3) || diluted < 0.01) return null;
      const kind = drawFrom(random, ['concentration', 'volume', 'water'] as const);
      const c1v1 = `${q(initial, 'mol/dm^3')} \\cdot ${q(taken, 'cm^3')}`;
      const rule = {
        explanation: `Liczba moli substancji się nie zmienia: ${m('C_1 V_1 = C_2 V_2')}.`,
        math: `n = ${c1v1} = ${q(tidy((initial * taken) / 1000), 'mol')}`,
      };
      const named = `${substance.genitive} ${m(formula(substance))}`;
      if (kind === 'concentration')
        return {
          statementHtml: paragraphs(
            `Pobrano ${cm3(taken)} roztworu ${named} o stężeniu ${numText(initial)} mol/dm³ i rozcieńczono wodą do objętości ${cm3(final)}. Oblicz stężenie molowe otrzymanego roztworu.`,
            'Wynik podaj w mol/dm³.',
          ),
          answer: quantityKey(diluted, 'mol/dm³'),
          steps: [
            rule,
            {
              explanation: 'Stężenie po rozcieńczeniu:',
              math: `C_2 = \\frac{C_1 V_1}{V_2} = \\frac{${c1v1}}{${q(final, 'cm^3')}} = ${q(diluted, 'mol/dm^3')}`,
            },
          ],
          verification: { mode: 'quantity' },
        };
      const water = final - taken;
      const volumeStep = {
        explanation: 'Objętość roztworu po rozcieńczeniu:',
        math: `V_2 = \\frac{C_1 V_1}{C_2} = \\frac{${c1v1}}{${q(diluted, 'mol/dm^3')}} = ${q(final, 'cm^3')}`,
      };
      return {
        statementHtml: paragraphs(
          `${numText(taken)} cm³ roztworu ${named} o stężeniu ${numText(initial)} mol/dm³ rozcieńczono wodą tak, że otrzymano roztwór o stężeniu ${numText(diluted)} mol/dm³. ${kind === 'water' ? 'Ile centymetrów sześciennych wody dodano? Przyjmij, że objętości się sumują.' : 'Oblicz objętość otrzymanego roztworu.'}`,
          'Wynik podaj w cm³.',
        ),
        answer: quantityKey(kind === 'water' ? water : final, 'cm³'),
        steps:
          kind === 'water'
            ? [
                rule,
                volumeStep,
                {
                  explanation: 'Dodana woda to różnica objętości.',
                  math: `V_w = ${q(final, 'cm^3')} - ${q(taken, 'cm^3')} = ${q(water, 'cm^3')}`,
                },
              ]
            : [rule, volumeStep],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-przeliczanie-cp-na-cm',
    title: 'Przeliczanie stężenia procentowego na molowe',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Stężenia roztworów',
    requirements: [],
    conceptSlugs: ['chemia-stezenia-roztworow'],
    draw(random) {
      const substance = drawFrom(random, SOLUTES.slice(0, 10));
      const percent = drawFrom(random, [5, 8, 10, 12, 15, 20, 25, 30, 40]);
      const density = drawFrom(random, [1.05, 1.08, 1.1, 1.12, 1.15, 1.2, 1.25, 1.3]);
      const solutionMass = tidy(density * 1000);
      const solute = tidy((percent * solutionMass) / 100);
      if (!isWhole(solute, 2)) return null;
      const moles = solute / molarMass(substance);
      const molarity = roundTo(moles, 2);
      if (molarity < 0.1) return null;
      return {
        statementHtml: paragraphs(
          `Roztwór ${substance.genitive} ${m(formula(substance))} o stężeniu ${percent}% ma gęstość ${numText(density)} g/cm³. Oblicz stężenie molowe tego roztworu.`,
          'Wynik podaj w mol/dm³ z dokładnością do 0,01.',
        ),
        answer: quantityKey(molarity, 'mol/dm³'),
        steps: [
          {
            explanation: `Rozważmy ${m('1\\,\\mathrm{dm^3} = 1000\\,\\mathrm{cm^3}')} roztworu; jego masa to gęstość razy objętość.`,
            math: `m_r = ${q(density, 'g/cm^3')} \\cdot ${q(1000, 'cm^3')} = ${q(solutionMass, 'g')}`,
          },
          {
            explanation: 'Masa substancji rozpuszczonej w tej porcji:',
            math: `m_s = \\frac{${num(percent)}\\% \\cdot ${q(solutionMass, 'g')}}{100\\%} = ${q(solute, 'g')}`,
          },
          {
            explanation: `Liczba moli, przy ${m(`M = ${q(molarMass(substance), 'g/mol')}`)}:`,
            math: `n = \\frac{${q(solute, 'g')}}{${q(molarMass(substance), 'g/mol')}} ${relation(moles, molarity)} ${q(molarity, 'mol')}`,
          },
          {
            explanation: 'Ta liczba moli jest w 1 dm³ roztworu.',
            math: `C_m = \\frac{${q(molarity, 'mol')}}{${q(1, 'dm^3')}} = ${q(molarity, 'mol/dm^3')}`,
          },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
];
