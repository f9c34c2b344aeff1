import {
  chatMessages as chatWords,
  errorMessages,
  helpLimits,
  helpMessages as m,
  parentMessages,
  safeguardingHelpEndpoints,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { requestContext } from '../../lib/routes/request-context';
import { adminDoor, errorResponses } from '../../lib/routes/route-options';

/** "Potrzebuję pomocy" (issue 72): the child's form, the responsible persons' queue and who is responsible. */
export const helpRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.helpRequests;
  const route = endpointRoutes(app, { tags: ['Safeguarding'], errors: errorResponses(400, 401, 403, 404) });

  route.signedIn(
    safeguardingHelpEndpoints.askForHelp,
    {
      summary: 'A child asks the responsible persons for help ("Potrzebuję pomocy")',
      description: `Any signed-in account but a PARENT (403 '${parentMessages.parentOnly}'; parents use "Zgłoś"), also a pupil waiting for the parent's consent or with a login card's password. Answers 201 '${m.acknowledgement}' with the help lines 116 111 and 112. text 1..${helpLimits.textMax} ('${m.textRequired}', '${m.textTooLong}'); withWhom up to ${helpLimits.withWhomMax}. With roomId: 404 '${chatWords.roomNotFound}', not a member 403 '${m.roomMembersOnly}'; the room's latest ${helpLimits.transcriptMessages} messages are copied in. Every responsible ADMIN is notified (SAFEGUARDING_EVENT, urgent) and mailed. More than 5 an hour: 429 '${m.tooMany}'.`,
      status: 201,
      errors: errorResponses(400, 401, 403, 404, 429),
    },
    async (request) => service.askForHelp(request.viewer, request.body, requestContext(request)),
  );

  route.signedIn(
    safeguardingHelpEndpoints.helpQueue,
    {
      summary: 'The help requests: OPEN first, the longest-waiting on top, then IN_PROGRESS, then the latest closed',
      description:
        'ADMIN only. Each with the child (age when known), the room and its members, and the conversation as it was when sent.',
      errors: errorResponses(401, 403),
      door: adminDoor,
    },
    async () => service.listHelpQueue(),
  );

  route.signedIn(
    safeguardingHelpEndpoints.openHelpCount,
    { summary: 'How many help requests are OPEN (the admin menu)', errors: errorResponses(401, 403), door: adminDoor },
    async () => service.countOpenHelp(),
  );

  route.signedIn(
    safeguardingHelpEndpoints.setHelpStatus,
    {
      summary: 'Take (IN_PROGRESS) or close a help request, with a note',
      description: `ADMIN only; audited. Unknown: 404 '${m.requestNotFound}'; closed already: 400 '${m.alreadyClosed}'. Answers '${m.taken}' or '${m.closed}'.`,
      door: adminDoor,
    },
    async ({ viewer, params, body }) => service.setHelpStatus(viewer, params.id, body),
  );

  route.signedIn(
    safeguardingHelpEndpoints.setSafeguardingResponsible,
    {
      summary: 'Mark an ADMIN as a responsible person for child protection (or not)',
      description: `ADMIN only; audited. Not an ADMIN: 400 '${m.responsibleAdminsOnly}'; unknown: 404 '${errorMessages.userNotFound}'.`,
      door: adminDoor,
    },
    async ({ viewer, params, body }) => service.setSafeguardingResponsible(viewer, params.id, body.responsible),
  );
};
