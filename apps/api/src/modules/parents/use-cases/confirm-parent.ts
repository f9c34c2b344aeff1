import { parentMessages as m, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { childNotFound, type TParentsContext } from '../parents.context';
import { presentMyParent } from './list-my-parents';

/** The child's link with this parent, or 404 (as for a parent who is not linked). */
export async function myParentLink(ctx: TParentsContext, viewer: TViewerIn, parentId: string) {
  const [row] = await ctx.links.linksOfChild(viewer.id, parentId);
  if (!row) throw childNotFound();
  return row;
}

/** POST /user/me/parents/{parentId}/confirm: a child of 16 or more lets a linked parent see them. */
export async function confirmParent(ctx: TParentsContext, viewer: TViewerIn, parentId: string) {
  await myParentLink(ctx, viewer, parentId);
  if (!(await ctx.links.confirm(parentId, viewer.id, ctx.now()))) throw AppError.badRequest(m.linkNotPending);
  return { message: m.linkConfirmed, parent: presentMyParent(await myParentLink(ctx, viewer, parentId)) };
}
