import { parentEndpoints, parentMessages } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../../lib/routes/endpoint-route';
import { errorResponses } from '../../../lib/routes/route-options';

/** The one-click unsubscribe body (RFC 8058) is tiny: `List-Unsubscribe=One-Click`. */
const formBodyLimit = 1024;

/** The weekly letter's public route: a mail client's one-click unsubscribe (List-Unsubscribe-Post). */
export const parentLetterRoutes: FastifyPluginAsyncZod = async (app) => {
  const letter = app.services.parentLetter;
  const route = endpointRoutes(app, { tags: ['Parents'], errors: errorResponses(400) });
  // Scoped to this plugin: mail clients post the RFC 8058 form, which the rest of the API does not accept.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimit },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  route.publicRoute(
    parentEndpoints.letterUnsubscribe,
    {
      summary: "Switch off the parent's weekly letter about every child (one-click unsubscribe from the mail)",
      description: `The token is the one in the letter's List-Unsubscribe header (a signed parent id; no sign-in). The body is the RFC 8058 form \`List-Unsubscribe=One-Click\` (application/x-www-form-urlencoded) or empty. A token this server did not sign answers 400 '${parentMessages.letterLinkInvalid}'. A second click answers the same.`,
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
    },
    async (request) => letter.unsubscribe(request.params.token),
  );
};
