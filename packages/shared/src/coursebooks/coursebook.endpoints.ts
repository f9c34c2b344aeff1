import { defineEndpoints } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZBookDetail,
  ZBookList,
  ZBookListQuery,
  ZBookNodeConcept,
  ZBookNodeCreate,
  ZBookNodeHomeworkList,
  ZBookNodeHomeworksQuery,
  ZBookNodeImportConcept,
  ZBookNodeSaved,
  ZBookNodeUpdate,
  ZBookSave,
  ZBookSummary,
  ZHomeworkBookNodeResult,
  ZHomeworkBookNodeSet,
} from './coursebook.schemas';

/** Coursebooks (issue 20; the spec names no paths, these are ours, documented under "Books"). */
export const coursebookEndpoints = defineEndpoints({
  books: get('/book', ZBookListQuery, ZBookList),
  book: get('/book/:slug', ZBookDetail),
  createBook: post('/book', ZBookSave, ZBookSummary),
  updateBook: put('/book/:id', ZBookSave, ZBookSummary),
  deleteBook: del('/book/:id', ZMessageResponse),
  createNode: post('/book-node', ZBookNodeCreate, ZBookNodeSaved),
  updateNode: put('/book-node/:id', ZBookNodeUpdate, ZBookNodeSaved),
  deleteNode: del('/book-node/:id', ZMessageResponse),
  setNodeConcept: put('/book-node/:id/concept', ZBookNodeConcept, ZBookNodeSaved),
  importNodeConcept: post('/book-node/:id/import-concept', ZBookNodeImportConcept, ZBookNodeSaved),
  nodeHomeworks: get('/book-node/:id/homeworks', ZBookNodeHomeworksQuery, ZBookNodeHomeworkList),
  setHomeworkBookNode: put('/homework/:id/book-node', ZHomeworkBookNodeSet, ZHomeworkBookNodeResult),
});
