import { coursebookMessages as m, type TBookNodeSaved, type TViewerIn, type ZBookNodeCreate } from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { bookNotFound, cleanContent, type TCoursebooksContext } from '../coursebooks.context';
import { presentNode } from '../coursebooks.presenter';
import { createCoursebooksRepository } from '../coursebooks.repository';

export async function createBookNode(
  ctx: TCoursebooksContext,
  viewer: TViewerIn,
  input: z.output<typeof ZBookNodeCreate>,
): Promise<TBookNodeSaved> {
  ctx.assertAdmin(viewer);
  return ctx.uow.run(async (tx) => {
    const repo = createCoursebooksRepository(tx);
    if (!(await repo.findBook(input.bookId))) throw bookNotFound();
    if (input.parentId) {
      const parent = await repo.findNode(input.parentId);
      if (!parent || parent.bookId !== input.bookId) throw AppError.badRequest(m.parent);
      if (parent.kind === 'exercise') throw AppError.badRequest(m.exerciseParent);
    }
    const position = input.position ?? (await repo.nextPosition(input.bookId, input.parentId));
    const row = await repo.insertNode({
      bookId: input.bookId,
      parentId: input.parentId,
      kind: input.kind,
      title: input.title,
      number: input.number || null,
      position,
      content: cleanContent(input.content),
    });
    return presentNode(row);
  });
}
