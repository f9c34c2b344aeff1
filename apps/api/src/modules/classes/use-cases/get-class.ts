import type { TViewerIn } from '@zadania/shared';
import type { TClassesContext } from '../classes.context';

export async function getClass(ctx: TClassesContext, viewer: TViewerIn, id: string) {
  const { row } = await ctx.classFor(viewer, id, 'read', ctx.repository);
  return ctx.classAnswer(viewer, row);
}
