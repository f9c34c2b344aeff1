import { defineEndpoints } from '../api/endpoint';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZNote, ZNoteFileAttach, ZNoteList, ZNoteSave } from './notes.schemas';

/** The user's private notes (issue 20; the spec names no paths, these are ours, documented under "Notes"). */
export const noteEndpoints = defineEndpoints({
  notes: { method: 'GET', path: '/note', response: ZNoteList },
  note: { method: 'GET', path: '/note/:id', response: ZNote },
  createNote: { method: 'POST', path: '/note', body: ZNoteSave, response: ZNote },
  updateNote: { method: 'PUT', path: '/note/:id', body: ZNoteSave, response: ZNote },
  deleteNote: { method: 'DELETE', path: '/note/:id', response: ZMessageResponse },
  attachNoteFile: { method: 'POST', path: '/note/:id/files', body: ZNoteFileAttach, response: ZNote },
  detachNoteFile: { method: 'DELETE', path: '/note/:id/files/:fileId', response: ZNote },
});
