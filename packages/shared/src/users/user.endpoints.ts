import { defineEndpoints, withParams } from '../api/endpoint';
import { del, get, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZBusyUsers, ZOnlineUsers } from '../realtime/realtime-events';
import {
  ZChangePasswordRequest,
  ZDeleteUserRequest,
  ZMe,
  ZSelectableUsersPage,
  ZSelectableUsersQuery,
  ZUserIdParams,
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
  ZUsernameParams,
  ZUserProfile,
  ZUserStats,
} from './user-profile.schemas';

/** /api/user: the signed-in user's own account and the user picker. */
export const userEndpoints = defineEndpoints({
  me: get('/user/me', ZMe),
  changePassword: put('/user/change-password', ZChangePasswordRequest, ZMessageResponse),
  remove: withParams(del('/user/:id', ZDeleteUserRequest, ZMessageResponse), ZUserIdParams),
  online: get('/user/online', ZOnlineUsers),
  busy: get('/user/busy', ZBusyUsers),
  selectable: get('/user/selectable', ZSelectableUsersQuery, ZSelectableUsersPage),
  list: get('/user', ZUserListQuery, ZUserListPage),
  teachers: get('/user/teachers', ZTeacherListQuery, ZTeacherListPage),
  stats: get('/user/stats', ZUserStats),
  exportData: get('/user/me/export', ZAccountExport),
  profile: withParams(get('/user/:id', ZUserProfile), ZUserIdParams),
  profileByUsername: withParams(get('/user/username/:username', ZUserProfile), ZUsernameParams),
  saveProfile: put('/user/profile', ZProfileSave, ZProfileSaved),
  grantBadges: withParams(put('/user/:id/badges', ZBadgesGrant, ZProfileSaved), ZUserIdParams),
});
