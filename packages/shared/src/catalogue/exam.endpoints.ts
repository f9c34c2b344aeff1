import { defineEndpoints } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
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
  list: get('/exam', ZExamListQuery, ZExamList),
  get: get('/exam/:idOrSlug', ZExam),
});

/** /api/homework-type: the task types, read by everyone and written by admins. */
export const homeworkTypeEndpoints = defineEndpoints({
  list: get('/homework-type', ZHomeworkTypeListQuery, ZHomeworkTypeList),
  get: get('/homework-type/:idOrSlug', ZHomeworkType),
  create: post('/homework-type', ZHomeworkTypeSave, ZHomeworkType),
  update: put('/homework-type/:id', ZHomeworkTypeSave, ZHomeworkType),
  remove: del('/homework-type/:id', ZMessageResponse),
  toggleDone: put('/homework-type/:id/toggle-done', ZHomeworkType),
  history: get('/homework-type/:id/history', ZHomeworkTypeHistory),
});
