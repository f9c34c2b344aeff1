import { defineEndpoints } from '../api/endpoint';
import { del, get, post } from '../api/routes';
import {
  ZEditorComment,
  ZEditorCommentCreate,
  ZEditorCommentList,
  ZEditorCommentListQuery,
} from './editor-comment.schemas';

export const editorCommentEndpoints = defineEndpoints({
  list: get('/editor-comment', ZEditorCommentListQuery, ZEditorCommentList),
  create: post('/editor-comment', ZEditorCommentCreate, ZEditorComment),
  remove: del('/editor-comment/:id'),
});
