import { defineEndpoints } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZNote, ZNoteFileAttach, ZNoteList, ZNoteSave } from './notes.schemas';

/** The user's private notes (issue 20; the spec names no paths, these are ours, documented under "Notes"). */
export const noteEndpoints = defineEndpoints({
  notes: get('/note', ZNoteList),
  note: get('/note/:id', ZNote),
  createNote: post('/note', ZNoteSave, ZNote),
  updateNote: put('/note/:id', ZNoteSave, ZNote),
  deleteNote: del('/note/:id', ZMessageResponse),
  attachNoteFile: post('/note/:id/files', ZNoteFileAttach, ZNote),
  detachNoteFile: del('/note/:id/files/:fileId', ZNote),
});
