import { coursebookEndpoints } from '@zadania/shared';
import { callEndpoint, type TEndpointBody, type TEndpointQuery } from '../../lib/api/call-endpoint';

export type TBookListQuery = TEndpointQuery<typeof coursebookEndpoints.books>;

/** React Query keys of coursebooks; everything under 'coursebooks' is refreshed after an ADMIN's edit. */
export const coursebookKeys = {
  all: ['coursebooks'] as const,
  list: (query: Record<string, unknown>) => ['coursebooks', 'list', query] as const,
  book: (slug: string) => ['coursebooks', 'book', slug] as const,
  nodeHomeworks: (nodeId: string, page: number) => ['coursebooks', 'node-homeworks', nodeId, page] as const,
};

/** The reading calls: used by the list and the book page. */
export const coursebooksApi = {
  list: (query: TBookListQuery, signal?: AbortSignal) => callEndpoint(coursebookEndpoints.books, { query, signal }),
  /** The page shows its own 404 state, so no toast here. */
  get: (slug: string, signal?: AbortSignal) =>
    callEndpoint(coursebookEndpoints.book, { params: { slug }, signal, errorToast: false }),
  nodeHomeworks: (id: string, page: number, signal?: AbortSignal) =>
    callEndpoint(coursebookEndpoints.nodeHomeworks, { params: { id }, query: { page }, signal }),
};

/** ADMIN's calls: only the (lazily loaded) editor imports them. */
export const coursebooksAdminApi = {
  createBook: (body: TEndpointBody<typeof coursebookEndpoints.createBook>) =>
    callEndpoint(coursebookEndpoints.createBook, { body }),
  updateBook: (id: string, body: TEndpointBody<typeof coursebookEndpoints.updateBook>) =>
    callEndpoint(coursebookEndpoints.updateBook, { params: { id }, body }),
  deleteBook: (id: string) => callEndpoint(coursebookEndpoints.deleteBook, { params: { id } }),
  createNode: (body: TEndpointBody<typeof coursebookEndpoints.createNode>) =>
    callEndpoint(coursebookEndpoints.createNode, { body }),
  updateNode: (id: string, body: TEndpointBody<typeof coursebookEndpoints.updateNode>) =>
    callEndpoint(coursebookEndpoints.updateNode, { params: { id }, body }),
  deleteNode: (id: string) => callEndpoint(coursebookEndpoints.deleteNode, { params: { id } }),
  importConcept: (id: string) => callEndpoint(coursebookEndpoints.importNodeConcept, { params: { id }, body: {} }),
  setConcept: (id: string, mathConceptId: string | null) =>
    callEndpoint(coursebookEndpoints.setNodeConcept, { params: { id }, body: { mathConceptId } }),
  /** Attaches the task `homeworkId` to a page or exercise, or (null) detaches it. */
  setHomeworkNode: (homeworkId: string, bookNodeId: string | null) =>
    callEndpoint(coursebookEndpoints.setHomeworkBookNode, { params: { id: homeworkId }, body: { bookNodeId } }),
};
