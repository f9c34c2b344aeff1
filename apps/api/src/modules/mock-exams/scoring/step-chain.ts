import type { TAnswerKind, TRubricStep } from '@zadania/shared';
import { isAnswerCorrect, isInAskedForm } from '../../answer-checking/answer-equality';
import { areNumbersEqual, inScratchScope, readNumberLatex } from '../../answer-checking/answer-math';
import {
  isTooDeep,
  normalizeSpelling,
  stripVariablePrefix,
  toEngineLatex,
} from '../../answer-checking/answer-notation';
import { prepareMath, readScalar } from '../../answer-checking/answer-reading';
import { setReadings } from '../../answer-checking/answer-sets';

/** The variable a rubric's `consequence` uses for the previous step's result. */
const PREVIOUS_RESULT = 'p';
/** In an INTERVAL step's consequence, `p_1`, `p_2`, …: the previous SET step's numbers in increasing order. */
const ORDERED_ELEMENT = /p_\{?(\d)\}?/g;
const MAX_TEXT_LENGTH = 500;

/** A step result or a formula as LaTeX the compute engine reads (Polish spelling normalised), or null. */
function toChainLatex(text: string): string | null {
  if (text.length > MAX_TEXT_LENGTH || isTooDeep(text)) return null;
  const normalized = normalizeSpelling(text);
  return normalized === '' ? null : toEngineLatex(stripVariablePrefix(normalized, 'equals'));
}

/** `consequence` with every `p` (not a letter of a command such as `\pi`) replaced by `(value)`. */
function substitutePrevious(consequence: string, value: string): string {
  return consequence.replace(/\\[a-zA-Z]+|[a-zA-Z]/g, (token) => (token === PREVIOUS_RESULT ? `(${value})` : token));
}

/**
 * Whether a student's text is the right result of a rubric step (compared the Polish way, by the step's kind). The
 * form follows the rubric (issue 55): a step whose `expected` is a number ("Obliczenie …") wants the number, so an
 * unevaluated expression earns nothing; a step whose `expected` is written as an expression ("Zapisanie …", e.g.
 * `84 + 2\cdot 8`) takes that expression or any form of it no longer than it, its value included.
 */
export function isStepResultCorrect(step: Pick<TRubricStep, 'expected' | 'kind'>, given: string): boolean {
  if (step.expected === null || given.trim() === '') return false;
  return isAnswerCorrect({ kind: step.kind, value: step.expected, tolerance: null }, given);
}

/** Whether a step result is written in the form its rubric step asks for, whatever its value (see above). */
export function isInStepForm(step: Pick<TRubricStep, 'expected' | 'kind'>, given: string): boolean {
  return step.expected === null || isInAskedForm({ kind: step.kind, value: step.expected, tolerance: null }, given);
}

/**
 * Whether `result` is what `consequence` gives at p = `previous`: the check of the n−1 rule that a later step
 * follows consistently from a wrong earlier result. Numbers (NUMBER, FRACTION) are compared exactly where both
 * are rational, expressions for every value of their variables, both with the compute engine; an INTERVAL follows
 * from the previous SET's numbers in order (followsFromSet). Never throws.
 */
export function followsFrom(consequence: string, kind: TAnswerKind, previous: string, result: string): boolean {
  if (kind === 'INTERVAL') return followsFromSet(consequence, previous, result);
  const formula = toChainLatex(consequence);
  const previousLatex = toChainLatex(previous);
  if (formula === null || previousLatex === null || result.trim() === '') return false;
  const substituted = substitutePrevious(formula, previousLatex);
  if (kind === 'EXPRESSION') return isAnswerCorrect({ kind, value: substituted, tolerance: null }, result);
  if (kind !== 'NUMBER' && kind !== 'FRACTION') return false;
  const resultLatex = toChainLatex(result);
  if (resultLatex === null) return false;
  return (
    inScratchScope(() => {
      const expected = readNumberLatex(substituted);
      const given = readNumberLatex(resultLatex);
      if (!expected || !given) return false;
      if (kind === 'FRACTION' && !given.exact) return false;
      return areNumbersEqual(expected, given);
    }) === true
  );
}

/**
 * Whether an interval `result` is what `consequence` gives for the previous step's set: `p_1`, `p_2`, … are its
 * numbers in increasing order (`⟨p_1; p_2⟩` for the solution set of a quadratic inequality from the trinomial's
 * roots), and the set must have as many numbers as the consequence names. Never throws.
 */
function followsFromSet(consequence: string, previous: string, result: string): boolean {
  const names = new Set([...consequence.matchAll(ORDERED_ELEMENT)].map((match) => Number(match[1])));
  if (names.size === 0 || result.trim() === '') return false;
  return (
    inScratchScope(() => {
      const prepared = prepareMath(previous);
      const elements = prepared === null ? null : setReadings(prepared)?.[0];
      if (!elements || elements.length !== names.size) return false;
      const read = elements.map((text) => ({ text, value: readScalar(text) }));
      if (read.some(({ value }) => value === null)) return false;
      const ordered = read.sort((a, b) => a.value!.approx - b.value!.approx);
      if (ordered.some((element, index) => index > 0 && areNumbersEqual(element.value!, ordered[index - 1]!.value!)))
        return false;
      const substituted = consequence.replace(
        ORDERED_ELEMENT,
        (_name, index: string) => ordered[Number(index) - 1]?.text ?? '',
      );
      return isAnswerCorrect({ kind: 'INTERVAL', value: substituted, tolerance: null }, result);
    }) === true
  );
}
