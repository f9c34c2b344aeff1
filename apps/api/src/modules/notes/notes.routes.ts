import { noteMessages as m, noteEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

const privacy = `Only the note's owner sees it: anyone else, ADMIN too, gets 404 '${m.notFound}'.`;

/** A route about one of the viewer's notes, by its id, which nobody else may see: the rule heads its description. */
const ownNote = (summary: string) => ({ summary, description: privacy });

/** The user's private notes (issue 20): rich text and the owner's NOTES_FILE / NOTES_ATTACHMENT uploads. */
export const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  const notes = app.services.notes;
  const route = endpointRoutes(app, { tags: ['Notes'], errors: errorResponses(400, 401, 404) });

  route.signedIn(
    noteEndpoints.notes,
    {
      summary: 'The viewer’s own notes, last changed first',
      errors: errorResponses(401),
    },
    async (request) => notes.list(request.viewer),
  );

  route.signedIn(
    noteEndpoints.createNote,
    {
      summary: 'Write a note (anyone signed in)',
      description: `Title (≤ 200, '${m.titleRequired}'), content as editor HTML (sanitized).`,
      status: 201,
      errors: errorResponses(400, 401),
    },
    async (request) => notes.create(request.viewer, request.body),
  );

  route.signedIn(noteEndpoints.note, ownNote('One own note with its files (10-minute signed links)'), async (request) =>
    notes.get(request.viewer, request.params.id),
  );

  route.signedIn(noteEndpoints.updateNote, ownNote('Edit an own note'), async (request) =>
    notes.update(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    noteEndpoints.deleteNote,
    ownNote('Delete an own note (its files stay the owner’s uploads)'),
    async (request) => notes.delete(request.viewer, request.params.id),
  );

  route.signedIn(
    noteEndpoints.attachNoteFile,
    {
      summary: 'Attach an own upload to an own note',
      description: `The file must be the viewer's own upload of kind NOTES_FILE or NOTES_ATTACHMENT: 400 '${m.fileInvalid}'; at most 20 files: 400 '${m.filesTooMany}'. Attaching it again changes nothing. ${privacy}`,
    },
    async (request) => notes.attach(request.viewer, request.params.id, request.body.fileId),
  );

  route.signedIn(
    noteEndpoints.detachNoteFile,
    {
      summary: 'Detach a file from an own note (the upload stays)',
      description: `Not attached: 404 '${m.fileNotFound}'. ${privacy}`,
    },
    async (request) => notes.detach(request.viewer, request.params.id, request.params.fileId),
  );
};
