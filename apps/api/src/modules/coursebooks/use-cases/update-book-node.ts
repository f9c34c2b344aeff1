import { coursebookMessages as m, type TBookNodeSaved, type TViewerIn, type ZBookNodeUpdate } from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { cleanContent, type TCoursebooksContext } from '../coursebooks.context';
import { presentNode } from '../coursebooks.presenter';
import { createCoursebooksRepository } from '../coursebooks.repository';

export async function updateBookNode(
  ctx: TCoursebooksContext,
  viewer: TViewerIn,
  id: string,
  input: z.output<typeof ZBookNodeUpdate>,
): Promise<TBookNodeSaved> {
  ctx.assertAdmin(viewer);
  return ctx.uow.run(async (tx) => {
    const repo = createCoursebooksRepository(tx);
    const node = await ctx.nodeOf(repo, id);
    if (input.kind === 'exercise' && node.kind !== 'exercise' && (await repo.hasChildren(id))) {
      throw AppError.badRequest(m.exerciseParent);
    }
    const row = await repo.updateNode(id, {
      kind: input.kind,
      title: input.title,
      number: input.number || null,
      position: input.position ?? node.position,
      content: cleanContent(input.content),
    });
    return presentNode(row!);
  });
}
