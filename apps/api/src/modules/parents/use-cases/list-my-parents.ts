import { parentMessages as m, type TMyParent, type TViewerIn } from '@zadania/shared';
import type { TParentLinksRepository } from '../parent-links.repository';
import type { TParentsContext } from '../parents.context';

type TParentLinkRow = Awaited<ReturnType<TParentLinksRepository['linksOfChild']>>[number];

export const presentMyParent = ({ link, parent }: TParentLinkRow): TMyParent => ({
  id: parent.id,
  username: parent.username,
  displayName: parent.displayName,
  confirmed: !!link.confirmedAt,
  linkedAt: link.linkedAt.toISOString(),
  weeklyLetter: { enabled: link.letterEnabled, pausedByChild: link.letterPausedByChild },
  sees: m.parentSees,
});

/** GET /user/me/parents: the child's parents (waiting for the child's confirmation too) and what they see. */
export async function listMyParents(ctx: TParentsContext, viewer: TViewerIn): Promise<TMyParent[]> {
  return (await ctx.links.linksOfChild(viewer.id)).map(presentMyParent);
}
