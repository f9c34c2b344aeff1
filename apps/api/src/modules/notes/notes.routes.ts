import {
  noteMessages as m,
  validationMessages,
  ZErrorResponse,
  ZMessageResponse,
  ZNote,
  ZNoteFileAttach,
  ZNoteList,
  ZNoteSave,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['Notes'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };
const ZIdParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });
const ZFileParams = ZIdParams.extend({ fileId: z.uuid({ error: validationMessages.invalidFormat }) });
const privacy = `Only the note's owner sees it: anyone else, ADMIN too, gets 404 '${m.notFound}'.`;

/** The user's private notes (issue 20): rich text and the owner's NOTES_FILE / NOTES_ATTACHMENT uploads. */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const notes = app.services.notes;

  app.get(
    '/note',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The viewer’s own notes, last changed first',
        response: { 200: ZNoteList, 401: ZErrorResponse },
      },
    },
    async (request) => notes.list(request.viewer!),
  );

  app.post(
    '/note',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Write a note (anyone signed in)',
        description: `Title (≤ 200, '${m.titleRequired}'), content as editor HTML (sanitized).`,
        body: ZNoteSave,
        response: { 201: ZNote, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await notes.create(request.viewer!, request.body)),
  );

  app.get(
    '/note/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One own note with its files (10-minute signed links)',
        description: privacy,
        params: ZIdParams,
        response: { 200: ZNote, ...errors },
      },
    },
    async (request) => notes.get(request.viewer!, request.params.id),
  );

  app.put(
    '/note/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Edit an own note',
        description: privacy,
        params: ZIdParams,
        body: ZNoteSave,
        response: { 200: ZNote, ...errors },
      },
    },
    async (request) => notes.update(request.viewer!, request.params.id, request.body),
  );

  app.delete(
    '/note/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete an own note (its files stay the owner’s uploads)',
        description: privacy,
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => notes.delete(request.viewer!, request.params.id),
  );

  app.post(
    '/note/:id/files',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Attach an own upload to an own note',
        description: `The file must be the viewer's own upload of kind NOTES_FILE or NOTES_ATTACHMENT: 400 '${m.fileInvalid}'; at most 20 files: 400 '${m.filesTooMany}'. Attaching it again changes nothing. ${privacy}`,
        params: ZIdParams,
        body: ZNoteFileAttach,
        response: { 200: ZNote, ...errors },
      },
    },
    async (request) => notes.attach(request.viewer!, request.params.id, request.body.fileId),
  );

  app.delete(
    '/note/:id/files/:fileId',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Detach a file from an own note (the upload stays)',
        description: `Not attached: 404 '${m.fileNotFound}'. ${privacy}`,
        params: ZFileParams,
        response: { 200: ZNote, ...errors },
      },
    },
    async (request) => notes.detach(request.viewer!, request.params.id, request.params.fileId),
  );
};
