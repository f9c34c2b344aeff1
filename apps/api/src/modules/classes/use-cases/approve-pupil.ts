import type { TViewerIn } from '@zadania/shared';
import type { TClassesContext } from '../classes.context';
import { createClassesRepository } from '../classes.repository';

/** Admits a pending pupil (within the class's limit); an active one stays as they are. */
export async function approvePupil(ctx: TClassesContext, viewer: TViewerIn, id: string, userId: string) {
  return ctx.uow.run(async (tx) => {
    const repo = createClassesRepository(tx);
    const { row } = await ctx.classFor(viewer, id, 'manageRoster', repo, { lock: true });
    const membership = await ctx.liveMemberOf(repo, id, userId);
    if (membership.status === 'PENDING') {
      await ctx.checkRoomFor(repo, id);
      await repo.admit(membership.id, ctx.now());
    }
    return ctx.classAnswer(viewer, row, repo);
  });
}
