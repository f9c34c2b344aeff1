import { notificationEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses } from '../../lib/routes/route-options';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  const route = endpointRoutes(app, { tags: ['Notifications'], errors: errorResponses(400, 401) });

  route.signedIn(
    notificationEndpoints.list,
    { summary: 'One’s own notifications, newest first, paged, with the unread count' },
    async (request) => service.list(request.viewer, request.query),
  );

  route.signedIn(
    notificationEndpoints.markAllRead,
    { summary: 'Mark all of one’s notifications read', errors: errorResponses(401) },
    async (request) => service.markAllRead(request.viewer),
  );

  route.signedIn(
    notificationEndpoints.markRead,
    {
      summary: 'Mark one of one’s notifications read (404 for somebody else’s)',
      errors: errorResponses(400, 401, 404),
    },
    async (request) => service.markRead(request.viewer, request.params.id),
  );
};
