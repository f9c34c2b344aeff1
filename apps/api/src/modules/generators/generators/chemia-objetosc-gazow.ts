import type { TGenerator } from '../generator.types';
import { chain, drawFrom, m, numText, paragraphs, tidy } from '../generator-draw';
import { allSpecies, equationLatex, isGas, REACTIONS, type TSpecies } from './chemia-reakcje';
import { COMPOUNDS, ELEMENT_SUBSTANCES, formula, molarMass, q, quantityKey, roundTo } from './chemia-wspolne';

/** Chemistry (issue 73): the molar volume of gases at normal conditions (22,4 dm³/mol), alone and in reactions. */

const MOLAR_VOLUME = 22.4;
const MOLES = [0.1, 0.2, 0.25, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5] as const;
const GAS_SUBSTANCES = [...COMPOUNDS, ...ELEMENT_SUBSTANCES].filter((substance) =>
  isGas({ coefficient: 1, substance }),
);
const CONDITIONS = 'w warunkach normalnych';

const hasDecimals = (value: number, decimals: number) => Math.abs(roundTo(value, decimals) - value) < 1e-9;
const named = (species: TSpecies) => `${species.substance.genitive} ${m(formula(species.substance))}`;
const molarVolume = `V_m = ${q(MOLAR_VOLUME, 'dm^3/mol')}`;

function volumeStep(moles: number) {
  return {
    explanation: `W warunkach normalnych 1 mol gazu zajmuje ${m(molarVolume)}.`,
    math: `V = n \\cdot V_m = ${q(moles, 'mol')} \\cdot ${q(MOLAR_VOLUME, 'dm^3/mol')} = ${q(tidy(moles * MOLAR_VOLUME), 'dm^3')}`,
  };
}

export const chemistryGasVolumeGenerators: TGenerator[] = [
  {
    id: 'chemia-objetosc-molowa-gazu',
    title: 'Objętość molowa gazu w warunkach normalnych',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Objętość molowa gazów',
    requirements: [],
    conceptSlugs: ['chemia-objetosc-molowa-gazow', 'chemia-mol-i-masa-molowa'],
    draw(random) {
      const substance = drawFrom(random, GAS_SUBSTANCES);
      const moles = drawFrom(random, MOLES);
      const mass = tidy(moles * molarMass(substance));
      const volume = tidy(moles * MOLAR_VOLUME);
      if (!hasDecimals(mass, 2)) return null;
      const gas = { coefficient: 1, substance };
      const massToMoles = {
        explanation: `Liczba moli gazu, przy ${m(`M = ${q(molarMass(substance), 'g/mol')}`)}:`,
        math: `n = \\frac{m}{M} = \\frac{${q(mass, 'g')}}{${q(molarMass(substance), 'g/mol')}} = ${q(moles, 'mol')}`,
      };
      if (random() < 0.5)
        return {
          statementHtml: paragraphs(
            `Oblicz objętość, jaką ${CONDITIONS} zajmuje ${numText(mass)} g ${named(gas)}.`,
            'Wynik podaj w dm³.',
          ),
          answer: quantityKey(volume, 'dm³'),
          steps: [massToMoles, volumeStep(moles)],
          verification: { mode: 'quantity' },
        };
      return {
        statementHtml: paragraphs(
          `Oblicz masę ${numText(volume)} dm³ ${named(gas)} odmierzonego ${CONDITIONS}.`,
          'Wynik podaj w gramach.',
        ),
        answer: quantityKey(mass, 'g'),
        steps: [
          {
            explanation: `Liczba moli gazu: ${m('n = \\frac{V}{V_m}')}, gdzie ${m(molarVolume)}.`,
            math: `n = \\frac{${q(volume, 'dm^3')}}{${q(MOLAR_VOLUME, 'dm^3/mol')}} = ${q(moles, 'mol')}`,
          },
          {
            explanation: `Masa gazu, przy ${m(`M = ${q(molarMass(substance), 'g/mol')}`)}:`,
            math: `m = n \\cdot M = ${q(moles, 'mol')} \\cdot ${q(molarMass(substance), 'g/mol')} = ${q(mass, 'g')}`,
          },
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
  {
    id: 'chemia-objetosc-gazu-z-reakcji',
    title: 'Objętość gazu z równania reakcji',
    subject: 'CHEMISTRY',
    exam: 'MATURA_R',
    section: 'Objętość molowa gazów',
    requirements: [],
    conceptSlugs: ['chemia-objetosc-molowa-gazow', 'chemia-stechiometria'],
    draw(random) {
      const reaction = drawFrom(random, REACTIONS);
      const species = allSpecies(reaction);
      const gas = drawFrom(random, species.filter(isGas).length > 0 ? species.filter(isGas) : species);
      const given = drawFrom(random, species);
      if (!isGas(gas) || given.substance === gas.substance) return null;
      const extent = drawFrom(random, [0.05, 0.1, 0.2, 0.25, 0.5, 1, 1.5, 2, 2.5] as const);
      const givenMoles = tidy(extent * given.coefficient);
      const givenMass = tidy(givenMoles * molarMass(given.substance));
      const gasMoles = tidy(extent * gas.coefficient);
      const volume = tidy(gasMoles * MOLAR_VOLUME);
      if (!hasDecimals(givenMass, 2) || !hasDecimals(volume, 2)) return null;
      const verb = gas.side === 'right' ? 'wydzieli się' : 'przereaguje';
      const ratio =
        gas.coefficient === given.coefficient ? '' : `\\frac{${gas.coefficient}}{${given.coefficient}} \\cdot `;
      return {
        statementHtml: paragraphs(
          `Oblicz, ile decymetrów sześciennych ${named(gas)} (${CONDITIONS}) ${verb} w reakcji ${m(equationLatex(reaction))}, w której ${given.side === 'left' ? 'przereagowało' : 'powstało'} ${numText(givenMass)} g ${named(given)}.`,
          'Wynik podaj w dm³.',
        ),
        answer: quantityKey(volume, 'dm³'),
        steps: [
          {
            explanation: `Liczba moli ${named(given)}, przy ${m(`M = ${q(molarMass(given.substance), 'g/mol')}`)}:`,
            math: `n = \\frac{${q(givenMass, 'g')}}{${q(molarMass(given.substance), 'g/mol')}} = ${q(givenMoles, 'mol')}`,
          },
          {
            explanation: `Ze współczynników równania: ${m(`n_{${formula(given.substance)}} : n_{${formula(gas.substance)}} = ${given.coefficient} : ${gas.coefficient}`)}.`,
            math: chain(`n_{${formula(gas.substance)}}`, `${ratio}${q(givenMoles, 'mol')}`, q(gasMoles, 'mol')),
          },
          volumeStep(gasMoles),
        ],
        verification: { mode: 'quantity' },
      };
    },
  },
];
