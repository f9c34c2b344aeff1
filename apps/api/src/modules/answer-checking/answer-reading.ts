import { answerCheckLimits } from '@zadania/shared';
import { readNumberLatex, type TReadNumber } from './answer-math';
import { isTooDeep, normalizeSpelling, toEngineLatex } from './answer-notation';

/** Normalised math text, or null when it is too long or nests too deep to be read safely. */
export function prepareMath(text: string): string | null {
  if (text.length > answerCheckLimits.answerMaxLength || isTooDeep(text)) return null;
  const normalized = normalizeSpelling(text);
  return normalized === '' ? null : normalized;
}

/** One number written on its own (no `x =` in front), or null. */
export function readScalar(text: string): TReadNumber | null {
  const latex = toEngineLatex(text);
  return latex === null ? null : readNumberLatex(latex);
}
