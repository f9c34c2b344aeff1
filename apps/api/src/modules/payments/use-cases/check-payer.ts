import { mayBeMinor, parentMessages, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TPaymentsContext } from '../payments.context';

/**
 * Who may pay, and for whom (issue 71 point 4, docs/parents.md). THE one rule of every money path: the product
 * checkout (Premium, token packages), a tutoring booking's, an on-request task's and a course's checkout all start
 * here, so none can skip it. A USER pays only as an adult by the birth year (`mayBeMinor`: 403 minorPayment; no year
 * yet: 403 birthYearFirst, the web asks for it in the personal data); TEACHER, ADMIN and PARENT accounts are adults.
 * Spending tokens already owned (unlocks, solution checks) is no payment and is not checked: a parent paid for them.
 * `forUserId`: a PARENT pays for a linked child (403 forUserNotChild for anybody else or another account; 400 for
 * themselves); the child is the payment's beneficiary. Answers the beneficiary's id, or null.
 */
export async function checkPayer(
  ctx: Pick<TPaymentsContext, 'repository' | 'family'>,
  viewer: TViewerIn,
  forUserId: string | undefined,
): Promise<string | null> {
  if (forUserId !== undefined) {
    if (forUserId === viewer.id) throw AppError.badRequest(parentMessages.forUserNotChild);
    if (viewer.role !== 'PARENT' || !ctx.family || !(await ctx.family.isParentOf(viewer.id, forUserId))) {
      throw AppError.forbidden(parentMessages.forUserNotChild);
    }
    return forUserId;
  }
  if (viewer.role !== 'USER') return null;
  const payer = await ctx.repository.findPayer(viewer.id);
  if (!payer) throw AppError.unauthorized();
  if (payer.role !== 'USER') return null;
  if (payer.birthYear === null) throw AppError.forbidden(parentMessages.birthYearFirst);
  if (mayBeMinor(payer.birthYear)) throw AppError.forbidden(parentMessages.minorPayment);
  return null;
}
