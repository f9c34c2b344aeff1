import type { TAnswerKey } from '@zadania/shared';
import { num, numText, tidy } from '../generator-draw';

/** Shared data and writing helpers of the chemistry generators (issue 73). */

/** Rounded atomic masses of the CKE "Karta wybranych wzorów i stałych fizykochemicznych" (u, or g/mol). */
export const ATOMIC_MASS = {
  H: 1,
  C: 12,
  N: 14,
  O: 16,
  Na: 23,
  Mg: 24,
  Al: 27,
  P: 31,
  S: 32,
  Cl: 35.5,
  K: 39,
  Ca: 40,
  Fe: 56,
  Cu: 64,
  Zn: 65,
} as const;

export type TElement = keyof typeof ATOMIC_MASS;

/** A compound: its formula in LaTeX (inside `\mathrm{}`), its atoms, and its name in the genitive (`kwasu siarkowego(VI)`). */
export type TCompound = { latex: string; atoms: readonly (readonly [TElement, number])[]; genitive: string };

const compound = (latex: string, genitive: string, ...atoms: (readonly [TElement, number])[]): TCompound => ({
  latex,
  atoms,
  genitive,
});

export const COMPOUNDS: readonly TCompound[] = [
  compound('H_2O', 'wody', ['H', 2], ['O', 1]),
  compound('CO_2', 'tlenku węgla(IV)', ['C', 1], ['O', 2]),
  compound('NH_3', 'amoniaku', ['N', 1], ['H', 3]),
  compound('CH_4', 'metanu', ['C', 1], ['H', 4]),
  compound('H_2SO_4', 'kwasu siarkowego(VI)', ['H', 2], ['S', 1], ['O', 4]),
  compound('HNO_3', 'kwasu azotowego(V)', ['H', 1], ['N', 1], ['O', 3]),
  compound('H_3PO_4', 'kwasu fosforowego(V)', ['H', 3], ['P', 1], ['O', 4]),
  compound('HCl', 'chlorowodoru', ['H', 1], ['Cl', 1]),
  compound('NaOH', 'wodorotlenku sodu', ['Na', 1], ['O', 1], ['H', 1]),
  compound('KOH', 'wodorotlenku potasu', ['K', 1], ['O', 1], ['H', 1]),
  compound('Ca(OH)_2', 'wodorotlenku wapnia', ['Ca', 1], ['O', 2], ['H', 2]),
  compound('Fe(OH)_3', 'wodorotlenku żelaza(III)', ['Fe', 1], ['O', 3], ['H', 3]),
  compound('NaCl', 'chlorku sodu', ['Na', 1], ['Cl', 1]),
  compound('MgCl_2', 'chlorku magnezu', ['Mg', 1], ['Cl', 2]),
  compound('CaCO_3', 'węglanu wapnia', ['Ca', 1], ['C', 1], ['O', 3]),
  compound('Na_2CO_3', 'węglanu sodu', ['Na', 2], ['C', 1], ['O', 3]),
  compound('MgO', 'tlenku magnezu', ['Mg', 1], ['O', 1]),
  compound('CuO', 'tlenku miedzi(II)', ['Cu', 1], ['O', 1]),
  compound('Al_2O_3', 'tlenku glinu', ['Al', 2], ['O', 3]),
  compound('Fe_2O_3', 'tlenku żelaza(III)', ['Fe', 2], ['O', 3]),
  compound('SO_2', 'tlenku siarki(IV)', ['S', 1], ['O', 2]),
  compound('SO_3', 'tlenku siarki(VI)', ['S', 1], ['O', 3]),
  compound('CuSO_4', 'siarczanu(VI) miedzi(II)', ['Cu', 1], ['S', 1], ['O', 4]),
  compound('Na_2SO_4', 'siarczanu(VI) sodu', ['Na', 2], ['S', 1], ['O', 4]),
  compound('K_2SO_4', 'siarczanu(VI) potasu', ['K', 2], ['S', 1], ['O', 4]),
  compound('Al_2(SO_4)_3', 'siarczanu(VI) glinu', ['Al', 2], ['S', 3], ['O', 12]),
  compound('KNO_3', 'azotanu(V) potasu', ['K', 1], ['N', 1], ['O', 3]),
  compound('NaNO_3', 'azotanu(V) sodu', ['Na', 1], ['N', 1], ['O', 3]),
  compound('ZnCl_2', 'chlorku cynku', ['Zn', 1], ['Cl', 2]),
  compound('C_2H_5OH', 'etanolu', ['C', 2], ['H', 6], ['O', 1]),
  compound('CH_3COOH', 'kwasu etanowego (octowego)', ['C', 2], ['H', 4], ['O', 2]),
  compound('C_6H_{12}O_6', 'glukozy', ['C', 6], ['H', 12], ['O', 6]),
  compound('C_3H_8', 'propanu', ['C', 3], ['H', 8]),
  compound('CaO', 'tlenku wapnia', ['Ca', 1], ['O', 1]),
  compound('CaCl_2', 'chlorku wapnia', ['Ca', 1], ['Cl', 2]),
  compound('CO', 'tlenku węgla(II)', ['C', 1], ['O', 1]),
  compound('FeS', 'siarczku żelaza(II)', ['Fe', 1], ['S', 1]),
];

/** Elements as substances (`\mathrm{O_2}`, `\mathrm{Mg}`), for equations of reactions. */
export const ELEMENT_SUBSTANCES: readonly TCompound[] = [
  compound('O_2', 'tlenu', ['O', 2]),
  compound('H_2', 'wodoru', ['H', 2]),
  compound('N_2', 'azotu', ['N', 2]),
  compound('Cl_2', 'chloru', ['Cl', 2]),
  compound('Mg', 'magnezu', ['Mg', 1]),
  compound('Zn', 'cynku', ['Zn', 1]),
  compound('Fe', 'żelaza', ['Fe', 1]),
  compound('Al', 'glinu', ['Al', 1]),
  compound('C', 'węgla', ['C', 1]),
  compound('S', 'siarki', ['S', 1]),
  compound('Na', 'sodu', ['Na', 1]),
  compound('Cu', 'miedzi', ['Cu', 1]),
];

/** A compound by its formula, for equations that name their substances. */
export function compoundOf(latex: string): TCompound {
  const found = [...COMPOUNDS, ...ELEMENT_SUBSTANCES].find((candidate) => candidate.latex === latex);
  if (!found) throw new Error(`no compound ${latex}`);
  return found;
}

/** The molar mass in g/mol (or the molecular mass in u) from the rounded atomic masses. */
export function molarMass(substance: TCompound): number {
  return tidy(substance.atoms.reduce((sum, [element, count]) => sum + count * ATOMIC_MASS[element], 0));
}

/** `\mathrm{H_2SO_4}`. */
export const formula = (substance: TCompound | string) =>
  `\\mathrm{${typeof substance === 'string' ? substance : substance.latex}}`;

/** A quantity in a step: `2{,}5\,\mathrm{mol}`. */
export const q = (value: number, unit: string) => `${num(value)}\\,\\mathrm{${unit}}`;

/** `2 \cdot 1\,\mathrm{u} + 32\,\mathrm{u} + 4 \cdot 16\,\mathrm{u}`: the sum of the atoms' masses. */
export function atomMassSum(substance: TCompound, unit: string): string {
  return substance.atoms
    .map(([element, count]) => `${count === 1 ? '' : `${count} \\cdot `}${q(ATOMIC_MASS[element], unit)}`)
    .join(' + ');
}

/** A value rounded to `decimals` places. */
export const roundTo = (value: number, decimals: number) => tidy(Math.round(value * 10 ** decimals) / 10 ** decimals);

/** `=` when the value is exact at that rounding, `\approx` otherwise. */
export const relation = (exact: number, rounded: number) => (Math.abs(exact - rounded) < 1e-9 ? '=' : '\\approx');

/** A NUMBER key with a unit the checker and the quantity mode read (`g/mol`, `mol/dm^3`). */
export const quantityKey = (value: number, unit: string): TAnswerKey => ({
  kind: 'NUMBER',
  value: numText(value),
  tolerance: null,
  unit,
});

/** A percentage key: `12,5\%` takes `12,5` and `12,5%` alike. */
export const percentKey = (value: number): TAnswerKey => ({
  kind: 'NUMBER',
  value: `${numText(value)}\\%`,
  tolerance: null,
});

/** A key for a pure number (pH, a coefficient). */
export const pureKey = (value: number): TAnswerKey => ({ kind: 'NUMBER', value: numText(value), tolerance: null });
