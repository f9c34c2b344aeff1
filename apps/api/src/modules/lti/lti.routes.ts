import { ltiEndpoints, ltiMessages as m } from '@zadania/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { authorDoor, errorResponses } from '../../lib/routes/route-options';
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
  const route = endpointRoutes(app, { tags: ['LTI'], errors: errorResponses(400, 401, 403, 404) });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  route.publicRoute(
    ltiEndpoints.ltiJwks,
    {
      summary: 'The tool’s public keys (JWKS): platforms verify our client assertions and deep links with them',
      errors: {},
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(await lti.jwks()),
  );

  const loginDoc = {
    summary: 'OIDC third-party login initiation (LTI 1.3): redirects to the platform’s authorization endpoint',
    description: `The issuer (and client_id when given) must be a registered platform: 400 '${m.platformUnknown}'. The state and nonce are kept server-side (one use, 10 minutes), not in a cookie.`,
    responses: { 302: z.null() },
    errors: errorResponses(400, 429),
  };
  route.publicRoute(ltiEndpoints.ltiLogin, loginDoc, async (request, reply) =>
    reply.redirect(await lti.startLogin(request.query, { ip: request.ip })),
  );
  route.publicRoute(ltiEndpoints.ltiLoginPost, loginDoc, async (request, reply) =>
    reply.redirect(await lti.startLogin(request.body, { ip: request.ip })),
  );

  route.publicRoute(
    ltiEndpoints.ltiLaunch,
    {
      summary: 'An LTI 1.3 launch (form_post of id_token and state): a resource link or a Deep Linking request',
      description: `The id_token is verified with the platform's JWKS (iss, aud/azp, exp, iat, deployment), then the state and nonce are spent once: a forged or expired token 401 '${m.tokenInvalid}', an unknown or replayed state 400 '${m.stateInvalid}', each as a page, with nothing written.`,
      responses: { 200: ZHtml },
      errors: {},
    },
    async (request, reply) => pageOrRefusal(reply, () => lti.launch(request.body)),
  );

  route.publicRoute(
    ltiEndpoints.ltiRegister,
    {
      summary: 'LTI Dynamic Registration, opened by Moodle with our one-time URL',
      description: `Without a valid one-time token (made by a teacher with POST /api/lti/registration-url): 403 '${m.registrationInvalid}' as a page. Answers a page posting org.imsglobal.lti.close to the platform's window.`,
      responses: { 200: ZHtml },
      errors: {},
    },
    async (request, reply) => pageOrRefusal(reply, () => lti.registerPlatform(request.query)),
  );

  route.signedIn(
    ltiEndpoints.ltiRegistrationUrl,
    {
      summary: 'A one-time Dynamic Registration URL for Moodle (TEACHER or ADMIN): 7 days, one use',
      description: 'The platform registered with it belongs to the teacher who made it.',
      status: 201,
      errors: errorResponses(401, 403),
      door: teachers,
    },
    async (request) => lti.createRegistrationUrl(request.viewer),
  );

  route.publicRoute(
    ltiEndpoints.ltiSession,
    {
      summary: 'Exchange a learner’s one-time LTI sign-in code (60 seconds) for a session',
      description: `An unknown, used or expired code: 401 '${m.codeInvalid}'. Answers the session and the path to open.`,
      errors: errorResponses(400, 401),
    },
    async (request) =>
      lti.exchangeSignInCode(request.body.code, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  route.publicRoute(
    ltiEndpoints.ltiDeepLink,
    {
      summary: 'The assignment chosen on the Deep Linking page: a self-posting LtiDeepLinkingResponse',
      description: `The page's token must be ours and current: 400 '${m.deepLinkInvalid}' as a page.`,
      responses: { 200: ZHtml },
      errors: {},
    },
    async (request, reply) => pageOrRefusal(reply, () => lti.chooseDeepLink(request.body)),
  );

  route.signedIn(
    ltiEndpoints.ltiContexts,
    {
      summary: 'The Moodle courses bound to classes through the platforms the viewer registered (ADMIN: all)',
      errors: errorResponses(401, 403),
      door: teachers,
    },
    async (request) => lti.listContexts(request.viewer),
  );

  route.signedIn(
    ltiEndpoints.ltiRoster,
    {
      summary: 'Sync a Moodle course’s learners into its class (NRPS), by the teacher the platform belongs to',
      description: `Another teacher: 404 '${m.contextNotFound}'. No membership service: 409; the platform failing: 502. A full class refuses the rest (counted).`,
      errors: errorResponses(400, 401, 403, 404, 409, 502),
      door: teachers,
    },
    async (request) => lti.syncRoster(request.viewer, request.params.id),
  );
};
