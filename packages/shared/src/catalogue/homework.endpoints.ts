import { defineEndpoints, withParams } from '../api/endpoint';
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
  ZIdParams,
  ZPendingCount,
} from './homework-save.schemas';
import { ZIdOrSlugParams } from './math-concept.schemas';

/** /api/homework: the catalogue, the task form and the moderation workflow. */
export const homeworkEndpoints = defineEndpoints({
  list: get('/homework', ZHomeworkListQueryWithOwner, ZHomeworkList),
  random: get('/homework/random', ZHomeworkListQueryWithOwner, ZRandomHomework),
  get: withParams(get('/homework/:id', ZHomework), ZIdOrSlugParams),
  solution: withParams(get('/homework/:id/solution', ZSolution), ZIdOrSlugParams),
  create: post('/homework', ZHomeworkSave, ZHomework),
  update: withParams(put('/homework/:id', ZHomeworkSave, ZHomework), ZIdParams),
  remove: withParams(del('/homework/:id', ZMessageResponse), ZIdParams),
  pendingCount: get('/homework/pending/count', ZPendingCount),
  reviews: withParams(get('/homework/:id/reviews', ZHomeworkReviewList), ZIdParams),
  submitForReview: withParams(put('/homework/:id/submit-for-review', ZHomeworkStateResponse), ZIdParams),
  review: withParams(put('/homework/:id/review', ZHomeworkReviewInput, ZHomeworkStateResponse), ZIdParams),
  publish: withParams(put('/homework/:id/publish', ZHomeworkStateResponse), ZIdParams),
  setStatus: withParams(put('/homework/:id/status', ZHomeworkStatusInput, ZHomeworkStateResponse), ZIdParams),
});
