import { ZErrorResponse } from '@zadania/shared';
import type { FastifyInstance, FastifySchema } from 'fastify';

/** The OpenAPI security of a route for signed-in viewers: a Bearer access token (see plugins/openapi.ts). */
export const bearerSecurity = [{ bearerAuth: [] }];

/** The documented error answers of a route: `{ [status]: ZErrorResponse }` for each status given. */
export const errorResponses = <const TStatuses extends readonly number[]>(...statuses: TStatuses) =>
  Object.fromEntries(statuses.map((status) => [status, ZErrorResponse])) as {
    [S in TStatuses[number]]: typeof ZErrorResponse;
  };

/** What most signed-in routes may answer besides success: invalid input, not signed in, refused, not found. */
export const usualErrors = errorResponses(400, 401, 403, 404);

type TResponses = Record<number, unknown>;

/** A route's own schema: what it documents and validates; tags, security and the usual errors are added. */
export type TRouteSchema = Omit<FastifySchema, 'tags' | 'security' | 'response'> & {
  summary: string;
  response: TResponses;
};

/**
 * The route options of a module's routes, sharing its tags and the error answers most of them document:
 *
 *   const { signedIn } = routeOptions(app, { tags: ['Chat'], errors: usualErrors });
 *   app.get('/:id', signedIn({ summary, params: ZIdParams, response: { 200: ZRoom } }), handler);
 *
 * `signedIn` adds `onRequest: app.authenticate` (401 unless signed in) and the Bearer security, and merges
 * the module's errors into the route's responses; `{ errors }` replaces them for one route. `publicRoute` is the
 * same without the hook and, unless `{ security: true }` (a route reading the viewer when there is one), without
 * the security. The schema keeps its zod types, so the type provider still infers `request.params`, `body`,
 * `query` and the reply.
 */
export function routeOptions<const TErrors extends TResponses>(
  app: FastifyInstance,
  defaults: { tags: string[]; errors: TErrors },
) {
  function signedIn<TSchema extends TRouteSchema, const TOwnErrors extends TResponses = TErrors>(
    schema: TSchema,
    options?: { errors: TOwnErrors },
  ) {
    const { response, ...documented } = schema;
    // Destructuring widens `response` to the constraint; the type provider needs the route's own statuses.
    const own = response as TSchema['response'];
    const errors = options?.errors ?? (defaults.errors as TResponses as TOwnErrors);
    return {
      onRequest: app.authenticate,
      schema: { tags: defaults.tags, security: bearerSecurity, ...documented, response: { ...errors, ...own } },
    };
  }

  function publicRoute<TSchema extends TRouteSchema, const TOwnErrors extends TResponses = TErrors>(
    schema: TSchema,
    options?: { errors?: TOwnErrors; security?: boolean },
  ) {
    const { response, ...documented } = schema;
    const own = response as TSchema['response'];
    const errors = options?.errors ?? (defaults.errors as TResponses as TOwnErrors);
    const security = options?.security ? { security: bearerSecurity } : {};
    return { schema: { tags: defaults.tags, ...security, ...documented, response: { ...errors, ...own } } };
  }
  return { signedIn, publicRoute };
}
