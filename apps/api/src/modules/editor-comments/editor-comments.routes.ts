import { editorCommentEndpoints, ZErrorResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

/** /editor#comments: bug reports and suggestions about the editor. */
export const editorCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.editorComments;
  const route = endpointRoutes(app, { tags: ['Editor comments'], errors: errorResponses(400, 401) });

  route.signedIn(
    editorCommentEndpoints.create,
    {
      summary: 'Report a bug or suggest a change to the editor (rich HTML, sanitized)',
      status: 201,
      responses: { 429: ZErrorResponse },
    },
    async (request) => {
      await app.rateLimiter.consume('editorComment', { ip: request.ip, account: request.viewer.id });
      return service.create(request.viewer, request.body);
    },
  );

  route.signedIn(
    editorCommentEndpoints.list,
    {
      summary: 'Reports, newest first: every report for ADMIN, one’s own for everybody else',
    },
    async (request) => service.list(request.viewer, request.query),
  );

  route.signedIn(
    editorCommentEndpoints.remove,
    {
      summary: 'Delete a report (its author or ADMIN)',
      responses: { 403: ZErrorResponse, 404: ZErrorResponse },
    },
    async (request) => service.remove(request.viewer, request.params.id),
  );
};
