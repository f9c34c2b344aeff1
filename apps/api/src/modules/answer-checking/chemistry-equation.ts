import { answerVerdictHints } from '@zadania/shared';
import type { TAnswerVerdict } from './answer-verdict';
import {
  areCompositionsEqual,
  compositionKey,
  plainChemistry,
  readFormula,
  type TComposition,
} from './chemistry-formula';

/**
 * Chemical equations (issue 73): `2H2 + O2 -> 2H2O`, `→`, `=`, `\rightarrow`, `⇄`, `<=>`, ions (`Fe^{3+} + 3OH^- →
 * Fe(OH)3`, `Na+ + Cl- → NaCl`). An answer is right when it has the key's substances on each side (in any order),
 * is balanced in atoms and charge, and its coefficients are the key's: proportional ones that are not the smallest
 * whole numbers (`4H2 + 2O2 -> 4H2O`, `H2 + 1/2O2 -> H2O`) are refused with a hint, as the CKE marks them. Any
 * arrow stands for any other (`→` and `⇄` are not told apart).
 */

/** At most this many substances on a side: no school equation has more. */
const MAX_SPECIES_PER_SIDE = 12;

type TTerm = { numerator: number; denominator: number; species: TComposition; key: string };
type TEquation = { sides: [TTerm[], TTerm[]] };

const REVERSIBLE_ARROWS =
  /\\(?:rightleftharpoons|rightleftarrows|leftrightarrows|leftrightharpoons|longleftrightarrow|leftrightarrow)(?![a-zA-Z])|[⇄⇌⇆↔]|<-*>|<=+>/g;
const ARROWS = /\\xrightarrow(?:\[[^\]]*\])?\{[^{}]*\}|\\(?:longrightarrow|rightarrow|to)(?![a-zA-Z])|[⟶→]|-+>|=+/g;

function greatestCommonDivisor(a: number, b: number): number {
  let [x, y] = [Math.abs(a), Math.abs(b)];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * The species of one side, split at the `+` between them; a `+` right after a formula and followed by another `+`
 * or the end is a charge (`Na+ + Cl-`, `Na^+ + Cl^-`, `Fe3+ +3OH-`).
 */
function splitSpecies(side: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < side.length; index += 1) {
    const char = side[index]!;
    if (char === '{') depth += 1;
    else if (char === '}') depth = Math.max(0, depth - 1);
    if (char !== '+' || depth > 0) continue;
    const before = side[index - 1] ?? '';
    const after = side.slice(index + 1).trimStart();
    const isCharge = before === '^' || (/[A-Za-z0-9)\]]/.test(before) && (after === '' || after.startsWith('+')));
    if (isCharge) continue;
    parts.push(side.slice(start, index));
    start = index + 1;
  }
  parts.push(side.slice(start));
  return parts.map((part) => part.trim());
}

/** `2H2O`, `\frac{1}{2}O2`, `1/2 O2`, `H2`: the coefficient as a fraction and the species. */
function readTerm(text: string): TTerm | null {
  const match = /^(?:\\frac\{(\d+)\}\{(\d+)\}|(\d+)\s*\/\s*(\d+)\s+|(\d+)(?![\d/]))?\s*(.+)$/.exec(text);
  if (!match) return null;
  const numerator = Number(match[1] ?? match[3] ?? match[5] ?? '1');
  const denominator = Number(match[2] ?? match[4] ?? '1');
  const species = readFormula(match[6]!);
  if (!species || numerator === 0 || denominator === 0 || numerator > 999 || denominator > 999) return null;
  return { numerator, denominator, species, key: compositionKey(species) };
}

/** Terms of one side, a substance written twice merged into one with the sum of its coefficients. */
function readSide(side: string): TTerm[] | null {
  const terms = splitSpecies(side).map(readTerm);
  if (terms.length > MAX_SPECIES_PER_SIDE || terms.some((term) => term === null)) return null;
  const merged = new Map<string, TTerm>();
  for (const term of terms as TTerm[]) {
    const earlier = merged.get(term.key);
    if (!earlier) merged.set(term.key, term);
    else {
      const numerator = earlier.numerator * term.denominator + term.numerator * earlier.denominator;
      const denominator = earlier.denominator * term.denominator;
      const divisor = greatestCommonDivisor(numerator, denominator);
      merged.set(term.key, { ...term, numerator: numerator / divisor, denominator: denominator / divisor });
    }
  }
  return [...merged.values()];
}

/** An equation as written, `'noArrow'` when it has no arrow, or null when it cannot be read. */
export function readEquation(written: string): TEquation | 'noArrow' | null {
  if (written.length > 500) return null;
  const arrowed = written.replace(REVERSIBLE_ARROWS, ' → ').replace(ARROWS, ' → ');
  const sides = plainChemistry(arrowed).split('→');
  if (sides.length === 1) return 'noArrow';
  if (sides.length !== 2) return null;
  const left = readSide(sides[0]!);
  const right = readSide(sides[1]!);
  return left && right ? { sides: [left, right] } : null;
}

/** Atoms of each element and charge, each side's total with whole coefficients, left minus right: all zero. */
export function isBalanced(equation: TEquation): boolean {
  const common = equation.sides.flat().reduce((lcm, term) => {
    return (lcm * term.denominator) / greatestCommonDivisor(lcm, term.denominator);
  }, 1);
  const totals = new Map<string, number>();
  equation.sides.forEach((terms, side) => {
    const sign = side === 0 ? 1 : -1;
    for (const term of terms) {
      const times = (sign * term.numerator * common) / term.denominator;
      for (const [element, count] of term.species.atoms)
        totals.set(element, (totals.get(element) ?? 0) + count * times);
      totals.set('charge', (totals.get('charge') ?? 0) + term.species.charge * times);
    }
  });
  return [...totals.values()].every((total) => total === 0);
}

function sameSpecies(key: TTerm[], answer: TTerm[]): boolean {
  return (
    key.length === answer.length &&
    key.every((term) => answer.some((given) => areCompositionsEqual(given.species, term.species)))
  );
}

/** Whether the answer's coefficients are the key's times one number (compared as fractions, cross-multiplied). */
function isProportional(key: TEquation, answer: TEquation): boolean {
  const pairs = key.sides.flatMap((terms, side) =>
    terms.map((term) => [term, answer.sides[side]!.find((given) => given.key === term.key)!] as const),
  );
  const [firstKey, firstAnswer] = pairs[0]!;
  return pairs.every(
    ([term, given]) =>
      given.numerator * term.denominator * firstAnswer.denominator * firstKey.numerator ===
      firstAnswer.numerator * firstKey.denominator * given.denominator * term.numerator,
  );
}

/** Whole coefficients with no common divisor: the smallest ones. */
function hasSmallestWholeCoefficients(equation: TEquation): boolean {
  const terms = equation.sides.flat();
  if (terms.some((term) => term.denominator !== 1)) return false;
  return terms.reduce((divisor, term) => greatestCommonDivisor(divisor, term.numerator), 0) === 1;
}

/** A key is readable when it is a balanced equation. */
export function isReadableEquationKey(value: string): boolean {
  const key = readEquation(value);
  return key !== null && key !== 'noArrow' && isBalanced(key);
}

export function checkEquation(keyValue: string, given: string): TAnswerVerdict {
  const key = readEquation(keyValue);
  const answer = readEquation(given);
  if (key === null || key === 'noArrow') return { correct: false, hint: null };
  if (answer === 'noArrow') return { correct: false, hint: answerVerdictHints.noArrow };
  if (answer === null) return { correct: false, hint: answerVerdictHints.unreadableFormula };
  if (!sameSpecies(key.sides[0], answer.sides[0]) || !sameSpecies(key.sides[1], answer.sides[1]))
    return { correct: false, hint: null };
  if (!isBalanced(answer)) return { correct: false, hint: answerVerdictHints.unbalanced };
  if (!isProportional(key, answer)) return { correct: false, hint: null };
  if (!hasSmallestWholeCoefficients(answer)) return { correct: false, hint: answerVerdictHints.smallestCoefficients };
  return { correct: true, hint: null };
}

export function checkFormula(keyValue: string, given: string): TAnswerVerdict {
  const key = readFormula(keyValue);
  const answer = readFormula(given);
  if (!key) return { correct: false, hint: null };
  if (!answer) return { correct: false, hint: answerVerdictHints.unreadableFormula };
  return { correct: areCompositionsEqual(key, answer), hint: null };
}
