import { errorMessages, userBlockMessages as m, userBlockEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, errorResponses } from '../../lib/routes/route-options';

/** An ADMIN blocks an adult at once (issue 72) and may lift the block. */
export const userBlocksRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.userBlocks;
  const route = endpointRoutes(app, { tags: ['Safeguarding'], errors: errorResponses(400, 401, 403, 404, 409) });

  route.signedIn(
    userBlockEndpoints.blockUser,
    {
      summary: 'Block an account at once: rooms closed, sessions ended, offers hidden, bookings cancelled and refunded',
      description: `ADMIN only. In one transaction: users.blocked_at, a user_blocks row, a safeguarding_audit row (USER_BLOCKED), every session ended, every room of the account closed (sending there answers 403 '${m.roomClosed}'), the tutoring offer hidden, pending on-request offers withdrawn. Then each live booking is cancelled as an ADMIN cancels it (a paid one refunded through its payment; both sides told). Signing in answers 403 '${m.accountBlocked}'. reason 1..1000 ('${m.reasonRequired}'). Oneself: 400 '${m.notSelf}'; an ADMIN: 400 '${m.notAdmin}'; blocked already: 409 '${m.alreadyBlocked}'; unknown: 404 '${errorMessages.userNotFound}'.`,
      door: adminDoor,
    },
    async ({ viewer, params, body }) => service.blockUser(viewer, params.id, body.reason),
  );

  route.signedIn(
    userBlockEndpoints.unblockUser,
    {
      summary: 'Lift a block: the account may sign in again (what was closed stays closed)',
      description: `ADMIN only; audited (USER_UNBLOCKED). Not blocked: 409 '${m.notBlocked}'.`,
      door: adminDoor,
    },
    async ({ viewer, params }) => service.unblockUser(viewer, params.id),
  );
};
