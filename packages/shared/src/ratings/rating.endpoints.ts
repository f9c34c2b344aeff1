import { defineEndpoints } from '../api/endpoint';
import {
  ZHomeworkRatingSave,
  ZHomeworkRatingSaved,
  ZHomeworkRatingState,
  ZReviewDeleted,
  ZReviewListQuery,
  ZReviewPage,
  ZReviewSave,
  ZReviewSaved,
  ZUserRatingResponse,
} from './rating.schemas';

/** Ratings of tasks and reviews of teachers (issue 14 point 2; the spec names no paths, these are ours). */
export const ratingEndpoints = defineEndpoints({
  homeworkRating: { method: 'GET', path: '/homework/:id/rating', response: ZHomeworkRatingState },
  rateHomework: {
    method: 'PUT',
    path: '/homework/:id/rating',
    body: ZHomeworkRatingSave,
    response: ZHomeworkRatingSaved,
  },
  unrateHomework: { method: 'DELETE', path: '/homework/:id/rating', response: ZHomeworkRatingSaved },
  userRating: { method: 'GET', path: '/user/:id/rating', response: ZUserRatingResponse },
  reviews: { method: 'GET', path: '/user/:id/reviews', query: ZReviewListQuery, response: ZReviewPage },
  addReview: { method: 'POST', path: '/user/:id/reviews', body: ZReviewSave, response: ZReviewSaved },
  updateReview: { method: 'PUT', path: '/review/:id', body: ZReviewSave, response: ZReviewSaved },
  deleteReview: { method: 'DELETE', path: '/review/:id', response: ZReviewDeleted },
});
