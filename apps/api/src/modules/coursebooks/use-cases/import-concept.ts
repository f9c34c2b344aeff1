import { coursebookMessages as m, type TBookNodeSaved, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { cleanContent, type TCoursebooksContext } from '../coursebooks.context';
import { presentNode } from '../coursebooks.presenter';
import { createCoursebooksRepository } from '../coursebooks.repository';

/** Import from a concept (section 6): the concept's description replaces the node's content. */
export async function importConcept(
  ctx: TCoursebooksContext,
  viewer: TViewerIn,
  id: string,
  mathConceptId: string | undefined,
): Promise<TBookNodeSaved> {
  ctx.assertAdmin(viewer);
  return ctx.uow.run(async (tx) => {
    const repo = createCoursebooksRepository(tx);
    const node = await ctx.nodeOf(repo, id);
    const conceptId = mathConceptId ?? node.mathConceptId;
    if (!conceptId) throw AppError.badRequest(m.conceptNotLinked);
    const concept = await repo.findConcept(conceptId);
    if (!concept) throw AppError.notFound(m.conceptNotFound);
    return presentNode((await repo.updateNode(id, { content: cleanContent(concept.description) }))!);
  });
}
