import {
  noteMessages as m,
  validationMessages,
  ZMessageResponse,
  ZNote,
  ZNoteFileAttach,
  ZNoteList,
  ZNoteSave,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponses,
  routeOptions,
  type TRouteSchema,
  underRule,
  ZUuidParams,
} from '../../lib/routes/route-options';

const ZFileParams = ZUuidParams.extend({ fileId: z.uuid({ error: validationMessages.invalidFormat }) });
const privacy = `Only the note's owner sees it: anyone else, ADMIN too, gets 404 '${m.notFound}'.`;

/** The user's private notes (issue 20): rich text and the owner's NOTES_FILE / NOTES_ATTACHMENT uploads. */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const notes = app.services.notes;
  const { signedIn } = routeOptions(app, { tags: ['Notes'], errors: errorResponses(400, 401, 404) });

  /** A route about one of the viewer's notes, by its id, which nobody else may see. */
  const ownNote = <TSchema extends Omit<TRouteSchema, 'params'>>(schema: TSchema) =>
    signedIn({ ...underRule(privacy, schema), params: ZUuidParams });

  app.get(
    '/note',
    signedIn({
      summary: 'The viewer’s own notes, last changed first',
      response: { 200: ZNoteList },
      errors: errorResponses(401),
    }),
    async (request) => notes.list(request.viewer!),
  );

  app.post(
    '/note',
    signedIn({
      summary: 'Write a note (anyone signed in)',
      description: `Title (≤ 200, '${m.titleRequired}'), content as editor HTML (sanitized).`,
      body: ZNoteSave,
      response: { 201: ZNote },
      errors: errorResponses(400, 401),
    }),
    async (request, reply) => reply.code(201).send(await notes.create(request.viewer!, request.body)),
  );

  app.get(
    '/note/:id',
    ownNote({
      summary: 'One own note with its files (10-minute signed links)',
      response: { 200: ZNote },
    }),
    async (request) => notes.get(request.viewer!, request.params.id),
  );

  app.put(
    '/note/:id',
    ownNote({
      summary: 'Edit an own note',
      body: ZNoteSave,
      response: { 200: ZNote },
    }),
    async (request) => notes.update(request.viewer!, request.params.id, request.body),
  );

  app.delete(
    '/note/:id',
    ownNote({
      summary: 'Delete an own note (its files stay the owner’s uploads)',
      response: { 200: ZMessageResponse },
    }),
    async (request) => notes.delete(request.viewer!, request.params.id),
  );

  app.post(
    '/note/:id/files',
    signedIn({
      summary: 'Attach an own upload to an own note',
      description: `The file must be the viewer's own upload of kind NOTES_FILE or NOTES_ATTACHMENT: 400 '${m.fileInvalid}'; at most 20 files: 400 '${m.filesTooMany}'. Attaching it again changes nothing. ${privacy}`,
      params: ZUuidParams,
      body: ZNoteFileAttach,
      response: { 200: ZNote },
    }),
    async (request) => notes.attach(request.viewer!, request.params.id, request.body.fileId),
  );

  app.delete(
    '/note/:id/files/:fileId',
    signedIn({
      summary: 'Detach a file from an own note (the upload stays)',
      description: `Not attached: 404 '${m.fileNotFound}'. ${privacy}`,
      params: ZFileParams,
      response: { 200: ZNote },
    }),
    async (request) => notes.detach(request.viewer!, request.params.id, request.params.fileId),
  );
};
