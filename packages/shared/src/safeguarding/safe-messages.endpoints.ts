import { defineEndpoints, withParams } from '../api/endpoint';
import { get, post } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZHeldMessageIdParams, ZHeldMessageList } from './safe-messages.schemas';

/** Held messages (issue 72, point 4), for the responsible ADMINs: the queue, oldest first, and the decisions. */
export const safeMessageEndpoints = defineEndpoints({
  heldMessages: get('/admin/safeguarding/held-messages', ZHeldMessageList),
  releaseHeldMessage: withParams(
    post('/admin/safeguarding/held-messages/:id/release', ZMessageResponse),
    ZHeldMessageIdParams,
  ),
  rejectHeldMessage: withParams(
    post('/admin/safeguarding/held-messages/:id/reject', ZMessageResponse),
    ZHeldMessageIdParams,
  ),
});
