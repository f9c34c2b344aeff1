import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZEditorComment,
  ZEditorCommentCreate,
  ZEditorCommentList,
  ZEditorCommentListQuery,
  ZEditorCommentParams,
} from './editor-comment.schemas';

export const editorCommentEndpoints = defineEndpoints({
  list: get('/editor-comment', ZEditorCommentListQuery, ZEditorCommentList),
  create: post('/editor-comment', ZEditorCommentCreate, ZEditorComment),
  remove: withParams(del('/editor-comment/:id', ZMessageResponse), ZEditorCommentParams),
});
