import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZBookDetail,
  ZBookIdParams,
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
  ZBookSlugParams,
  ZBookSummary,
  ZHomeworkBookNodeResult,
  ZHomeworkBookNodeSet,
} from './coursebook.schemas';

/** Coursebooks (issue 20; the spec names no paths, these are ours, documented under "Books"). */
export const coursebookEndpoints = defineEndpoints({
  books: get('/book', ZBookListQuery, ZBookList),
  book: withParams(get('/book/:slug', ZBookDetail), ZBookSlugParams),
  createBook: post('/book', ZBookSave, ZBookSummary),
  updateBook: withParams(put('/book/:id', ZBookSave, ZBookSummary), ZBookIdParams),
  deleteBook: withParams(del('/book/:id', ZMessageResponse), ZBookIdParams),
  createNode: post('/book-node', ZBookNodeCreate, ZBookNodeSaved),
  updateNode: withParams(put('/book-node/:id', ZBookNodeUpdate, ZBookNodeSaved), ZBookIdParams),
  deleteNode: withParams(del('/book-node/:id', ZMessageResponse), ZBookIdParams),
  setNodeConcept: withParams(put('/book-node/:id/concept', ZBookNodeConcept, ZBookNodeSaved), ZBookIdParams),
  importNodeConcept: withParams(
    post('/book-node/:id/import-concept', ZBookNodeImportConcept, ZBookNodeSaved),
    ZBookIdParams,
  ),
  nodeHomeworks: withParams(
    get('/book-node/:id/homeworks', ZBookNodeHomeworksQuery, ZBookNodeHomeworkList),
    ZBookIdParams,
  ),
  setHomeworkBookNode: withParams(
    put('/homework/:id/book-node', ZHomeworkBookNodeSet, ZHomeworkBookNodeResult),
    ZBookIdParams,
  ),
});
