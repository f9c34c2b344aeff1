import { classMessages as m, type TViewerIn } from '@zadania/shared';
import { conflict, type TClassesContext, type TClassUpdateInput } from '../classes.context';
import { createClassesRepository } from '../classes.repository';

/** Settings and archiving; an archived class accepts only being restored (within the owner's limit). */
export async function updateClass(ctx: TClassesContext, viewer: TViewerIn, id: string, input: TClassUpdateInput) {
  return ctx.uow.run(async (tx) => {
    const repo = createClassesRepository(tx);
    const { row } = await ctx.classFor(viewer, id, 'update', repo, { lock: true });
    const { archived, ...settings } = input;
    if (row.archivedAt && archived !== false) throw conflict(m.archived);
    let archivedAt = row.archivedAt;
    if (archived === true && !row.archivedAt) archivedAt = ctx.now();
    if (archived === false && row.archivedAt) {
      await repo.lockUser(row.ownerId);
      await ctx.checkClassLimit(repo, row.ownerId);
      archivedAt = null;
    }
    const updated = await repo.update(id, { ...settings, archivedAt });
    return ctx.classAnswer(viewer, updated, repo);
  });
}
