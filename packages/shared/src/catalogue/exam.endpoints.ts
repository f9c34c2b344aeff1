import { defineEndpoints, withParams } from '../api/endpoint';
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
import { ZIdParams } from './homework-save.schemas';
import { ZIdOrSlugParams } from './math-concept.schemas';

export const examEndpoints = defineEndpoints({
  list: get('/exam', ZExamListQuery, ZExamList),
  get: withParams(get('/exam/:id', ZExam), ZIdOrSlugParams),
});

/** /api/homework-type: the task types, read by everyone and written by admins. */
export const homeworkTypeEndpoints = defineEndpoints({
  list: get('/homework-type', ZHomeworkTypeListQuery, ZHomeworkTypeList),
  get: withParams(get('/homework-type/:id', ZHomeworkType), ZIdOrSlugParams),
  create: post('/homework-type', ZHomeworkTypeSave, ZHomeworkType),
  update: withParams(put('/homework-type/:id', ZHomeworkTypeSave, ZHomeworkType), ZIdParams),
  remove: withParams(del('/homework-type/:id', ZMessageResponse), ZIdParams),
  toggleDone: withParams(put('/homework-type/:id/toggle-done', ZHomeworkType), ZIdParams),
  history: withParams(get('/homework-type/:id/history', ZHomeworkTypeHistory), ZIdParams),
});
