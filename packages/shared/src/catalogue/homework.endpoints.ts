import { defineEndpoints } from '../api/endpoint';
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
  list: { method: 'GET', path: '/homework', query: ZHomeworkListQueryWithOwner, response: ZHomeworkList },
  random: { method: 'GET', path: '/homework/random', query: ZHomeworkListQueryWithOwner, response: ZRandomHomework },
  get: { method: 'GET', path: '/homework/:idOrSlug', response: ZHomework },
  solution: { method: 'GET', path: '/homework/:id/solution', response: ZSolution },
  create: { method: 'POST', path: '/homework', body: ZHomeworkSave, response: ZHomework },
  update: { method: 'PUT', path: '/homework/:id', body: ZHomeworkSave, response: ZHomework },
  remove: { method: 'DELETE', path: '/homework/:id', response: ZMessageResponse },
  pendingCount: { method: 'GET', path: '/homework/pending/count', response: ZPendingCount },
  reviews: { method: 'GET', path: '/homework/:id/reviews', response: ZHomeworkReviewList },
  submitForReview: { method: 'PUT', path: '/homework/:id/submit-for-review', response: ZHomeworkStateResponse },
  review: {
    method: 'PUT',
    path: '/homework/:id/review',
    body: ZHomeworkReviewInput,
    response: ZHomeworkStateResponse,
  },
  publish: { method: 'PUT', path: '/homework/:id/publish', response: ZHomeworkStateResponse },
  setStatus: {
    method: 'PUT',
    path: '/homework/:id/status',
    body: ZHomeworkStatusInput,
    response: ZHomeworkStateResponse,
  },
});
