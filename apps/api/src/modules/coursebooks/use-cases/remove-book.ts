import { successMessages, type TViewerIn } from '@zadania/shared';
import { bookNotFound, type TCoursebooksContext } from '../coursebooks.context';

export async function removeBook(ctx: TCoursebooksContext, viewer: TViewerIn, id: string) {
  ctx.assertAdmin(viewer);
  if (!(await ctx.repository.deleteBook(id))) throw bookNotFound();
  return { message: successMessages.deleted };
}
