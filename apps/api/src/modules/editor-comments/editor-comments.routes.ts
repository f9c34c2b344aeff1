import {
  ZEditorComment,
  ZEditorCommentCreate,
  ZEditorCommentList,
  ZEditorCommentListQuery,
  ZErrorResponse,
  ZMessageResponse,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, routeOptions } from '../../lib/routes/route-options';

const ZParams = z.object({ id: z.uuid({ error: 'Niepoprawny identyfikator' }) });

/** /editor#comments: bug reports and suggestions about the editor. */
export const editorCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.editorComments;
  const { signedIn } = routeOptions(app, { tags: ['Editor comments'], errors: errorResponses(400, 401) });

  app.post(
    '/',
    signedIn({
      summary: 'Report a bug or suggest a change to the editor (rich HTML, sanitized)',
      body: ZEditorCommentCreate,
      response: { 201: ZEditorComment, 429: ZErrorResponse },
    }),
    async (request, reply) => {
      await app.rateLimiter.consume('editorComment', { ip: request.ip, account: request.viewer!.id });
      return reply.status(201).send(await service.create(request.viewer!, request.body));
    },
  );

  app.get(
    '/',
    signedIn({
      summary: 'Reports, newest first: every report for ADMIN, one’s own for everybody else',
      querystring: ZEditorCommentListQuery,
      response: { 200: ZEditorCommentList },
    }),
    async (request) => service.list(request.viewer!, request.query),
  );

  app.delete(
    '/:id',
    signedIn({
      summary: 'Delete a report (its author or ADMIN)',
      params: ZParams,
      response: { 200: ZMessageResponse, 403: ZErrorResponse, 404: ZErrorResponse },
    }),
    async (request) => service.remove(request.viewer!, request.params.id),
  );
};
