import { areNumbersEqual, type TReadNumber } from '../../answer-checking/answer-math';
import type { TVariantDraft } from '../generator.types';
import { readAnswerValues } from './read-answer';
import { parsePart, readConstant, splitChain, type TChain } from './read-steps';
import { fail, isVerdict, ok, type TVerdict } from './verdict';

/** A chain of numbers (after an optional label): every part equal; its value. */
export function checkNumberChain(chain: TChain, degrees: boolean): TReadNumber | TVerdict {
  if (chain.relations.some((relation) => relation !== '=')) return fail('a number chain with an inequality');
  let value: TReadNumber | null = null;
  for (const [index, latex] of chain.parts.entries()) {
    const read = readConstant(latex, degrees);
    if (!read) {
      // The first part may be a label (`P`, `a_{10}`, `P(A)`); later ones may be formulas (`P_p \cdot H`).
      if (index === 0 || parsePart(latex, degrees)) continue;
      return fail(`unreadable part: ${latex}`);
    }
    if (value && !areNumbersEqual(value, read)) return fail(`not equal: ${latex}`);
    value ??= read;
  }
  return value ?? fail('a chain without a number');
}

export function checkValueMode(draft: TVariantDraft, degrees: boolean): TVerdict {
  let target: TReadNumber | null = null;
  for (const step of draft.steps) {
    const read = checkNumberChain(splitChain(step.math), degrees);
    if (isVerdict(read)) return fail(`${read.ok ? '' : read.reason} in "${step.math}"`);
    if (target && !areNumbersEqual(target, read)) return fail(`step not equal to the problem: ${step.math}`);
    target ??= read;
  }
  const answer = readAnswerValues(draft.answer);
  if (!target || answer?.length !== 1 || !areNumbersEqual(target, answer[0]!)) return fail('answer differs');
  return ok;
}
