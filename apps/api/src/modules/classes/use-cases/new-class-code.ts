import type { TViewerIn } from '@zadania/shared';
import type { TClassesContext } from '../classes.context';
import { createClassesRepository } from '../classes.repository';

/** A new code; the old one stops working at once. */
export async function newClassCode(ctx: TClassesContext, viewer: TViewerIn, id: string) {
  return ctx.uow.run(async (tx) => {
    const repo = createClassesRepository(tx);
    await ctx.classFor(viewer, id, 'manageRoster', repo, { lock: true });
    const row = await ctx.withFreshCode((code) => repo.replaceCode(id, code));
    return ctx.classAnswer(viewer, row, repo);
  });
}
