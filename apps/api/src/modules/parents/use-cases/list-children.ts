import type { TParentChild, TViewerIn } from '@zadania/shared';
import type { TParentsContext } from '../parents.context';

/** GET /parent/children: the parent's children; one waiting for the child's confirmation shows no figures. */
export async function listChildren(ctx: TParentsContext, viewer: TViewerIn): Promise<TParentChild[]> {
  return ctx.childrenAnswer(viewer.id);
}
