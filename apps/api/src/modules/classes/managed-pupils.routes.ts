import {
  addEmailMessages,
  classMessages as m,
  managedPupilEndpoints,
  managedPupilLimits,
  managedPupilMessages as mp,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { requestContext } from '../../lib/routes/request-context';
import { authorDoor, errorResponses } from '../../lib/routes/route-options';

const teachers = authorDoor(m.teachersOnly);
const privacy = `Only the class's teachers and ADMIN know it exists: anyone else gets 404 '${m.notFound}'; a pupil (USER) 403 '${m.teachersOnly}'.`;

/** Pupils' accounts without e-mail, created and reset by the class's teachers (issue 56, part 1). */
export const managedPupilsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.managedPupils;
  const auth = app.services.auth;
  const route = endpointRoutes(app, {
    tags: ['Classes'],
    errors: errorResponses(400, 401, 403, 404, 409, 429),
  });

  route.signedIn(
    managedPupilEndpoints.createClassPupils,
    {
      summary: 'Create pupils’ accounts without e-mail and admit them to the class (its teachers)',
      description: `1–${managedPupilLimits.maxNames} names ('${mp.namesRequired}', '${mp.namesTooMany}'), each 1–${managedPupilLimits.nameMax} characters, trimmed, without control characters ('${mp.nameTooLong}'); the same name twice makes two accounts. Each gets a login made from the name (Polish letters transliterated: 'Zofia Kowalska' → 'zofiakowalska', then 'zofiakowalska2'…) and a one-time password of 10 characters, answered only here; the pupil sets their own at the first sign-in. All are admitted at once, in one transaction: past the class's size (CLASS_MAX_PUPILS, 40) 409 and nothing is made. An archived class: 409 '${m.archived}'. ${privacy} At most 30 requests an hour per teacher.`,
      status: 201,
      door: teachers,
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.createPupils(request.viewer, request.params.id, request.body.names, request);
    },
  );

  route.signedIn(
    managedPupilEndpoints.resetClassPupilPassword,
    {
      summary: 'A new one-time password for a pupil without e-mail (the class’s teachers)',
      description: `The pupil's sessions end and the next sign-in asks for an own password. A pupil with an e-mail resets their own: 409 '${mp.pupilHasEmail}'. Not in the class: 404 '${m.pupilNotFound}'. Allowed in an archived class too. ${privacy}`,
      door: teachers,
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return service.resetPassword(request.viewer, request.params.id, request.params.userId, request);
    },
  );

  route.signedIn(
    managedPupilEndpoints.addEmail,
    {
      summary: 'Add an e-mail to an account without one (a pupil’s account a teacher made)',
      description: `Sends the usual confirmation link to the address; following it (POST /api/auth/confirm-email) sets the address. An account with an address: 409 '${addEmailMessages.hasEmail}'; an address another account uses: 409 '${addEmailMessages.taken}' (also when it is taken before the link is followed). At most 5 an hour per account.`,
      errors: errorResponses(400, 401, 409, 429),
    },
    async (request) => auth.addEmail(request.viewer, request.body.email, requestContext(request)),
  );
};
