import { defineEndpoints } from '../api/endpoint';
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
  books: { method: 'GET', path: '/book', query: ZBookListQuery, response: ZBookList },
  book: { method: 'GET', path: '/book/:slug', response: ZBookDetail },
  createBook: { method: 'POST', path: '/book', body: ZBookSave, response: ZBookSummary },
  updateBook: { method: 'PUT', path: '/book/:id', body: ZBookSave, response: ZBookSummary },
  deleteBook: { method: 'DELETE', path: '/book/:id', response: ZMessageResponse },
  createNode: { method: 'POST', path: '/book-node', body: ZBookNodeCreate, response: ZBookNodeSaved },
  updateNode: { method: 'PUT', path: '/book-node/:id', body: ZBookNodeUpdate, response: ZBookNodeSaved },
  deleteNode: { method: 'DELETE', path: '/book-node/:id', response: ZMessageResponse },
  setNodeConcept: { method: 'PUT', path: '/book-node/:id/concept', body: ZBookNodeConcept, response: ZBookNodeSaved },
  importNodeConcept: {
    method: 'POST',
    path: '/book-node/:id/import-concept',
    body: ZBookNodeImportConcept,
    response: ZBookNodeSaved,
  },
  nodeHomeworks: {
    method: 'GET',
    path: '/book-node/:id/homeworks',
    query: ZBookNodeHomeworksQuery,
    response: ZBookNodeHomeworkList,
  },
  setHomeworkBookNode: {
    method: 'PUT',
    path: '/homework/:id/book-node',
    body: ZHomeworkBookNodeSet,
    response: ZHomeworkBookNodeResult,
  },
});
