import { coursebookMessages as m, type TBookSummary, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { insertWithFreeSlug, toSlug } from '../../../lib/slug';
import type { TBookInput, TCoursebooksContext } from '../coursebooks.context';
import { presentBook } from '../coursebooks.presenter';
import { createCoursebooksRepository } from '../coursebooks.repository';

export async function createBook(
  ctx: TCoursebooksContext,
  viewer: TViewerIn,
  input: TBookInput,
): Promise<TBookSummary> {
  ctx.assertAdmin(viewer);
  return ctx.uow.run(async (tx) => {
    const repo = createCoursebooksRepository(tx);
    await ctx.checkCover(repo, input.coverFileId);
    const values = ctx.bookValues(input);
    if (input.slug) {
      const row = await repo.insertBook({ ...values, slug: input.slug });
      if (!row) throw AppError.badRequest(m.slugTaken);
      return presentBook(row);
    }
    const row = await insertWithFreeSlug(
      toSlug(input.title) || 'ksiazka',
      (base) => repo.findSlugsLike(base),
      (slug) => repo.insertBook({ ...values, slug }),
    );
    return presentBook(row);
  });
}
