import { defineEndpoints, withParams, ZEmptyBody } from '../api/endpoint';
import { del, get, post, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import {
  ZChildConversationParams,
  ZChildConversations,
  ZConversationTranscript,
  ZConversationTranscriptQuery,
} from './parent-conversations.schemas';
import {
  ZChildIdParams,
  ZChildLetterPause,
  ZChildProgress,
  ZConsentWithdrawn,
  ZLetterUnsubscribeParams,
  ZLinkChildRequest,
  ZLinkChildResponse,
  ZMyParentChanged,
  ZMyParents,
  ZParentChildren,
  ZParentCode,
  ZParentIdParams,
  ZParentLetterSaved,
  ZParentLetterSwitch,
  ZPurchaseRequestCreate,
  ZPurchaseRequestCreated,
  ZPurchaseRequestDeclined,
  ZPurchaseRequests,
} from './parents.schemas';

/**
 * The parent's place (docs/parents.md): the child's side under /user/me, the parent's under /parent. Every
 * /parent/children/{id} route answers 404 for a child not linked to the viewer (as for one that does not exist).
 */
export const parentEndpoints = defineEndpoints({
  parentCode: post('/user/me/parent-code', ZEmptyBody, ZParentCode),
  myParents: get('/user/me/parents', ZMyParents),
  confirmParent: withParams(post('/user/me/parents/:parentId/confirm', ZEmptyBody, ZMyParentChanged), ZParentIdParams),
  pauseParentLetter: withParams(
    put('/user/me/parents/:parentId/letter', ZChildLetterPause, ZMyParentChanged),
    ZParentIdParams,
  ),
  requestPurchase: post('/user/me/purchase-requests', ZPurchaseRequestCreate, ZPurchaseRequestCreated),
  myPurchaseRequests: get('/user/me/purchase-requests', ZPurchaseRequests),

  children: get('/parent/children', ZParentChildren),
  linkChild: post('/parent/children', ZLinkChildRequest, ZLinkChildResponse),
  childProgress: withParams(get('/parent/children/:id/progress', ZChildProgress), ZChildIdParams),
  withdrawConsent: withParams(del('/parent/children/:id/consent', ZEmptyBody, ZConsentWithdrawn), ZChildIdParams),
  childConversations: withParams(get('/parent/children/:id/conversations', ZChildConversations), ZChildIdParams),
  childConversation: withParams(
    get('/parent/children/:id/conversations/:roomId/messages', ZConversationTranscriptQuery, ZConversationTranscript),
    ZChildConversationParams,
  ),
  childLetter: withParams(put('/parent/children/:id/letter', ZParentLetterSwitch, ZParentLetterSaved), ZChildIdParams),
  purchaseRequests: get('/parent/purchase-requests', ZPurchaseRequests),
  declinePurchaseRequest: withParams(
    post('/parent/purchase-requests/:id/decline', ZEmptyBody, ZPurchaseRequestDeclined),
    ZChildIdParams,
  ),

  /** The weekly letter's one-click unsubscribe (RFC 8058: List-Unsubscribe-Post); public, the token says who. */
  letterUnsubscribe: withParams(
    post('/parent-letter/unsubscribe/:token', ZEmptyBody, ZMessageResponse),
    ZLetterUnsubscribeParams,
  ),
});
