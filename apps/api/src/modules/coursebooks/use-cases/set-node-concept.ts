import { coursebookMessages as m, type TBookNodeSaved, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TCoursebooksContext } from '../coursebooks.context';
import { presentNode } from '../coursebooks.presenter';
import { createCoursebooksRepository } from '../coursebooks.repository';

/** Concept linking inside books (section 6): ADMIN links the node to a concept, or unlinks it (null). */
export async function setNodeConcept(
  ctx: TCoursebooksContext,
  viewer: TViewerIn,
  id: string,
  mathConceptId: string | null,
): Promise<TBookNodeSaved> {
  ctx.assertAdmin(viewer);
  return ctx.uow.run(async (tx) => {
    const repo = createCoursebooksRepository(tx);
    await ctx.nodeOf(repo, id);
    if (mathConceptId && !(await repo.findConcept(mathConceptId))) throw AppError.notFound(m.conceptNotFound);
    return presentNode((await repo.updateNode(id, { mathConceptId }))!);
  });
}
