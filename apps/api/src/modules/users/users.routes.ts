import {
  ZBusyUsers,
  ZChangePasswordRequest,
  ZDeleteUserRequest,
  ZErrorResponse,
  ZMe,
  ZMessageResponse,
  ZOnlineUsers,
  ZPublicUser,
  ZSelectableUsersPage,
  ZSelectableUsersQuery,
  ZUserIdParams,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext } from '../auth/auth.routes';

const tags = ['User'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  429: ZErrorResponse,
};

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users: service, auth: authService, realtime } = app.services;

  app.get(
    '/me',
    {
      onRequest: app.authenticate,
      schema: { tags, security, summary: 'The signed-in account', response: { 200: ZMe, ...errors } },
    },
    async (request) => service.getMe(request.viewer!),
  );

  app.put(
    '/change-password',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Change the password; every other session of the account ends',
        body: ZChangePasswordRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => authService.changePassword(request.viewer!, request.body, requestContext(request)),
  );

  app.get(
    '/online',
    {
      schema: {
        tags,
        summary: 'The ids of everybody with an open realtime connection now, on any API node',
        description:
          'Public, like the online dot on a teacher card. The web polls it every 300000 ms and whenever its socket connects or disconnects; between polls, UserOnline and UserOffline keep it current.',
        response: { 200: ZOnlineUsers },
      },
    },
    async () => realtime.online(),
  );

  app.get(
    '/busy',
    {
      schema: {
        tags,
        summary: 'The ids of those online who are in a meeting now (shown red), on any API node',
        description:
          'A person is in a meeting while a tab of theirs keeps open the meeting window it opened from the chat (MeetingJoined / MeetingLeft on the socket, cleared when the socket closes). Polled with /user/online; UserOnline {userId, busy} keeps it current.',
        response: { 200: ZBusyUsers },
      },
    },
    async () => realtime.busy(),
  );

  // Static paths are matched before the parametric '/:id' by find-my-way, whatever the order of registration.
  app.get(
    '/selectable',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Signed in: confirmed accounts to pick (user picker, mentions), paged, without e-mail addresses',
        description:
          'search matches the login or display name (case- and accent-insensitive); roles limits the roles; the viewer is left out; ordered by display name. skipStudentTeachers is accepted and leaves nobody out until student-teacher links exist.',
        querystring: ZSelectableUsersQuery,
        response: { 200: ZSelectableUsersPage, ...errors },
      },
    },
    async (request) => service.listSelectable(request.viewer!, request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: "A user's public profile",
        params: ZUserIdParams,
        response: { 200: ZPublicUser, ...errors },
      },
    },
    async (request) => service.getPublicUser(request.params.id),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Delete an account: its owner or an ADMIN, confirming with the own password (or a 2FA code)',
        description:
          'The body re-confirms the signed-in person: currentPassword, or code (a TOTP or backup code) when two-factor authentication is on. An ADMIN deleting somebody else confirms with the own password too. A wrong password is 400 and counts against the per-account rate limit of password checks.',
        params: ZUserIdParams,
        body: ZDeleteUserRequest,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => service.deleteUser(request.viewer!, request.params.id, request.body, requestContext(request)),
  );
};
