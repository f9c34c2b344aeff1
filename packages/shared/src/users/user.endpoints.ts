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
import {
  ZAccountExport,
  ZBadgesGrant,
  ZProfileSave,
  ZProfileSaved,
  ZTeacherListPage,
  ZTeacherListQuery,
  ZUserListPage,
  ZUserListQuery,
  ZUserProfile,
  ZUserStats,
} from './user-profile.schemas';

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
  list: { method: 'GET', path: '/user', query: ZUserListQuery, response: ZUserListPage },
  teachers: { method: 'GET', path: '/user/teachers', query: ZTeacherListQuery, response: ZTeacherListPage },
  stats: { method: 'GET', path: '/user/stats', response: ZUserStats },
  exportData: { method: 'GET', path: '/user/me/export', response: ZAccountExport },
  profile: { method: 'GET', path: '/user/:id', response: ZUserProfile },
  profileByUsername: { method: 'GET', path: '/user/username/:username', response: ZUserProfile },
  saveProfile: { method: 'PUT', path: '/user/profile', body: ZProfileSave, response: ZProfileSaved },
  grantBadges: { method: 'PUT', path: '/user/:id/badges', body: ZBadgesGrant, response: ZProfileSaved },
});
