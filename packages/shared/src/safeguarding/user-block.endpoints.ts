import { defineEndpoints, withParams, ZEmptyBody } from '../api/endpoint';
import { post } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZUserIdParams } from '../users/user.schemas';
import { ZUserBlockRequest, ZUserBlockResult } from './user-block.schemas';

/** An ADMIN blocks an adult at once (issue 72, docs/safeguarding.md), and may lift the block. */
export const userBlockEndpoints = defineEndpoints({
  blockUser: withParams(post('/admin/users/:id/block', ZUserBlockRequest, ZUserBlockResult), ZUserIdParams),
  unblockUser: withParams(post('/admin/users/:id/unblock', ZEmptyBody, ZMessageResponse), ZUserIdParams),
});
