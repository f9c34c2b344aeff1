import { inScratchScope } from '../answer-checking/answer-math';
import type { TVariantDraft, TVerification } from './generator.types';
import { checkEquationMode } from './verification/check-equation';
import { checkExpressionMode } from './verification/check-expression';
import { checkInequalityMode } from './verification/check-inequality';
import { checkQuantityMode } from './verification/check-quantity';
import { checkSystemMode } from './verification/check-system';
import { checkValueMode } from './verification/check-value';
import { fail, type TVerdict } from './verification/verdict';

export type { TVerdict } from './verification/verdict';

function verifyByMode(draft: TVariantDraft, verification: TVerification): TVerdict {
  switch (verification.mode) {
    case 'value':
      return checkValueMode(draft, verification.degrees ?? false);
    case 'expression':
      return checkExpressionMode(draft, verification.degrees ?? false);
    case 'equation':
      return checkEquationMode(draft, verification.variable ?? 'x');
    case 'inequality':
      return checkInequalityMode(draft, verification.variable ?? 'x');
    case 'system':
      return checkSystemMode(draft, verification.goal);
    case 'quantity':
      return checkQuantityMode(draft);
  }
}

/**
 * Whether a drafted variant is right: its answer follows from the problem (the first step) by the CAS and every
 * step is equivalent to the problem. (That the answer checker accepts the key as written is the property tests'
 * to prove for every generator, so that serving a variant does not pay for it.)
 */
export function verifyVariant(draft: TVariantDraft): TVerdict {
  if (draft.steps.length === 0) return fail('no steps');
  return inScratchScope(() => verifyByMode(draft, draft.verification)) ?? fail('the check threw');
}
