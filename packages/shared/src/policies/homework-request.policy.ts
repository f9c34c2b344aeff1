import type {
  THomeworkRequestOfferStatus,
  THomeworkRequestStatus,
} from '../homework-requests/homework-request-messages';
import { definePolicy } from './policy';
import { isAdmin } from './viewer';

/**
 * One on-request task as its rules read it; `teacherId` is the teacher of its accepted or paid offer (null
 * while none is).
 */
export type THomeworkRequestResource = {
  ownerId: string;
  status: THomeworkRequestStatus;
  teacherId: string | null;
  /** Delivered less than 7 days ago (the API's clock decides). */
  disputeWindowOpen?: boolean;
  /** The status of the request's latest dispute, null while there is none. */
  disputeStatus?: 'OPEN' | 'REFUNDED' | 'RELEASED' | null;
};

/**
 * On-request tasks (issue 19): the owner and ADMIN read a request always, its chosen teacher too, and every
 * TEACHER while it is open (to make offers). The owner cancels it while open; the teacher of the paid offer
 * works on it and delivers; the solution is read by the buyer, that teacher and ADMIN only. Within 7 days of
 * the delivery the owner may report a problem with the solution (a dispute an ADMIN decides), unless one is
 * open already or the money was refunded.
 */
export const homeworkRequestPolicy = definePolicy<THomeworkRequestResource>()({
  read: (viewer, request) =>
    isAdmin(viewer) ||
    viewer?.id === request.ownerId ||
    (!!request.teacherId && viewer?.id === request.teacherId) ||
    (viewer?.role === 'TEACHER' && request.status === 'open'),
  cancel: (viewer, request) => viewer?.id === request.ownerId && request.status === 'open',
  offer: (viewer, request) => viewer?.role === 'TEACHER' && viewer.id !== request.ownerId && request.status === 'open',
  progress: (viewer, request) =>
    !!request.teacherId && viewer?.id === request.teacherId && request.status === 'in_progress',
  deliver: (viewer, request) =>
    !!request.teacherId && viewer?.id === request.teacherId && request.status === 'in_progress',
  readSolution: (viewer, request) =>
    request.status === 'delivered' &&
    (isAdmin(viewer) || viewer?.id === request.ownerId || (!!request.teacherId && viewer?.id === request.teacherId)),
  dispute: (viewer, request) =>
    viewer?.id === request.ownerId &&
    request.status === 'delivered' &&
    request.disputeWindowOpen === true &&
    request.disputeStatus !== 'OPEN' &&
    request.disputeStatus !== 'REFUNDED',
});

/** One offer as its rules read it, with its request's owner and status. */
export type THomeworkRequestOfferResource = {
  requestOwnerId: string;
  requestStatus: THomeworkRequestStatus;
  teacherId: string;
  status: THomeworkRequestOfferStatus;
};

/**
 * An offer: the request's owner accepts a pending one and pays it once accepted; its teacher withdraws it until
 * it is paid. The owner, its teacher and ADMIN read it.
 */
export const homeworkRequestOfferPolicy = definePolicy<THomeworkRequestOfferResource>()({
  read: (viewer, offer) => isAdmin(viewer) || viewer?.id === offer.requestOwnerId || viewer?.id === offer.teacherId,
  accept: (viewer, offer) =>
    viewer?.id === offer.requestOwnerId && offer.status === 'pending' && offer.requestStatus === 'open',
  pay: (viewer, offer) =>
    viewer?.id === offer.requestOwnerId && offer.status === 'accepted' && offer.requestStatus === 'open',
  withdraw: (viewer, offer) =>
    viewer?.id === offer.teacherId &&
    (offer.status === 'pending' || offer.status === 'accepted') &&
    offer.requestStatus === 'open',
});
