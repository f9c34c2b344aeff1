import type { TEndpoint, TPathParamNames } from '@zadania/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { z } from 'zod';
import { needsOwnPassword, requireOwnPassword } from './own-password-gate';
import { closedToParents, refuseParents } from './parent-gate';
import { requireParentalConsent, waitsForParentalConsent } from './parental-consent-gate';
import { bearerSecurity, requireRole, type TRoleDoor } from './route-options';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The shared endpoint a route was built from (`endpointRoutes`); the contract test compares their schemas. */
    endpoint?: TEndpoint;
  }
}

type TResponses = Record<number, unknown>;

/** The viewer of a request that passed `app.authenticate`. */
export type TViewer = NonNullable<FastifyRequest['viewer']>;

type TParamsOf<E extends TEndpoint> = E extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : Record<TPathParamNames<E['path']>, string>;
type TQueryOf<E extends TEndpoint> = E extends { query: infer Q extends z.ZodType } ? z.output<Q> : unknown;
type TBodyOf<E extends TEndpoint> = E extends { body: infer B extends z.ZodType } ? z.output<B> : unknown;
/** What a handler may answer: what the response schema accepts, or the reply it sent itself (a download). */
type TAnswerOf<E extends TEndpoint> = E extends { response: infer R extends z.ZodType }
  ? z.input<R> | FastifyReply
  : unknown;

/** A request of endpoint `E` as its schemas parse it, with the viewer its door guarantees. */
export type TEndpointRequest<E extends TEndpoint, TWho> = Omit<
  FastifyRequest,
  'params' | 'query' | 'body' | 'viewer'
> & {
  params: TParamsOf<E>;
  query: TQueryOf<E>;
  body: TBodyOf<E>;
  viewer: TWho;
};

type THandler<E extends TEndpoint, TWho> = (
  request: TEndpointRequest<E, TWho>,
  reply: FastifyReply,
) => TAnswerOf<E> | Promise<TAnswerOf<E>>;

/** What a route adds to its endpoint: its documentation and how it answers. */
export type TRouteDoc = {
  summary: string;
  description?: string;
  /** The status of a success (200 unless said); the endpoint's response is documented under it. */
  status?: number;
  /** The error answers this route documents instead of its module's (`errorResponses(400, 404)`, or `{}`). */
  errors?: TResponses;
  /** Further answers the route documents (a 202 beside the 200, a 413 of an upload). */
  responses?: TResponses;
  /** The content types of the body when not JSON (`['multipart/form-data']`). */
  consumes?: string[];
  /** A larger body than the server's default (a bank statement). */
  bodyLimit?: number;
};

/** A signed-in route's door: roles admitted (others 403 before the body is read), and hooks that run after it. */
export type TSignedInDoc = TRouteDoc & { door?: TRoleDoor; guards?: onRequestHookHandler[] };

/** The params schema of a path whose endpoint names none: every `:name` a string, as Fastify reads it. */
const pathParams = (path: string) => {
  const names = [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map(([, name]) => name as string);
  return names.length ? z.object(Object.fromEntries(names.map((name) => [name, z.string()]))) : undefined;
};

/**
 * The routes of a module, each built from its shared endpoint (packages/shared `*.endpoints.ts`): the method, the
 * URL and the params, query, body and response schemas come from the endpoint, so the contract the web calls is
 * the one the server validates. The module adds its tags and the errors most of its routes document:
 *
 *   const route = endpointRoutes(app, { tags: ['Favorites'], errors: usualErrors });
 *   route.signedIn(favoriteEndpoints.create, { summary }, async ({ viewer, body }) => service.create(viewer, body));
 *
 * `signedIn` answers 401 unless signed in and hands the handler a non-null viewer; `{ door: { roles } }` answers
 * every other role 403 before the body is read; a session of a login card's one-time password may only set its own
 * password (own-password-gate.ts, any method); a change a pupil under 16 may not make before the parent's consent
 * answers 403 (parental-consent-gate.ts); `guards` run after the door (`app.requirePremium`). `publicRoute`
 * has no door and its viewer may be null; `viewerOptional` is the same and documents the Bearer security.
 */
export function endpointRoutes<const TErrors extends TResponses>(
  app: FastifyInstance,
  defaults: { tags: string[]; errors: TErrors },
) {
  const relativeUrl = (endpoint: TEndpoint) => {
    const url = `/api${endpoint.path}`;
    if (!url.startsWith(app.prefix)) throw new Error(`${endpoint.path} is not under ${app.prefix}`);
    return url.slice(app.prefix.length) || '/';
  };

  function schemaOf(endpoint: TEndpoint, doc: TRouteDoc, security: boolean) {
    const { summary, description, status = 200, errors = defaults.errors, responses, consumes } = doc;
    const params = endpoint.params ?? pathParams(endpoint.path);
    const answer = endpoint.response && endpoint.response !== 'raw' ? { [status]: endpoint.response } : {};
    return {
      tags: defaults.tags,
      ...(security && { security: bearerSecurity }),
      summary,
      ...(description && { description }),
      ...(consumes && { consumes }),
      ...(params && { params }),
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { ...errors, ...responses, ...answer },
    };
  }

  function register(
    endpoint: TEndpoint,
    doc: TRouteDoc,
    options: { security: boolean; onRequest?: onRequestHookHandler[]; roles?: TRoleDoor['roles'] },
    handler: (request: FastifyRequest, reply: FastifyReply) => unknown,
  ) {
    const status = doc.status ?? 200;
    app.route({
      method: endpoint.method,
      url: relativeUrl(endpoint),
      schema: schemaOf(endpoint, doc, options.security),
      config: { endpoint, ...(options.roles && { roles: options.roles }) },
      ...(options.onRequest && { onRequest: options.onRequest }),
      ...(doc.bodyLimit && { bodyLimit: doc.bodyLimit }),
      handler: async (request, reply) => {
        const answer = await handler(request, reply);
        if (answer === reply) return reply;
        if (status !== 200) reply.status(status);
        return answer;
      },
    });
  }

  return {
    signedIn<const E extends TEndpoint>(endpoint: E, doc: TSignedInDoc, handler: THandler<E, TViewer>) {
      const { door, guards = [] } = doc;
      const consent = waitsForParentalConsent(endpoint.method, endpoint.path) ? [requireParentalConsent] : [];
      const parents = closedToParents(endpoint.method, endpoint.path) ? [refuseParents] : [];
      const ownPassword = needsOwnPassword(endpoint.method, endpoint.path) ? [requireOwnPassword] : [];
      // A login card's session sets its own password first; a PARENT is told what its account is for before any
      // door of pupils and teachers answers it.
      const onRequest = [
        app.authenticate,
        ...ownPassword,
        ...parents,
        ...(door ? [requireRole(door)] : []),
        ...consent,
        ...guards,
      ] as onRequestHookHandler[];
      register(endpoint, doc, { security: true, onRequest, roles: door?.roles }, handler as never);
    },
    publicRoute<const E extends TEndpoint>(endpoint: E, doc: TRouteDoc, handler: THandler<E, TViewer | null>) {
      register(endpoint, doc, { security: false }, handler as never);
    },
    viewerOptional<const E extends TEndpoint>(endpoint: E, doc: TRouteDoc, handler: THandler<E, TViewer | null>) {
      register(endpoint, doc, { security: true }, handler as never);
    },
  };
}
