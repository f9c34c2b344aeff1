import { defineEndpoints } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
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
  homeworkRating: get('/homework/:id/rating', ZHomeworkRatingState),
  rateHomework: put('/homework/:id/rating', ZHomeworkRatingSave, ZHomeworkRatingSaved),
  unrateHomework: del('/homework/:id/rating', ZHomeworkRatingSaved),
  userRating: get('/user/:id/rating', ZUserRatingResponse),
  reviews: get('/user/:id/reviews', ZReviewListQuery, ZReviewPage),
  addReview: post('/user/:id/reviews', ZReviewSave, ZReviewSaved),
  updateReview: put('/review/:id', ZReviewSave, ZReviewSaved),
  deleteReview: del('/review/:id', ZReviewDeleted),
});
