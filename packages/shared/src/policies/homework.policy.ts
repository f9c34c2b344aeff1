import { nextHomeworkState, type THomeworkAction } from '../catalogue/homework-transitions';
import type { TApprovalStatus, THomeworkStatus } from '../enums';
import { cataloguePolicy } from './catalogue.policy';
import { definePolicy } from './policy';
import { isAdmin, type TViewer } from './viewer';

/**
 * What the rules of a task read: its author, visibility status and review state, and whether the viewer may start a
 * conversation with the author (the contact rule, decided by the API; read only by the task page).
 */
export type THomeworkResource = {
  authorId: string | null;
  status: THomeworkStatus;
  adminReviewStatus: TApprovalStatus | null;
  authorContactable?: boolean;
};

const isAuthor = (viewer: TViewer, homework: Pick<THomeworkResource, 'authorId'>) =>
  !!viewer && viewer.id === homework.authorId;
const isAuthorOrAdmin = (viewer: TViewer, homework: Pick<THomeworkResource, 'authorId'>) =>
  isAdmin(viewer) || isAuthor(viewer, homework);

/** Whether the workflow (docs/product-spec.md section 4, `nextHomeworkState`) lets the viewer take this step now. */
const allowsStep = (action: THomeworkAction) => (viewer: TViewer, homework: THomeworkResource) =>
  !!viewer &&
  nextHomeworkState(
    { status: homework.status, adminReviewStatus: homework.adminReviewStatus },
    action,
    viewer.role,
    isAuthor(viewer, homework),
  ).ok;

export const homeworkPolicy = definePolicy<THomeworkResource>()({
  /** A public task is seen by everybody; any other status only by its author or an ADMIN (section 6). */
  read: (viewer, homework: { status: string; authorId: string | null }) =>
    homework.status === 'PUBLIC' || isAuthorOrAdmin(viewer, homework),
  /** Edit task link and PUT /homework/{id} (section 6): ADMIN or the author. */
  update: isAuthorOrAdmin,
  /** Checking one's own answer to an open task (issue 18): anyone signed in who can read the task. */
  checkAnswer: (viewer, homework: { status: string; authorId: string | null }) =>
    !!viewer && (homework.status === 'PUBLIC' || isAuthorOrAdmin(viewer, homework)),
  /** The task's requirements of the curriculum (issue 37): ADMIN, or a TEACHER on their own task. */
  editRequirements: (viewer, homework) => isAdmin(viewer) || (viewer?.role === 'TEACHER' && isAuthor(viewer, homework)),
  /** Delete task button and DELETE /homework/{id} (section 6): ADMIN or the author. */
  delete: isAuthorOrAdmin,
  /** The review history: the author and ADMIN. */
  readReviews: isAuthorOrAdmin,
  /** 'Prześlij do weryfikacji': the author (an ADMIN too, on their own), on a PRIVATE or PUBLIC task not under review. */
  submit: allowsStep({ type: 'SUBMIT_FOR_REVIEW' }),
  /** Review (ADMIN, section 6) of a task whose review is PENDING. */
  review: allowsStep({ type: 'REVIEW', status: 'APPROVED' }),
  /** Publish (section 4): only a PRIVATE task, never while under review; the author once approved, ADMIN always. */
  publish: allowsStep({ type: 'PUBLISH' }),
  /**
   * The chat button beside the author's name (section 6): signed out it is shown and asks to sign in (section 8);
   * signed in, only towards an author the contact rule lets the viewer write to, never towards oneself.
   */
  chatAuthor: (viewer, homework) =>
    !!homework.authorId && (!viewer || (!isAuthor(viewer, homework) && homework.authorContactable === true)),
  /** The content-visibility states of section 3 (hidden, copyright review, ...): ADMIN only. */
  setStatus: (viewer) => cataloguePolicy.reviewHomework(viewer),
});
