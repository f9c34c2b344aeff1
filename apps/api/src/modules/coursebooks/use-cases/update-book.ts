import { coursebookMessages as m, type TBookSummary, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { bookNotFound, type TBookInput, type TCoursebooksContext } from '../coursebooks.context';
import { presentBook } from '../coursebooks.presenter';
import { createCoursebooksRepository } from '../coursebooks.repository';

export async function updateBook(
  ctx: TCoursebooksContext,
  viewer: TViewerIn,
  id: string,
  input: TBookInput,
): Promise<TBookSummary> {
  ctx.assertAdmin(viewer);
  return ctx.uow.run(async (tx) => {
    const repo = createCoursebooksRepository(tx);
    const book = await repo.findBook(id);
    if (!book) throw bookNotFound();
    await ctx.checkCover(repo, input.coverFileId);
    if (input.slug && input.slug !== book.slug) {
      const other = await repo.findBookBySlug(input.slug);
      if (other) throw AppError.badRequest(m.slugTaken);
    }
    const row = await repo.updateBook(id, { ...ctx.bookValues(input), slug: input.slug ?? book.slug });
    if (!row) throw bookNotFound();
    return presentBook(row);
  });
}
