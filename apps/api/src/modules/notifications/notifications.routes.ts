import {
  notificationMessages,
  ZErrorResponse,
  ZIdParams,
  ZMessageResponse,
  ZNotificationList,
  ZNotificationListQuery,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['Notifications'];
const security = [{ bearerAuth: [] }];

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.notifications;

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One’s own notifications, newest first, paged, with the unread count',
        querystring: ZNotificationListQuery,
        response: { 200: ZNotificationList, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (request) => service.list(request.viewer!, request.query),
  );

  app.put(
    '/read-all',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mark all of one’s notifications read',
        response: { 200: ZMessageResponse, 401: ZErrorResponse },
      },
    },
    async (request) => {
      await service.markAllRead(request.viewer!);
      return { message: notificationMessages.read };
    },
  );

  app.put(
    '/:id/read',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Mark one of one’s notifications read (404 for somebody else’s)',
        params: ZIdParams,
        response: { 200: ZMessageResponse, 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => {
      await service.markRead(request.viewer!, request.params.id);
      return { message: notificationMessages.read };
    },
  );
};
