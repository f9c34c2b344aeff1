import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZUserIdParams } from '../users/user.schemas';
import {
  ZHomeworkIdParams,
  ZHomeworkRatingSave,
  ZHomeworkRatingSaved,
  ZHomeworkRatingState,
  ZReviewDeleted,
  ZReviewIdParams,
  ZReviewListQuery,
  ZReviewPage,
  ZReviewSave,
  ZReviewSaved,
  ZUserRatingResponse,
} from './rating.schemas';

/** Ratings of tasks and reviews of teachers (issue 14 point 2; the spec names no paths, these are ours). */
export const ratingEndpoints = defineEndpoints({
  homeworkRating: withParams(get('/homework/:id/rating', ZHomeworkRatingState), ZHomeworkIdParams),
  rateHomework: withParams(put('/homework/:id/rating', ZHomeworkRatingSave, ZHomeworkRatingSaved), ZHomeworkIdParams),
  unrateHomework: withParams(del('/homework/:id/rating', ZHomeworkRatingSaved), ZHomeworkIdParams),
  userRating: withParams(get('/user/:id/rating', ZUserRatingResponse), ZUserIdParams),
  reviews: withParams(get('/user/:id/reviews', ZReviewListQuery, ZReviewPage), ZUserIdParams),
  addReview: withParams(post('/user/:id/reviews', ZReviewSave, ZReviewSaved), ZUserIdParams),
  updateReview: withParams(put('/review/:id', ZReviewSave, ZReviewSaved), ZReviewIdParams),
  deleteReview: withParams(del('/review/:id', ZReviewDeleted), ZReviewIdParams),
});
