import { noteEndpoints, type TNoteSave } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

const e = noteEndpoints;

/** The user's private notes; pages show their own errors, so no error toasts. */
export const notesApi = {
  list: (signal?: AbortSignal) => callEndpoint(e.notes, { signal, errorToast: false }),
  get: (id: string, signal?: AbortSignal) => callEndpoint(e.note, { params: { id }, signal, errorToast: false }),
  create: (body: TNoteSave) => callEndpoint(e.createNote, { body, errorToast: false }),
  update: (id: string, body: TNoteSave) => callEndpoint(e.updateNote, { params: { id }, body, errorToast: false }),
  remove: (id: string) => callEndpoint(e.deleteNote, { params: { id }, errorToast: false }),
  attach: (id: string, fileId: string) =>
    callEndpoint(e.attachNoteFile, { params: { id }, body: { fileId }, errorToast: false }),
  detach: (id: string, fileId: string) => callEndpoint(e.detachNoteFile, { params: { id, fileId }, errorToast: false }),
};

/** Query keys of notes; `noteKeys.all` covers them all. */
export const noteKeys = {
  all: ['notes'] as const,
  list: ['notes', 'list'] as const,
  note: (id: string) => ['notes', 'note', id] as const,
};
