import { classMessages as m, type TViewerIn, type ZClassPupilUpdate } from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { conflict, type TClassesContext } from '../classes.context';
import { createClassesRepository } from '../classes.repository';

/**
 * A teacher corrects how the class lists an active pupil (`rosterName`) and sets their register number; null clears
 * either, absent leaves it. The pupil's own account name is untouched. Two pupils of a class never share a number:
 * checked under the class's row lock, so two teachers numbering at once cannot both take it.
 */
export async function updatePupil(
  ctx: TClassesContext,
  viewer: TViewerIn,
  id: string,
  userId: string,
  body: z.output<typeof ZClassPupilUpdate>,
) {
  return ctx.uow.run(async (tx) => {
    const repo = createClassesRepository(tx);
    const { row } = await ctx.classFor(viewer, id, 'manageRoster', repo, { lock: true });
    const membership = await ctx.liveMemberOf(repo, id, userId);
    if (membership.status !== 'ACTIVE') throw AppError.notFound(m.pupilNotFound);
    const { rosterName, registerNumber } = body;
    if (
      registerNumber !== undefined &&
      registerNumber !== null &&
      (await repo.registerNumberHolder(id, registerNumber, membership.id))
    ) {
      throw conflict(m.registerNumberTaken);
    }
    const values = {
      ...(rosterName !== undefined && { rosterName }),
      ...(registerNumber !== undefined && { registerNumber }),
    };
    if (Object.keys(values).length > 0) await repo.updateRosterEntry(membership.id, values);
    return ctx.classAnswer(viewer, row, repo);
  });
}
