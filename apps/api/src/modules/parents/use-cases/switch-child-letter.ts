import { parentMessages as m, type TViewerIn } from '@zadania/shared';
import type { TParentsContext } from '../parents.context';

/** PUT /parent/children/{id}/letter: the parent's weekly letter about this child, on or off. */
export async function switchChildLetter(ctx: TParentsContext, viewer: TViewerIn, childId: string, enabled: boolean) {
  await ctx.linkedChild(viewer, childId);
  await ctx.links.update(viewer.id, childId, { letterEnabled: enabled });
  return { message: m.letterSaved, child: await ctx.linkedChild(viewer, childId) };
}
