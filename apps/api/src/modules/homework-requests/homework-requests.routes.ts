import {
  commerceMessages,
  homeworkRequestEndpoints,
  lessonMessages,
  homeworkRequestMessages as m,
  ZErrorResponse,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, errorResponses, teacherDoor, usualErrors } from '../../lib/routes/route-options';

const lifecycle =
  "Statuses: open → in_progress (the accepted offer paid) → delivered (the solution in time) or undelivered (the offer's deadline passed: the payment is refunded by a background job); open → closed (its owner cancels it). Every event (OFFER_ACCEPTED, OFFER_PAID, SOLUTION_IN_PROGRESS, SOLUTION_DELIVERED, SOLUTION_NOT_DELIVERED, REQUEST_CANCELLED_BY_TEACHER) notifies the other side. Within 7 days of the delivery the owner may open a dispute, which an ADMIN decides (refund or not); the request stays delivered.";

/**
 * On-request tasks (zadania na zamówienie, issue 19): a student's request, teachers' offers, payment of the
 * accepted offer through payments, the solution delivered to the buyer. The spec names no paths; these are ours.
 */
export const homeworkRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = app.services.homeworkRequests;
  const route = endpointRoutes(app, { tags: ['Requests'], errors: usualErrors });

  route.signedIn(
    homeworkRequestEndpoints.createRequest,
    {
      summary: 'Post a request (anyone signed in)',
      description: `Title (≤ 200), description as editor HTML (sanitized; with text, ≤ 10 000 characters of it), subject, level, a deadline in the future ('${m.deadlineInPast}'), an optional budget in grosze ≥ 200 ('${m.price}'), and up to 10 ids of the author's own PRIVATE uploads ('${m.fileInvalid}'). ${lifecycle}`,
      status: 201,
      errors: errorResponses(400, 401, 429),
    },
    async (request) => requests.createRequest(request.viewer, request.body, { ip: request.ip }),
  );

  route.signedIn(
    homeworkRequestEndpoints.requests,
    {
      summary: 'Requests: the viewer’s own, or (TEACHER) the open ones and those offered on',
      description: `scope=mine (default): the viewer's requests; scope=open: open requests of others (TEACHER only, 403 '${m.teachersOnly}'); scope=offered: the requests the teacher sent offers to. Filters subject, level, status; newest first; pages of 10 (≤ 50).`,
      errors: errorResponses(400, 401, 403),
    },
    async (request) => requests.listRequests(request.viewer, request.query),
  );

  route.signedIn(
    homeworkRequestEndpoints.request,
    {
      summary: 'One request with its files, timeline and policies',
      description:
        'Read by its owner, ADMIN, the teacher of its accepted or paid offer, and any TEACHER while it is open; 403 for others. Files carry 10-minute signed links.',
    },
    async (request) => requests.getRequest(request.viewer, request.params.id),
  );

  route.signedIn(
    homeworkRequestEndpoints.cancelRequest,
    {
      summary: 'Cancel an open request (its owner) → closed',
      description: `Pending and accepted offers are declined (an open payment of the accepted one is cancelled first); their teachers are told. Not open: 400 '${m.notCancellable}'.`,
    },
    async (request) => requests.cancelRequest(request.viewer, request.params.id),
  );

  route.signedIn(
    homeworkRequestEndpoints.offers,
    {
      summary: 'Offers of a request: all for its owner and ADMIN, their own for a teacher',
    },
    async (request) => requests.listOffers(request.viewer, request.params.id),
  );

  route.signedIn(
    homeworkRequestEndpoints.createOffer,

    {
      summary: 'Send an offer (TEACHER, not the owner; one live offer per teacher)',
      description: `Price in grosze 200–1 000 000 ('${m.price}'); the delivery deadline in the future and not after the request's deadline ('${m.offerDeadlineAfter}'); a message (≤ 2000). Other roles: 403 '${m.teachersOnly}'; own request: 400 '${m.ownRequest}'; not open: 400 '${m.notOpen}'; a second live offer: 400 '${m.offerExists}'.`,
      status: 201,
      responses: { 429: ZErrorResponse },
      door: teacherDoor(m.teachersOnly),
    },
    async (request) => requests.createOffer(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );

  route.signedIn(
    homeworkRequestEndpoints.withdrawOffer,
    {
      summary: 'Withdraw an offer (its teacher, until paid)',
      description: `An accepted offer withdrawn tells the owner (REQUEST_CANCELLED_BY_TEACHER); the request stays open. Paid, withdrawn or declined: 400 '${m.notWithdrawable}'.`,
    },
    async (request) => requests.withdrawOffer(request.viewer, request.params.id),
  );

  route.signedIn(
    homeworkRequestEndpoints.acceptOffer,
    {
      summary: "Accept a pending offer (the request's owner)",
      description: `OFFER_ACCEPTED to its teacher; then the owner pays it. One accepted offer at a time: 400 '${m.alreadyAccepted}'; not pending or the request not open: 400 '${m.notAcceptable}'.`,
    },
    async (request) => requests.acceptOffer(request.viewer, request.params.id),
  );

  route.signedIn(
    homeworkRequestEndpoints.checkoutOffer,
    {
      summary: 'Pay the accepted offer (the request’s owner)',
      description: `Like POST /payment/checkout, kind HOMEWORK_REQUEST, product code the offer's id. A payment started before and still open is cancelled first. The confirmed payment puts the request in progress (OFFER_PAID to the teacher) and declines the other offers. Not accepted: 400 '${m.notPayable}'; the offer's deadline passed: 400 '${m.deadlinePassed}'.`,
      responses: { 429: ZErrorResponse, 503: ZErrorResponse },
    },
    async (request) => requests.checkoutOffer(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );

  route.signedIn(
    homeworkRequestEndpoints.markProgress,
    {
      summary: 'Tell the owner the work began (the paid teacher; optional)',
      description: `SOLUTION_IN_PROGRESS to the owner; the status stays in_progress. Not in progress: 400 '${m.notInProgress}'.`,
    },
    async (request) => requests.markProgress(request.viewer, request.params.id),
  );

  route.signedIn(
    homeworkRequestEndpoints.deliverSolution,
    {
      summary: 'Deliver the solution (the paid teacher, by the offer’s deadline) → delivered',
      description: `The solution as editor HTML (sanitized; with text: '${m.solutionRequired}') and up to 10 of the teacher's own PRIVATE uploads. The money is released to the teacher (an append-only earnings row); SOLUTION_DELIVERED to the owner. After the deadline: 400 '${m.deadlinePassed}'; not in progress: 400 '${m.notInProgress}'.`,
    },
    async (request) => requests.deliverSolution(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    homeworkRequestEndpoints.solution,
    {
      summary: 'The delivered solution (the buyer, the teacher who delivered it, ADMIN)',
      description: "403 for everyone else; 404 'Nie znaleziono zlecenia.' to the two while nothing is delivered.",
    },
    async (request) => requests.getSolution(request.viewer, request.params.id),
  );

  route.signedIn(
    homeworkRequestEndpoints.openDispute,
    {
      summary: 'Report a problem with the delivered solution (its owner) → a dispute for an ADMIN',
      description: `Within 7 days of the delivery; one open dispute per request. reason: 10–1000 characters ('${lessonMessages.disputeReason}'). Not delivered: 400 '${m.disputeNotDelivered}'; one open: 400 '${m.disputeOpen}'; the money refunded already: 400 '${m.disputeRefunded}'; after 7 days: 400 '${m.disputeWindowClosed}'; anyone but the owner: 403. The teacher and the ADMINs are notified; the request stays delivered.`,
      status: 201,
    },
    async (request) => requests.openDispute(request.viewer, request.params.id, request.body.reason),
  );

  route.signedIn(
    homeworkRequestEndpoints.disputes,

    {
      summary: 'Disputes about delivered requests (ADMIN)',
      description:
        'status: OPEN, REFUNDED, RELEASED, or RESOLVED for every decided one; newest first; pages of 20 (≤ 50). Each with its request (id, title, href), owner, teacher and the paid amount.',
      errors: errorResponses(400, 401, 403),
      door: adminDoor,
    },
    async (request) => requests.listDisputes(request.viewer, request.query),
  );

  route.signedIn(
    homeworkRequestEndpoints.resolveDispute,

    {
      summary: 'Decide a dispute about a delivered request (ADMIN)',
      description: `REFUNDED refunds the paid offer's payment to the owner and reverses the teacher's earning (an append-only row); RELEASED leaves the money with the teacher. Both sides are notified; the request stays delivered. Decided already (also the losing one of two concurrent decisions): 400 '${m.disputeClosed}'; a payment that cannot be refunded: 400 '${commerceMessages.notRefundable}' (the dispute stays open).`,
      responses: { 503: ZErrorResponse },
      door: adminDoor,
    },
    async (request) => requests.resolveDispute(request.viewer, request.params.id, request.body.outcome),
  );
};
