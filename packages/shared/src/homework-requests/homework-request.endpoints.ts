import { defineEndpoints, withParams, ZEmptyBody } from '../api/endpoint';
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
  ZHomeworkRequestParams,
  ZHomeworkRequestSolution,
  ZHomeworkRequestSolutionSave,
} from './homework-request.schemas';

/** On-request tasks (issue 19; the spec names no paths, these are ours, documented under "Requests"). */
export const homeworkRequestEndpoints = defineEndpoints({
  createRequest: post('/homework-request', ZHomeworkRequestCreate, ZHomeworkRequestChanged),
  requests: get('/homework-request', ZHomeworkRequestListQuery, ZHomeworkRequestList),
  request: withParams(get('/homework-request/:id', ZHomeworkRequest), ZHomeworkRequestParams),
  cancelRequest: withParams(
    post('/homework-request/:id/cancel', ZEmptyBody, ZHomeworkRequestChanged),
    ZHomeworkRequestParams,
  ),
  offers: withParams(get('/homework-request/:id/offers', ZHomeworkRequestOfferList), ZHomeworkRequestParams),
  createOffer: withParams(
    post('/homework-request/:id/offers', ZHomeworkRequestOfferCreate, ZHomeworkRequestOfferChanged),
    ZHomeworkRequestParams,
  ),
  withdrawOffer: withParams(
    post('/homework-request-offer/:id/withdraw', ZEmptyBody, ZHomeworkRequestOfferChanged),
    ZHomeworkRequestParams,
  ),
  acceptOffer: withParams(
    post('/homework-request-offer/:id/accept', ZEmptyBody, ZHomeworkRequestOfferChanged),
    ZHomeworkRequestParams,
  ),
  checkoutOffer: withParams(
    post('/homework-request-offer/:id/checkout', ZHomeworkRequestCheckout, ZHomeworkRequestCheckoutResponse),
    ZHomeworkRequestParams,
  ),
  markProgress: withParams(
    post('/homework-request/:id/progress', ZEmptyBody, ZHomeworkRequestChanged),
    ZHomeworkRequestParams,
  ),
  deliverSolution: withParams(
    post('/homework-request/:id/solution', ZHomeworkRequestSolutionSave, ZHomeworkRequestChanged),
    ZHomeworkRequestParams,
  ),
  solution: withParams(get('/homework-request/:id/solution', ZHomeworkRequestSolution), ZHomeworkRequestParams),
  openDispute: withParams(
    post('/homework-request/:id/dispute', ZHomeworkRequestDisputeOpen, ZHomeworkRequestDisputeOpened),
    ZHomeworkRequestParams,
  ),
  disputes: get('/homework-request-dispute', ZHomeworkRequestDisputeListQuery, ZHomeworkRequestDisputeList),
  resolveDispute: withParams(
    post('/homework-request-dispute/:id/resolve', ZHomeworkRequestDisputeResolve, ZHomeworkRequestDisputeResolved),
    ZHomeworkRequestParams,
  ),
});
