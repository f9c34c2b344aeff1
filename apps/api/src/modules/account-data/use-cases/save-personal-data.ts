import {
  mayNeedParentalConsent,
  parentMessages,
  successMessages,
  type TPersonalDataSave,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TAccountDataContext } from '../account-data.context';
import { toPersonalData } from '../account-data.presenter';

/**
 * PUT /user/personal-data. The birth year is where an existing account gives it before its first payment (minors do
 * not pay: payments' checkPayer). It is set once (400 birthYearFixed for another year: a minor must not become an
 * adult by editing it) and never to a year under 16 (400 birthYearNeedsConsent: such an account is made at
 * registration with a parent's consent, never by escaping it here).
 */
export async function savePersonalData(ctx: TAccountDataContext, viewer: TViewerIn, input: TPersonalDataSave) {
  const { birthYear, ...personal } = input;
  let stored = await ctx.repository.findBirthYear(viewer.id);
  if (birthYear !== undefined && birthYear !== stored) {
    if (stored !== null) throw AppError.badRequest(parentMessages.birthYearFixed);
    if (mayNeedParentalConsent(birthYear)) throw AppError.badRequest(parentMessages.birthYearNeedsConsent);
    if (!(await ctx.repository.setBirthYear(viewer.id, birthYear))) {
      throw AppError.badRequest(parentMessages.birthYearFixed);
    }
    stored = birthYear;
  }
  const row = await ctx.repository.savePersonalData(viewer.id, personal);
  return { message: successMessages.updated, personalData: toPersonalData(row, stored) };
}
