import { safeMessageEndpoints, safeMessageTexts } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, usualErrors } from '../../lib/routes/route-options';

/** Held messages for the responsible ADMINs (issue 72, docs/safeguarding.md "Safe messages"). */
export const safeMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.chat;
  const route = endpointRoutes(app, { tags: ['Safeguarding'], errors: usualErrors });

  route.signedIn(
    safeMessageEndpoints.heldMessages,
    {
      summary: 'Held messages waiting for a decision, oldest first',
      description:
        'ADMIN only. An adult’s message in a room with a minor that carried a phone number, an e-mail address, another messenger or a request to move off the platform: sender, room, the minors, the text and the reason.',
      door: adminDoor,
    },
    async (request) => service.listHeldMessages(request.viewer),
  );

  route.signedIn(
    safeMessageEndpoints.releaseHeldMessage,
    {
      summary: 'Deliver a held message to its room',
      description: `ADMIN only. Recorded in the safeguarding audit; delivered as if sent now (at 7:00 when released at night). Unknown: 404 '${safeMessageTexts.notFound}'; decided already (another ADMIN): 409 '${safeMessageTexts.alreadyDecided}'.`,
      door: adminDoor,
    },
    async (request) => service.releaseHeldMessage(request.viewer, request.params.id),
  );

  route.signedIn(
    safeMessageEndpoints.rejectHeldMessage,
    {
      summary: 'Keep a held message from its room for good',
      description: `ADMIN only. Recorded in the safeguarding audit, the sender told; the message stays for the record. Unknown: 404 '${safeMessageTexts.notFound}'; decided already: 409 '${safeMessageTexts.alreadyDecided}'.`,
      door: adminDoor,
    },
    async (request) => service.rejectHeldMessage(request.viewer, request.params.id),
  );
};
