import { isAdmin, type TViewer } from '@zadania/shared';

export type THomeworkListActions = { lists: boolean; hide: boolean; solved: boolean };

/**
 * Which list buttons a task shows (docs/product-spec.md section 6): none signed out; the favourite (list) button
 * hidden from a TEACHER who is not the task's author; mark-solved never shown to teachers. Whether they work is
 * Premium's question (`isPremium`), answered by the API as well.
 */
export function homeworkListActions(viewer: TViewer, authorId: string | null): THomeworkListActions {
  if (!viewer) return { lists: false, hide: false, solved: false };
  const teacher = viewer.role === 'TEACHER';
  return { lists: !teacher || viewer.id === authorId, hide: true, solved: !teacher };
}

/** 'Ukryj rozwiązane' (section 6: the hide-solved filter is for USER or ADMIN). */
export const canHideSolved = (viewer: TViewer) => viewer?.role === 'USER' || isAdmin(viewer);

/** 'Ukryj ukryte' and a list as a filter: one's own lists, so signed in. */
export const canUseOwnLists = (viewer: TViewer) => viewer !== null;
