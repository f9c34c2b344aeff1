import { definePolicy } from './policy';
import { isAdmin } from './viewer';

/** What the rating rules of a task read: its author and visibility status. */
export type THomeworkRatingResource = { authorId: string | null; status: string };

/** What the rules of a review of a teacher read: its author. */
export type TReviewResource = { authorId: string };

export const homeworkRatingPolicy = definePolicy<THomeworkRatingResource>()({
  /** Give, change or remove stars: signed in, a public task, never one's own. */
  rate: (viewer, homework) => !!viewer && homework.status === 'PUBLIC' && viewer.id !== homework.authorId,
});

export const reviewPolicy = definePolicy<TReviewResource>()({
  /** Only the author edits a review (an ADMIN neither). */
  update: (viewer, review) => !!viewer && viewer.id === review.authorId,
  /** The author, or an ADMIN moderating. */
  delete: (viewer, review) => !!viewer && (viewer.id === review.authorId || isAdmin(viewer)),
});
