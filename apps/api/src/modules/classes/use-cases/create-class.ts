import type { TViewerIn } from '@zadania/shared';
import type { TClassCreateInput, TClassesContext } from '../classes.context';
import { createClassesRepository } from '../classes.repository';

/** A new class owned by the viewer (TEACHER or ADMIN), within their limit of live classes. */
export async function createClass(ctx: TClassesContext, viewer: TViewerIn, input: TClassCreateInput) {
  return ctx.uow.run(async (tx) => {
    const repo = createClassesRepository(tx);
    await repo.lockUser(viewer.id);
    await ctx.checkClassLimit(repo, viewer.id);
    const row = await ctx.withFreshCode((code) => repo.insertWithCode({ ...input, ownerId: viewer.id, code }));
    await repo.addTeacher(row.id, viewer.id);
    return ctx.classAnswer(viewer, row, repo);
  });
}
