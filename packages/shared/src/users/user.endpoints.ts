import { defineEndpoints } from '../api/endpoint';
import { del, get, put } from '../api/routes';
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
  me: get('/user/me', ZMe),
  changePassword: put('/user/change-password', ZChangePasswordRequest, ZMessageResponse),
  remove: del('/user/:id', ZDeleteUserRequest, ZMessageResponse),
  online: get('/user/online', ZOnlineUsers),
  busy: get('/user/busy', ZBusyUsers),
  selectable: get('/user/selectable', ZSelectableUsersQuery, ZSelectableUsersPage),
  list: get('/user', ZUserListQuery, ZUserListPage),
  teachers: get('/user/teachers', ZTeacherListQuery, ZTeacherListPage),
  stats: get('/user/stats', ZUserStats),
  exportData: get('/user/me/export', ZAccountExport),
  profile: get('/user/:id', ZUserProfile),
  profileByUsername: get('/user/username/:username', ZUserProfile),
  saveProfile: put('/user/profile', ZProfileSave, ZProfileSaved),
  grantBadges: put('/user/:id/badges', ZBadgesGrant, ZProfileSaved),
});
