import { parentMessages as m, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { createParentalConsentRepository } from '../../auth/parental-consent.repository';
import type { TParentsContext } from '../parents.context';

/**
 * DELETE /parent/children/{id}/consent: a linked parent withdraws the consent given. From the child's next request
 * the account waits again (practice only: parental-consent-gate.ts); it is not deleted, and the child is told. The
 * consent is given again only by a new consent link (the child asks for one): the old link stays dead.
 */
export async function withdrawConsent(ctx: TParentsContext, viewer: TViewerIn, childId: string) {
  await ctx.linkedChild(viewer, childId);
  await ctx.uow.run(async (tx) => {
    if (!(await createParentalConsentRepository(tx).withdraw(childId, ctx.now()))) {
      throw AppError.badRequest(m.consentNotGiven);
    }
    await ctx.notifyChild(tx, viewer.id, childId, m.consentWithdrawnNotice);
  });
  return { message: m.consentWithdrawn, child: await ctx.linkedChild(viewer, childId) };
}
