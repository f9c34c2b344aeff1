import { editorCommentEndpoints, type TEditorComment } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/** /editor#comments: the reports and suggestions about the editor. */
export const editorCommentsApi = {
  list: (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
    callEndpoint(editorCommentEndpoints.list, { query, signal, errorToast: false }),
  create: (body: { type: TEditorComment['type']; content: string }) =>
    callEndpoint(editorCommentEndpoints.create, { body }),
  remove: (id: string) => callEndpoint(editorCommentEndpoints.remove, { params: { id } }),
};
