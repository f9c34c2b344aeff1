import { defineEndpoints } from '../api/endpoint';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZBusyUsers, ZOnlineUsers } from '../realtime/realtime-events';
import {
  ZChangePasswordRequest,
  ZDeleteUserRequest,
  ZMe,
  ZSelectableUsersPage,
  ZSelectableUsersQuery,
} from './user.schemas';

/** /api/user: the signed-in user's own account and the user picker. */
export const userEndpoints = defineEndpoints({
  me: { method: 'GET', path: '/user/me', response: ZMe },
  changePassword: {
    method: 'PUT',
    path: '/user/change-password',
    body: ZChangePasswordRequest,
    response: ZMessageResponse,
  },
  remove: { method: 'DELETE', path: '/user/:id', body: ZDeleteUserRequest, response: ZMessageResponse },
  online: { method: 'GET', path: '/user/online', response: ZOnlineUsers },
  busy: { method: 'GET', path: '/user/busy', response: ZBusyUsers },
  selectable: { method: 'GET', path: '/user/selectable', query: ZSelectableUsersQuery, response: ZSelectableUsersPage },
});
