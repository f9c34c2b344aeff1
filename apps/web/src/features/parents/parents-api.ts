import {
  commerceEndpoints,
  parentConversationPageSize,
  parentEndpoints,
  type TCheckoutRequest,
  type TLinkChildRequest,
  type TPurchaseRequestCreate,
  tutoringEndpoints,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

/**
 * The parent's place (docs/parents.md): the child's side under /user/me, the parent's under /parent, and the two
 * payments a parent makes for a child. Pages show the errors themselves, so no call raises an error toast.
 */
export const parentsApi = {
  children: (signal?: AbortSignal) => callEndpoint(parentEndpoints.children, { signal, errorToast: false }),
  linkChild: (body: TLinkChildRequest) => callEndpoint(parentEndpoints.linkChild, { body, errorToast: false }),
  childProgress: (id: string, signal?: AbortSignal) =>
    callEndpoint(parentEndpoints.childProgress, { params: { id }, signal, errorToast: false }),
  childConversations: (id: string, signal?: AbortSignal) =>
    callEndpoint(parentEndpoints.childConversations, { params: { id }, signal, errorToast: false }),
  childConversation: (id: string, roomId: string, page: number, signal?: AbortSignal) =>
    callEndpoint(parentEndpoints.childConversation, {
      params: { id, roomId },
      query: { page, pageSize: parentConversationPageSize },
      signal,
      errorToast: false,
    }),
  withdrawConsent: (id: string) =>
    callEndpoint(parentEndpoints.withdrawConsent, { params: { id }, body: {}, errorToast: false }),
  childLetter: (id: string, enabled: boolean) =>
    callEndpoint(parentEndpoints.childLetter, { params: { id }, body: { enabled }, errorToast: false }),
  purchaseRequests: (signal?: AbortSignal) =>
    callEndpoint(parentEndpoints.purchaseRequests, { signal, errorToast: false }),
  declineRequest: (id: string) =>
    callEndpoint(parentEndpoints.declinePurchaseRequest, { params: { id }, body: {}, errorToast: false }),
  /** Premium or tokens for a linked child: the item is the child's, the invoice names the parent. */
  checkoutForChild: (body: TCheckoutRequest & { forUserId: string }) =>
    callEndpoint(commerceEndpoints.checkout, { body, errorToast: false }),
  /** A child's booking, paid as the booking's own pay button pays it. */
  payBooking: (bookingId: string) =>
    callEndpoint(tutoringEndpoints.checkoutBooking, {
      params: { id: bookingId },
      body: { method: 'stripe', buyer: 'private' },
      errorToast: false,
    }),
  catalog: (signal?: AbortSignal) => callEndpoint(commerceEndpoints.catalog, { signal, errorToast: false }),

  myParents: (signal?: AbortSignal) => callEndpoint(parentEndpoints.myParents, { signal, errorToast: false }),
  parentCode: () => callEndpoint(parentEndpoints.parentCode, { body: {}, errorToast: false }),
  confirmParent: (parentId: string) =>
    callEndpoint(parentEndpoints.confirmParent, { params: { parentId }, body: {}, errorToast: false }),
  pauseLetter: (parentId: string, paused: boolean) =>
    callEndpoint(parentEndpoints.pauseParentLetter, { params: { parentId }, body: { paused }, errorToast: false }),
  requestPurchase: (body: TPurchaseRequestCreate) =>
    callEndpoint(parentEndpoints.requestPurchase, { body, errorToast: false }),
};

export const parentsKeys = {
  all: ['parents'] as const,
  children: ['parents', 'children'] as const,
  child: (id: string) => ['parents', 'children', id] as const,
  conversations: (id: string) => ['parents', 'children', id, 'conversations'] as const,
  conversation: (id: string, roomId: string, page: number) =>
    ['parents', 'children', id, 'conversations', roomId, page] as const,
  requests: ['parents', 'purchase-requests'] as const,
  catalog: ['parents', 'catalog'] as const,
  myParents: ['parents', 'mine'] as const,
};
