import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZNote, ZNoteFileAttach, ZNoteFileParams, ZNoteList, ZNoteParams, ZNoteSave } from './notes.schemas';

/** The user's private notes (issue 20; the spec names no paths, these are ours, documented under "Notes"). */
export const noteEndpoints = defineEndpoints({
  notes: get('/note', ZNoteList),
  note: withParams(get('/note/:id', ZNote), ZNoteParams),
  createNote: post('/note', ZNoteSave, ZNote),
  updateNote: withParams(put('/note/:id', ZNoteSave, ZNote), ZNoteParams),
  deleteNote: withParams(del('/note/:id', ZMessageResponse), ZNoteParams),
  attachNoteFile: withParams(post('/note/:id/files', ZNoteFileAttach, ZNote), ZNoteParams),
  detachNoteFile: withParams(del('/note/:id/files/:fileId', ZNote), ZNoteFileParams),
});
