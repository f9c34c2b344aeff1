import { defineEndpoints, ZEmptyBody } from '../api/endpoint';
import {
  ZHomeworkRequest,
  ZHomeworkRequestChanged,
  ZHomeworkRequestCheckout,
  ZHomeworkRequestCheckoutResponse,
  ZHomeworkRequestCreate,
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
  createRequest: {
    method: 'POST',
    path: '/homework-request',
    body: ZHomeworkRequestCreate,
    response: ZHomeworkRequestChanged,
  },
  requests: {
    method: 'GET',
    path: '/homework-request',
    query: ZHomeworkRequestListQuery,
    response: ZHomeworkRequestList,
  },
  request: { method: 'GET', path: '/homework-request/:id', response: ZHomeworkRequest },
  cancelRequest: {
    method: 'POST',
    path: '/homework-request/:id/cancel',
    body: ZEmptyBody,
    response: ZHomeworkRequestChanged,
  },
  offers: { method: 'GET', path: '/homework-request/:id/offers', response: ZHomeworkRequestOfferList },
  createOffer: {
    method: 'POST',
    path: '/homework-request/:id/offers',
    body: ZHomeworkRequestOfferCreate,
    response: ZHomeworkRequestOfferChanged,
  },
  withdrawOffer: {
    method: 'POST',
    path: '/homework-request-offer/:id/withdraw',
    body: ZEmptyBody,
    response: ZHomeworkRequestOfferChanged,
  },
  acceptOffer: {
    method: 'POST',
    path: '/homework-request-offer/:id/accept',
    body: ZEmptyBody,
    response: ZHomeworkRequestOfferChanged,
  },
  checkoutOffer: {
    method: 'POST',
    path: '/homework-request-offer/:id/checkout',
    body: ZHomeworkRequestCheckout,
    response: ZHomeworkRequestCheckoutResponse,
  },
  markProgress: {
    method: 'POST',
    path: '/homework-request/:id/progress',
    body: ZEmptyBody,
    response: ZHomeworkRequestChanged,
  },
  deliverSolution: {
    method: 'POST',
    path: '/homework-request/:id/solution',
    body: ZHomeworkRequestSolutionSave,
    response: ZHomeworkRequestChanged,
  },
  solution: { method: 'GET', path: '/homework-request/:id/solution', response: ZHomeworkRequestSolution },
});
