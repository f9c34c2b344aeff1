import {
  ltiMessages as m,
  ZEmptyBody,
  ZLtiContextList,
  ZLtiDeepLinkChoice,
  ZLtiJwks,
  ZLtiLaunchRequest,
  ZLtiLoginRequest,
  ZLtiRegisterQuery,
  ZLtiRegistrationUrl,
  ZLtiRosterResult,
  ZLtiSession,
  ZLtiSessionRequest,
} from '@zadania/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { authorDoor, errorResponses, routeOptions, ZUuidParams } from '../../lib/routes/route-options';
import { errorPage, type TLtiPage } from './lti-pages';

const teachers = authorDoor(m.teachersOnly);
const ZHtml = z.string().describe('text/html; charset=utf-8: a page for the platform’s window');
const formBodyLimit = 256 * 1024;

/** Answers a server-rendered page with its own Content-Security-Policy (a script nonce, the platform's framing). */
function sendPage(reply: FastifyReply, page: TLtiPage) {
  reply.raw.removeHeader('x-frame-options');
  return reply
    .code(page.status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', page.csp)
    .send(page.html);
}

/** A page of the flow, or the Polish refusal as a page (with its status) when the flow refuses. */
async function pageOrRefusal(reply: FastifyReply, render: () => Promise<TLtiPage>) {
  try {
    return sendPage(reply, await render());
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return sendPage(reply, errorPage(error.statusCode, error.message));
  }
}

/** The LTI 1.3 tool (issue 56, part 4); the platform's browser posts forms here, so they are read as such. */
export const ltiRoutes: FastifyPluginAsyncZod = async (app) => {
  const lti = app.services.lti;
  const { signedIn, publicRoute } = routeOptions(app, { tags: ['LTI'], errors: errorResponses(400, 401, 403, 404) });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(
    '/lti/jwks',
    publicRoute({
      summary: 'The tool’s public keys (JWKS): platforms verify our client assertions and deep links with them',
      response: { 200: ZLtiJwks },
      errors: {},
    }),
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(await lti.jwks()),
  );

  const loginSchema = {
    summary: 'OIDC third-party login initiation (LTI 1.3): redirects to the platform’s authorization endpoint',
    description: `The issuer (and client_id when given) must be a registered platform: 400 '${m.platformUnknown}'. The state and nonce are kept server-side (one use, 10 minutes), not in a cookie.`,
    response: { 302: z.null() },
    errors: errorResponses(400, 429),
  };
  app.get('/lti/login', publicRoute({ ...loginSchema, querystring: ZLtiLoginRequest }), async (request, reply) =>
    reply.redirect(await lti.startLogin(request.query, { ip: request.ip })),
  );
  app.post('/lti/login', publicRoute({ ...loginSchema, body: ZLtiLoginRequest }), async (request, reply) =>
    reply.redirect(await lti.startLogin(request.body, { ip: request.ip })),
  );

  app.post(
    '/lti/launch',
    publicRoute({
      summary: 'An LTI 1.3 launch (form_post of id_token and state): a resource link or a Deep Linking request',
      description: `The id_token is verified with the platform's JWKS (iss, aud/azp, exp, iat, deployment), then the state and nonce are spent once: a forged or expired token 401 '${m.tokenInvalid}', an unknown or replayed state 400 '${m.stateInvalid}', each as a page, with nothing written.`,
      body: ZLtiLaunchRequest,
      response: { 200: ZHtml },
      errors: {},
    }),
    async (request, reply) => pageOrRefusal(reply, () => lti.launch(request.body)),
  );

  app.get(
    '/lti/register',
    publicRoute({
      summary: 'LTI Dynamic Registration, opened by Moodle with our one-time URL',
      description: `Without a valid one-time token (made by a teacher with POST /api/lti/registration-url): 403 '${m.registrationInvalid}' as a page. Answers a page posting org.imsglobal.lti.close to the platform's window.`,
      querystring: ZLtiRegisterQuery,
      response: { 200: ZHtml },
      errors: {},
    }),
    async (request, reply) => pageOrRefusal(reply, () => lti.registerPlatform(request.query)),
  );

  app.post(
    '/lti/registration-url',
    signedIn(
      {
        summary: 'A one-time Dynamic Registration URL for Moodle (TEACHER or ADMIN): 7 days, one use',
        description: 'The platform registered with it belongs to the teacher who made it.',
        body: ZEmptyBody,
        response: { 201: ZLtiRegistrationUrl },
        errors: errorResponses(401, 403),
      },
      { door: teachers },
    ),
    async (request, reply) => reply.code(201).send(await lti.createRegistrationUrl(request.viewer!)),
  );

  app.post(
    '/lti/session',
    publicRoute({
      summary: 'Exchange a learner’s one-time LTI sign-in code (60 seconds) for a session',
      description: `An unknown, used or expired code: 401 '${m.codeInvalid}'. Answers the session and the path to open.`,
      body: ZLtiSessionRequest,
      response: { 200: ZLtiSession },
      errors: errorResponses(400, 401),
    }),
    async (request) =>
      lti.exchangeSignInCode(request.body.code, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  app.post(
    '/lti/deep-link',
    publicRoute({
      summary: 'The assignment chosen on the Deep Linking page: a self-posting LtiDeepLinkingResponse',
      description: `The page's token must be ours and current: 400 '${m.deepLinkInvalid}' as a page.`,
      body: ZLtiDeepLinkChoice,
      response: { 200: ZHtml },
      errors: {},
    }),
    async (request, reply) => pageOrRefusal(reply, () => lti.chooseDeepLink(request.body)),
  );

  app.get(
    '/lti/context',
    signedIn(
      {
        summary: 'The Moodle courses bound to classes through the platforms the viewer registered (ADMIN: all)',
        response: { 200: ZLtiContextList },
        errors: errorResponses(401, 403),
      },
      { door: teachers },
    ),
    async (request) => lti.listContexts(request.viewer!),
  );

  app.post(
    '/lti/context/:id/roster',
    signedIn(
      {
        summary: 'Sync a Moodle course’s learners into its class (NRPS), by the teacher the platform belongs to',
        description: `Another teacher: 404 '${m.contextNotFound}'. No membership service: 409; the platform failing: 502. A full class refuses the rest (counted).`,
        params: ZUuidParams,
        body: ZEmptyBody,
        response: { 200: ZLtiRosterResult },
        errors: errorResponses(400, 401, 403, 404, 409, 502),
      },
      { door: teachers },
    ),
    async (request) => lti.syncRoster(request.viewer!, request.params.id),
  );
};
