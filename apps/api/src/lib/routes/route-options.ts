import { errorMessages, type TRole, validationMessages, ZErrorResponse } from '@zadania/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { AppError } from '../app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The roles a route admits at its door (`signedIn(schema, { roles })`); every other role is answered 403. */
    roles?: readonly TRole[];
  }
}

/** Who passes a route's door besides being signed in, and what everybody else is told (403). */
export type TRoleDoor = { roles: readonly TRole[]; refusal?: string };

/** The common doors: ADMIN only, TEACHER only, and those who author content (TEACHER or ADMIN). */
export const adminDoor: TRoleDoor = { roles: ['ADMIN'] };
export const teacherDoor = (refusal?: string): TRoleDoor => ({ roles: ['TEACHER'], refusal });
export const authorDoor = (refusal?: string): TRoleDoor => ({ roles: ['TEACHER', 'ADMIN'], refusal });

/**
 * An onRequest hook after `authenticate`: 403 unless the viewer has one of the roles. It runs before the body is
 * read and validated, so a refused caller gets 403 whatever it sent, and learns nothing of what exists.
 */
export const requireRole =
  ({ roles, refusal = errorMessages.forbidden }: TRoleDoor) =>
  async (request: FastifyRequest) => {
    if (!request.viewer || !roles.includes(request.viewer.role)) throw AppError.forbidden(refusal);
  };

/** The params of a route addressing a row by its uuid `:id`; a malformed id answers 400 'Niepoprawny format'. */
export const ZUuidParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });

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
  /** The error answers this route documents instead of its module's (`errorResponses(400, 404)`, or `{}`). */
  errors?: TResponses;
};

/**
 * A route's schema under a rule its whole group of routes shares (members only, ADMIN only, own data only): the
 * rule heads the route's description, or is all of it when the route adds nothing.
 */
export const underRule = <TSchema extends TRouteSchema>(rule: string, { description, ...schema }: TSchema) => ({
  ...schema,
  description: description ? `${rule} ${description}` : rule,
});

/** The errors a route documents: its own `errors` when it names them, else the module's. */
type TErrorsOf<TSchema, TDefault> = TSchema extends { errors: infer TOwn extends TResponses } ? TOwn : TDefault;

/**
 * The route options of a module's routes, sharing its tags and the error answers most of them document:
 *
 *   const { signedIn } = routeOptions(app, { tags: ['Chat'], errors: usualErrors });
 *   app.get('/:id', signedIn({ summary, params: ZIdParams, response: { 200: ZRoom } }), handler);
 *
 * `signedIn` adds `onRequest: app.authenticate` (401 unless signed in) and the Bearer security, and merges
 * the module's errors into the route's responses; `{ door: { roles } }` as its second argument answers every other
 * role 403 before the body is read (`requireRole`); `errors` in the schema (or `{ errors }` as a second argument)
 * replaces them for one route. `publicRoute` is the same without the hook and without the security;
 * `viewerOptional` is a public route that reads the viewer when there is one, so it documents the security.
 * The schema keeps its zod types, so the type provider still infers `request.params`, `body`, `query` and
 * the reply.
 */
export function routeOptions<const TErrors extends TResponses>(
  app: FastifyInstance,
  defaults: { tags: string[]; errors: TErrors },
) {
  function documentedSchema<TSchema extends TRouteSchema, TOwnErrors extends TResponses>(
    schema: TSchema,
    ownErrors: TOwnErrors | undefined,
  ) {
    const { response, errors: schemaErrors, ...documented } = schema;
    // Destructuring widens `response` to the constraint; the type provider needs the route's own statuses.
    const own = response as TSchema['response'];
    const errors = (ownErrors ?? schemaErrors ?? defaults.errors) as TOwnErrors;
    return { tags: defaults.tags, ...documented, response: { ...errors, ...own } };
  }

  function signedIn<TSchema extends TRouteSchema, const TOwnErrors extends TResponses = TErrorsOf<TSchema, TErrors>>(
    schema: TSchema,
    options?: { errors?: TOwnErrors; door?: TRoleDoor },
  ) {
    const { tags, ...documented } = documentedSchema<TSchema, TOwnErrors>(schema, options?.errors);
    const door = options?.door;
    return {
      onRequest: door ? [app.authenticate, requireRole(door)] : app.authenticate,
      ...(door && { config: { roles: door.roles } }),
      schema: { tags, security: bearerSecurity, ...documented },
    };
  }

  function publicRoute<TSchema extends TRouteSchema, const TOwnErrors extends TResponses = TErrorsOf<TSchema, TErrors>>(
    schema: TSchema,
    options?: { errors?: TOwnErrors; security?: boolean },
  ) {
    const { tags, ...documented } = documentedSchema<TSchema, TOwnErrors>(schema, options?.errors);
    const security = options?.security ? { security: bearerSecurity } : {};
    return { schema: { tags, ...security, ...documented } };
  }

  function viewerOptional<
    TSchema extends TRouteSchema,
    const TOwnErrors extends TResponses = TErrorsOf<TSchema, TErrors>,
  >(schema: TSchema) {
    return publicRoute<TSchema, TOwnErrors>(schema, { security: true });
  }
  return { signedIn, publicRoute, viewerOptional };
}
