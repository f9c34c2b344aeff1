import { isSixteenOrOlder, parentMessages as m, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { createUsersRepository } from '../../users/users.repository';
import type { TParentsContext } from '../parents.context';
import { myParentLink } from './confirm-parent';
import { presentMyParent } from './list-my-parents';

/** PUT /user/me/parents/{parentId}/letter: a child of 16 or more pauses or resumes the weekly letter about them. */
export async function pauseParentLetter(ctx: TParentsContext, viewer: TViewerIn, parentId: string, paused: boolean) {
  const user = await createUsersRepository(ctx.db).findById(viewer.id);
  if (!isSixteenOrOlder(user?.birthYear ?? null, ctx.now())) throw AppError.forbidden();
  await myParentLink(ctx, viewer, parentId);
  await ctx.links.update(parentId, viewer.id, { letterPausedByChild: paused });
  return { message: m.letterSaved, parent: presentMyParent(await myParentLink(ctx, viewer, parentId)) };
}
