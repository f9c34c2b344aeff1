import {
  homeworkRequestEndpoints,
  type THomeworkRequestCheckout,
  type THomeworkRequestCreate,
  type THomeworkRequestDisputeListQueryIn,
  type THomeworkRequestListQueryIn,
  type THomeworkRequestOfferCreate,
  type THomeworkRequestSolutionSave,
} from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';

const e = homeworkRequestEndpoints;

/** On-request tasks; pages show their own load errors and forms their own alerts, so no error toasts. */
export const homeworkRequestsApi = {
  list: (query: THomeworkRequestListQueryIn, signal?: AbortSignal) =>
    callEndpoint(e.requests, { query, signal, errorToast: false }),
  get: (id: string, signal?: AbortSignal) => callEndpoint(e.request, { params: { id }, signal, errorToast: false }),
  create: (body: THomeworkRequestCreate) => callEndpoint(e.createRequest, { body, errorToast: false }),
  cancel: (id: string) => callEndpoint(e.cancelRequest, { params: { id }, body: {}, errorToast: false }),
  offers: (id: string, signal?: AbortSignal) => callEndpoint(e.offers, { params: { id }, signal, errorToast: false }),
  createOffer: (id: string, body: THomeworkRequestOfferCreate) =>
    callEndpoint(e.createOffer, { params: { id }, body, errorToast: false }),
  withdraw: (offerId: string) =>
    callEndpoint(e.withdrawOffer, { params: { id: offerId }, body: {}, errorToast: false }),
  accept: (offerId: string) => callEndpoint(e.acceptOffer, { params: { id: offerId }, body: {}, errorToast: false }),
  checkout: (offerId: string, body: THomeworkRequestCheckout) =>
    callEndpoint(e.checkoutOffer, { params: { id: offerId }, body, errorToast: false }),
  progress: (id: string) => callEndpoint(e.markProgress, { params: { id }, body: {}, errorToast: false }),
  deliver: (id: string, body: THomeworkRequestSolutionSave) =>
    callEndpoint(e.deliverSolution, { params: { id }, body, errorToast: false }),
  solution: (id: string, signal?: AbortSignal) =>
    callEndpoint(e.solution, { params: { id }, signal, errorToast: false }),
  openDispute: (id: string, reason: string) =>
    callEndpoint(e.openDispute, { params: { id }, body: { reason }, errorToast: false }),
  disputes: (query: THomeworkRequestDisputeListQueryIn, signal?: AbortSignal) =>
    callEndpoint(e.disputes, { query, signal, errorToast: false }),
  resolveDispute: (id: string, outcome: 'REFUNDED' | 'RELEASED') =>
    callEndpoint(e.resolveDispute, { params: { id }, body: { outcome }, errorToast: false }),
};

/** Query keys of on-request tasks; `homeworkRequestKeys.all` covers them all. */
export const homeworkRequestKeys = {
  all: ['homework-requests'] as const,
  list: (query: THomeworkRequestListQueryIn) => ['homework-requests', 'list', query] as const,
  request: (id: string) => ['homework-requests', 'request', id] as const,
  offers: (id: string) => ['homework-requests', 'offers', id] as const,
  solution: (id: string) => ['homework-requests', 'solution', id] as const,
  disputes: ['homework-requests', 'disputes'] as const,
  disputeList: (query: THomeworkRequestDisputeListQueryIn) => ['homework-requests', 'disputes', query] as const,
};
