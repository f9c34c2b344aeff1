import type { TVariantDraft } from '../generator.types';
import { unitScale } from './quantity-unit';
import { readAnswerValues } from './read-answer';
import { parsePart, readConstant, splitChain } from './read-steps';
import { fail, ok, type TVerdict } from './verdict';

/** How far a member after `\approx` may be from the exact value: a result rounded to two significant figures. */
const ROUNDING_SLACK = 0.05;
/** Floating-point slack of members joined by `=` (unit scales such as 1/3600 are not exact in binary). */
const EXACT_SLACK = 1e-9;

/** `72\,\mathrm{km/h}`: the number before its one trailing unit, and the unit (with a power: `\mathrm{m}^{2}`). */
const MEMBER_WITH_UNIT = /^(.*?)(?:\\[,;: ]|~|\s)*(\\mathrm\{[^{}]*\}(?:\^\{?-?\d\}?)?)$/;
const UNIT_INSIDE = /\\mathrm\{([^{}]*)\}(\^\{?-?\d\}?)?/g;
const HAS_UNIT = /\\mathrm\{/;

type TQuantity = { value: number; kind: string | null };

/** A unit's SI factor as LaTeX the CAS reads: `1e-9` would be read as Euler's e, so `1\cdot 10^{-9}`. */
function factorLatex(scale: number): string {
  const [mantissa, exponent] = scale.toExponential().split('e');
  return `(${mantissa}\\cdot 10^{${Number(exponent)}})`;
}

/**
 * A member of a chain in SI base units: a number with one unit (`20\,\mathrm{m/s}`: its kind is known) or a
 * computation with units inside (`\frac{72\,\mathrm{km}}{1\,\mathrm{h}}`: each unit becomes its SI factor). Null
 * when it is no such thing: a formula in letters, a label, or a `\mathrm{}` that is no unit (`M_{\mathrm{H_2O}}`).
 */
export function readQuantity(latex: string): TQuantity | null {
  const trimmed = latex.trim();
  const single = MEMBER_WITH_UNIT.exec(trimmed);
  if (single && !HAS_UNIT.test(single[1]!)) {
    const scale = unitScale(single[2]!);
    const read = readConstant(single[1]!, false);
    return scale && read ? { value: read.approx * scale.scale, kind: scale.kind } : null;
  }
  let readable = true;
  const inSi = trimmed.replace(UNIT_INSIDE, (unit) => {
    const scale = unitScale(unit);
    if (!scale) readable = false;
    return `\\cdot${factorLatex(scale?.scale ?? 1)}`;
  });
  const read = readable ? readConstant(inSi, false) : null;
  return read ? { value: read.approx, kind: null } : null;
}

/** A step's members and whether each came after `\approx` (a rounded result) rather than `=`. */
function membersOf(latex: string): { latex: string; rounded: boolean }[] {
  const roundedAt = new Set<number>();
  let count = 0;
  for (const relation of latex.matchAll(/\\approx(?![a-zA-Z])|=/g)) {
    count += 1;
    if (relation[0] === '\\approx') roundedAt.add(count);
  }
  const chain = splitChain(latex.replace(/\\approx(?![a-zA-Z])/g, '='));
  return chain.parts.map((part, index) => ({ latex: part, rounded: roundedAt.has(index) }));
}

function sameQuantity(a: TQuantity, b: TQuantity, rounded: boolean): boolean {
  if (a.kind !== null && b.kind !== null && a.kind !== b.kind) return false;
  const slack = rounded ? ROUNDING_SLACK : EXACT_SLACK;
  return Math.abs(a.value - b.value) <= slack * Math.max(Math.abs(a.value), Math.abs(b.value));
}

/**
 * Physics and chemistry (issue 73, docs/generators.md): every step is a chain such as
 * `v = \frac{s}{t} = \frac{72\,\mathrm{km}}{1\,\mathrm{h}} = 20\,\mathrm{m/s}` whose members with numbers are one
 * quantity once in SI base units (js-quantities reads the units); a member after `\approx` is its rounding. A
 * member without numbers is a label (`v`, `n_{\mathrm{NaCl}}`) or a formula in letters. Steps may work out
 * different quantities (an acceleration, then a distance); the last step's quantity is the result, and the key
 * (a NUMBER with `unit`) must be that quantity, up to the rounding the task asks for.
 */
export function checkQuantityMode(draft: TVariantDraft): TVerdict {
  let result: TQuantity | null = null;
  for (const step of draft.steps) {
    let stepValue: TQuantity | null = null;
    for (const [index, member] of membersOf(step.math).entries()) {
      const quantity = readQuantity(member.latex);
      if (!quantity) {
        const letters = member.latex.replace(UNIT_INSIDE, ' ');
        if (index === 0 || parsePart(letters, false)) continue;
        return fail(`unreadable part: ${member.latex} in "${step.math}"`);
      }
      if (stepValue && !sameQuantity(stepValue, quantity, member.rounded))
        return fail(`not equal: ${member.latex} in "${step.math}"`);
      if (!stepValue || (stepValue.kind === null && quantity.kind !== null)) stepValue = quantity;
    }
    result = stepValue ?? result;
  }
  if (!result) return fail('no step holds a quantity');
  const answer = readAnswerValues(draft.answer);
  const scale = unitScale(draft.answer.unit ?? '');
  if (answer?.length !== 1 || !scale) return fail('unreadable answer');
  const key = { value: answer[0]!.approx * scale.scale, kind: scale.kind };
  return sameQuantity(key, result, true) ? ok : fail(`answer ${draft.answer.value} ${draft.answer.unit ?? ''} differs`);
}
