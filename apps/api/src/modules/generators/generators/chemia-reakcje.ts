import { compoundOf, type TCompound } from './chemia-wspolne';

/** Balanced equations of school reactions, for the stoichiometry and balancing generators (issue 73). */

export type TSpecies = { coefficient: number; substance: TCompound };
export type TReaction = { left: TSpecies[]; right: TSpecies[] };

/** Substances that are gases at normal conditions (0°C, 1013 hPa). */
const GASES = new Set(['O_2', 'H_2', 'N_2', 'Cl_2', 'CO_2', 'SO_2', 'NH_3', 'CH_4', 'C_3H_8', 'CO']);
export const isGas = (species: TSpecies) => GASES.has(species.substance.latex);

/** `'2 Mg + O_2 -> 2 MgO'` read into species. */
function reaction(written: string): TReaction {
  const side = (text: string) =>
    text.split(' + ').map((term) => {
      const [, coefficient, latex] = /^(?:(\d+) )?(.+)$/.exec(term.trim())!;
      return { coefficient: Number(coefficient ?? 1), substance: compoundOf(latex!) };
    });
  const [left, right] = written.split(' -> ') as [string, string];
  return { left: side(left), right: side(right) };
}

export const REACTIONS: readonly TReaction[] = [
  '2 Mg + O_2 -> 2 MgO',
  'C + O_2 -> CO_2',
  'S + O_2 -> SO_2',
  '2 H_2 + O_2 -> 2 H_2O',
  '4 Al + 3 O_2 -> 2 Al_2O_3',
  '2 Cu + O_2 -> 2 CuO',
  'Zn + 2 HCl -> ZnCl_2 + H_2',
  'Mg + 2 HCl -> MgCl_2 + H_2',
  'CaCO_3 -> CaO + CO_2',
  'N_2 + 3 H_2 -> 2 NH_3',
  'CH_4 + 2 O_2 -> CO_2 + 2 H_2O',
  'C_3H_8 + 5 O_2 -> 3 CO_2 + 4 H_2O',
  '2 Na + 2 H_2O -> 2 NaOH + H_2',
  'NaOH + HCl -> NaCl + H_2O',
  '2 NaOH + H_2SO_4 -> Na_2SO_4 + 2 H_2O',
  '2 KOH + H_2SO_4 -> K_2SO_4 + 2 H_2O',
  'CuO + H_2 -> Cu + H_2O',
  'Fe_2O_3 + 3 CO -> 2 Fe + 3 CO_2',
  '2 SO_2 + O_2 -> 2 SO_3',
  'CaCO_3 + 2 HCl -> CaCl_2 + CO_2 + H_2O',
  'C_6H_{12}O_6 -> 2 C_2H_5OH + 2 CO_2',
  'Fe + S -> FeS',
  'Mg + Cl_2 -> MgCl_2',
].map(reaction);

const term = ({ coefficient, substance }: TSpecies, balanced: boolean) =>
  `${balanced && coefficient > 1 ? coefficient : ''}\\mathrm{${substance.latex}}`;

/** `2\mathrm{Mg} + \mathrm{O_2} \rightarrow 2\mathrm{MgO}`, or without coefficients (the skeleton). */
export function equationLatex(equation: TReaction, balanced = true): string {
  const side = (species: TSpecies[]) => species.map((one) => term(one, balanced)).join(' + ');
  return `${side(equation.left)} \\rightarrow ${side(equation.right)}`;
}

/** Every substance of the reaction with its side. */
export const allSpecies = (equation: TReaction) => [
  ...equation.left.map((species) => ({ ...species, side: 'left' as const })),
  ...equation.right.map((species) => ({ ...species, side: 'right' as const })),
];
