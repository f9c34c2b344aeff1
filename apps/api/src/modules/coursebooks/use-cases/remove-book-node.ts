import { successMessages, type TViewerIn } from '@zadania/shared';
import { nodeNotFound, type TCoursebooksContext } from '../coursebooks.context';

export async function removeBookNode(ctx: TCoursebooksContext, viewer: TViewerIn, id: string) {
  ctx.assertAdmin(viewer);
  if (!(await ctx.repository.deleteNode(id))) throw nodeNotFound();
  return { message: successMessages.deleted };
}
