import { defineEndpoints } from '../api/endpoint';
import {
  ZEditorComment,
  ZEditorCommentCreate,
  ZEditorCommentList,
  ZEditorCommentListQuery,
} from './editor-comment.schemas';

export const editorCommentEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/editor-comment', query: ZEditorCommentListQuery, response: ZEditorCommentList },
  create: { method: 'POST', path: '/editor-comment', body: ZEditorCommentCreate, response: ZEditorComment },
  remove: { method: 'DELETE', path: '/editor-comment/:id' },
});
