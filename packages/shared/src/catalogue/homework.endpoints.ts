import { defineEndpoints } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZHomework, ZSolution } from './homework.schemas';
import { ZHomeworkList, ZHomeworkListQueryWithOwner, ZRandomHomework } from './homework-list.schemas';
import {
  ZHomeworkReviewInput,
  ZHomeworkReviewList,
  ZHomeworkSave,
  ZHomeworkStateResponse,
  ZHomeworkStatusInput,
  ZPendingCount,
} from './homework-save.schemas';

/** /api/homework: the catalogue, the task form and the moderation workflow. */
export const homeworkEndpoints = defineEndpoints({
  list: get('/homework', ZHomeworkListQueryWithOwner, ZHomeworkList),
  random: get('/homework/random', ZHomeworkListQueryWithOwner, ZRandomHomework),
  get: get('/homework/:idOrSlug', ZHomework),
  solution: get('/homework/:id/solution', ZSolution),
  create: post('/homework', ZHomeworkSave, ZHomework),
  update: put('/homework/:id', ZHomeworkSave, ZHomework),
  remove: del('/homework/:id', ZMessageResponse),
  pendingCount: get('/homework/pending/count', ZPendingCount),
  reviews: get('/homework/:id/reviews', ZHomeworkReviewList),
  submitForReview: put('/homework/:id/submit-for-review', ZHomeworkStateResponse),
  review: put('/homework/:id/review', ZHomeworkReviewInput, ZHomeworkStateResponse),
  publish: put('/homework/:id/publish', ZHomeworkStateResponse),
  setStatus: put('/homework/:id/status', ZHomeworkStatusInput, ZHomeworkStateResponse),
});
