import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
import { get, post } from '../api/routes';
import {
  ZHomeworkRequest,
  ZHomeworkRequestChanged,
  ZHomeworkRequestCheckout,
  ZHomeworkRequestCheckoutResponse,
  ZHomeworkRequestCreate,
  ZHomeworkRequestDisputeList,
  ZHomeworkRequestDisputeListQuery,
  ZHomeworkRequestDisputeOpen,
  ZHomeworkRequestDisputeOpened,
  ZHomeworkRequestDisputeResolve,
  ZHomeworkRequestDisputeResolved,
  ZHomeworkRequestList,
  ZHomeworkRequestListQuery,
  ZHomeworkRequestOfferChanged,
  ZHomeworkRequestOfferCreate,
  ZHomeworkRequestOfferList,
  ZHomeworkRequestSolution,
  ZHomeworkRequestSolutionSave,
} from './homework-request.schemas';

/** On-request tasks (issue 19; the spec names no paths, these are ours, documented under "Requests"). */
export const homeworkRequestEndpoints = defineEndpoints({
  createRequest: post('/homework-request', ZHomeworkRequestCreate, ZHomeworkRequestChanged),
  requests: get('/homework-request', ZHomeworkRequestListQuery, ZHomeworkRequestList),
  request: get('/homework-request/:id', ZHomeworkRequest),
  cancelRequest: post('/homework-request/:id/cancel', ZEmptyBody, ZHomeworkRequestChanged),
  offers: get('/homework-request/:id/offers', ZHomeworkRequestOfferList),
  createOffer: post('/homework-request/:id/offers', ZHomeworkRequestOfferCreate, ZHomeworkRequestOfferChanged),
  withdrawOffer: post('/homework-request-offer/:id/withdraw', ZEmptyBody, ZHomeworkRequestOfferChanged),
  acceptOffer: post('/homework-request-offer/:id/accept', ZEmptyBody, ZHomeworkRequestOfferChanged),
  checkoutOffer: post(
    '/homework-request-offer/:id/checkout',
    ZHomeworkRequestCheckout,
    ZHomeworkRequestCheckoutResponse,
  ),
  markProgress: post('/homework-request/:id/progress', ZEmptyBody, ZHomeworkRequestChanged),
  deliverSolution: post('/homework-request/:id/solution', ZHomeworkRequestSolutionSave, ZHomeworkRequestChanged),
  solution: get('/homework-request/:id/solution', ZHomeworkRequestSolution),
  openDispute: post('/homework-request/:id/dispute', ZHomeworkRequestDisputeOpen, ZHomeworkRequestDisputeOpened),
  disputes: get('/homework-request-dispute', ZHomeworkRequestDisputeListQuery, ZHomeworkRequestDisputeList),
  resolveDispute: post(
    '/homework-request-dispute/:id/resolve',
    ZHomeworkRequestDisputeResolve,
    ZHomeworkRequestDisputeResolved,
  ),
});
