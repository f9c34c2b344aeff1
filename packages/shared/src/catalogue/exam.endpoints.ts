import { defineEndpoints } from '../api/endpoint';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZHomeworkTypeHistory, ZHomeworkTypeSave } from './authoring.schemas';
import {
  ZExam,
  ZExamList,
  ZExamListQuery,
  ZHomeworkType,
  ZHomeworkTypeList,
  ZHomeworkTypeListQuery,
} from './exam.schemas';

export const examEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/exam', query: ZExamListQuery, response: ZExamList },
  get: { method: 'GET', path: '/exam/:idOrSlug', response: ZExam },
});

/** /api/homework-type: the task types, read by everyone and written by admins. */
export const homeworkTypeEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/homework-type', query: ZHomeworkTypeListQuery, response: ZHomeworkTypeList },
  get: { method: 'GET', path: '/homework-type/:idOrSlug', response: ZHomeworkType },
  create: { method: 'POST', path: '/homework-type', body: ZHomeworkTypeSave, response: ZHomeworkType },
  update: { method: 'PUT', path: '/homework-type/:id', body: ZHomeworkTypeSave, response: ZHomeworkType },
  remove: { method: 'DELETE', path: '/homework-type/:id', response: ZMessageResponse },
  toggleDone: { method: 'PUT', path: '/homework-type/:id/toggle-done', response: ZHomeworkType },
  history: { method: 'GET', path: '/homework-type/:id/history', response: ZHomeworkTypeHistory },
});
