import type { TViewerIn } from '@zadania/shared';
import type { TClassesContext } from '../classes.context';
import { createClassesRepository } from '../classes.repository';

/** Removes an active pupil or rejects a pending one. */
export async function removePupil(ctx: TClassesContext, viewer: TViewerIn, id: string, userId: string) {
  return ctx.uow.run(async (tx) => {
    const repo = createClassesRepository(tx);
    const { row } = await ctx.classFor(viewer, id, 'manageRoster', repo, { lock: true });
    const membership = await ctx.liveMemberOf(repo, id, userId);
    await repo.end(membership.id, membership.status === 'ACTIVE' ? 'REMOVED' : 'REJECTED', ctx.now());
    return ctx.classAnswer(viewer, row, repo);
  });
}
