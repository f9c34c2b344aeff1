import type { TApprovalDecision, TApprovalStatus, THomeworkStatus, TRole } from '../enums';

/** What a task's workflow depends on: its visibility status and the state of its admin review. */
export type THomeworkState = { status: THomeworkStatus; adminReviewStatus: TApprovalStatus | null };

/** States in which the author may no longer edit the task (an ADMIN still may). */
export const authorLockedStatuses = ['UNDER_COPYRIGHT_REVIEW', 'REMOVED_FOR_COPYRIGHT'] as const;

export type THomeworkAction =
  | { type: 'EDIT' }
  | { type: 'SUBMIT_FOR_REVIEW' }
  | { type: 'REVIEW'; status: TApprovalDecision }
  | { type: 'PUBLISH' }
  | { type: 'SET_STATUS'; status: THomeworkStatus };

export const homeworkTransitionMessages = {
  alreadyPending: 'Zadanie jest już w trakcie recenzji.',
  notPending: 'Zadanie nie oczekuje na recenzję.',
  publishOnlyPrivate: 'Opublikować można tylko zadanie prywatne.',
  publishWhilePending: 'Zadanie jest w trakcie recenzji. Poczekaj na decyzję administratora.',
  publishNeedsApproval: 'Zadanie musi zostać zaakceptowane przez administratora przed publikacją.',
  submitOnlyPrivateOrPublic: 'Do recenzji można przesłać tylko zadanie prywatne lub publiczne.',
  lockedByAdmin: 'Zadanie zostało zablokowane przez administratora i nie można go edytować.',
  sameStatus: 'Zadanie ma już ten status.',
  forbidden: 'Brak uprawnień do wykonania tej operacji.',
} as const;

/** The next state, or why not: FORBIDDEN (403: the actor may never do this) or CONFLICT (409: not in this state). */
export type THomeworkTransition =
  | { ok: true; state: THomeworkState }
  | { ok: false; reason: 'FORBIDDEN' | 'CONFLICT'; message: string };

const allow = (state: THomeworkState): THomeworkTransition => ({ ok: true, state });
const forbid = (): THomeworkTransition => ({
  ok: false,
  reason: 'FORBIDDEN',
  message: homeworkTransitionMessages.forbidden,
});
const conflict = (message: string): THomeworkTransition => ({ ok: false, reason: 'CONFLICT', message });

/**
 * The task workflow (docs/product-spec.md section 4) as one pure function. A new task is PRIVATE with no review.
 * - EDIT: the author or an ADMIN. An author's edit of a PUBLIC task keeps it public but sends it
 *   back to review (PENDING), so that changed content is checked again; an author's edit of a
 *   PRIVATE task drops an earlier decision (APPROVED or REJECTED applied to other content).
 *   An ADMIN's edit changes nothing. The author cannot edit a task under copyright review or removed.
 * - SUBMIT_FOR_REVIEW: the author only (an ADMIN reviews, publishes or sets the status of anyone's task: sending
 *   someone else's task to one's own queue is no step), on a PRIVATE or PUBLIC task not already PENDING.
 * - REVIEW: ADMIN only, APPROVED or REJECTED, only while PENDING; the status does not change.
 * - PUBLISH: only a PRIVATE task, never while PENDING; an ADMIN always, the author only once APPROVED.
 * - SET_STATUS: ADMIN only, any status (the moderation states of section 3 and back to PUBLIC or PRIVATE).
 */
export function nextHomeworkState(
  current: THomeworkState,
  action: THomeworkAction,
  actorRole: TRole,
  isAuthor: boolean,
): THomeworkTransition {
  const admin = actorRole === 'ADMIN';
  switch (action.type) {
    case 'EDIT': {
      if (!admin && !isAuthor) return forbid();
      if (admin) return allow(current);
      if ((authorLockedStatuses as readonly string[]).includes(current.status)) {
        return conflict(homeworkTransitionMessages.lockedByAdmin);
      }
      if (current.status === 'PUBLIC') return allow({ ...current, adminReviewStatus: 'PENDING' });
      if (current.adminReviewStatus === 'PENDING') return allow(current);
      return allow({ ...current, adminReviewStatus: null });
    }
    case 'SUBMIT_FOR_REVIEW': {
      if (!isAuthor) return forbid();
      if (current.status !== 'PRIVATE' && current.status !== 'PUBLIC') {
        return conflict(homeworkTransitionMessages.submitOnlyPrivateOrPublic);
      }
      if (current.adminReviewStatus === 'PENDING') return conflict(homeworkTransitionMessages.alreadyPending);
      return allow({ ...current, adminReviewStatus: 'PENDING' });
    }
    case 'REVIEW': {
      if (!admin) return forbid();
      if (current.adminReviewStatus !== 'PENDING') return conflict(homeworkTransitionMessages.notPending);
      return allow({ ...current, adminReviewStatus: action.status });
    }
    case 'PUBLISH': {
      if (!admin && !isAuthor) return forbid();
      if (current.status !== 'PRIVATE') return conflict(homeworkTransitionMessages.publishOnlyPrivate);
      if (current.adminReviewStatus === 'PENDING') return conflict(homeworkTransitionMessages.publishWhilePending);
      if (!admin && current.adminReviewStatus !== 'APPROVED') {
        return conflict(homeworkTransitionMessages.publishNeedsApproval);
      }
      return allow({ ...current, status: 'PUBLIC' });
    }
    case 'SET_STATUS': {
      if (!admin) return forbid();
      if (current.status === action.status) return conflict(homeworkTransitionMessages.sameStatus);
      return allow({ ...current, status: action.status });
    }
  }
}

/** The label a task's state is shown with: a pending review reads 'W trakcie recenzji' whatever the status. */
export function homeworkStateLabel(state: THomeworkState, statusLabels: Record<THomeworkStatus, string>) {
  if (state.adminReviewStatus === 'PENDING') return 'W trakcie recenzji';
  return statusLabels[state.status];
}

/** Whether the publish button shows (section 4: only while PRIVATE; hidden while the review is pending). */
export const canShowPublish = (state: THomeworkState, actorRole: TRole | null, isAuthor: boolean) =>
  !!actorRole && nextHomeworkState(state, { type: 'PUBLISH' }, actorRole, isAuthor).ok;
