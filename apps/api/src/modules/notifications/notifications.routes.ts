import { ZIdParams, ZMessageResponse, ZNotificationList, ZNotificationListQuery } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, routeOptions } from '../../lib/routes/route-options';

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;
  const { signedIn } = routeOptions(app, { tags: ['Notifications'], errors: errorResponses(400, 401) });

  app.get(
    '/',
    signedIn({
      summary: 'One’s own notifications, newest first, paged, with the unread count',
      querystring: ZNotificationListQuery,
      response: { 200: ZNotificationList },
    }),
    async (request) => service.list(request.viewer!, request.query),
  );

  app.put(
    '/read-all',
    signedIn({
      summary: 'Mark all of one’s notifications read',
      response: { 200: ZMessageResponse },
      errors: errorResponses(401),
    }),
    async (request) => service.markAllRead(request.viewer!),
  );

  app.put(
    '/:id/read',
    signedIn({
      summary: 'Mark one of one’s notifications read (404 for somebody else’s)',
      params: ZIdParams,
      response: { 200: ZMessageResponse },
      errors: errorResponses(400, 401, 404),
    }),
    async (request) => service.markRead(request.viewer!, request.params.id),
  );
};
