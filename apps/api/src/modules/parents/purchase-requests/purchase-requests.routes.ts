import { commerceMessages, parentEndpoints, parentMessages } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../../lib/routes/endpoint-route';
import { errorResponses, type TRoleDoor, usualErrors } from '../../../lib/routes/route-options';

const pupilDoor: TRoleDoor = { roles: ['USER'] };
const parentDoor: TRoleDoor = { roles: ['PARENT'] };

/**
 * Purchase requests (issue 71 point 4, docs/parents.md): a pupil asks a parent to pay; the parent sees, pays (the
 * payments' checkout with forUserId, or the booking's checkout) or declines.
 */
export const purchaseRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.purchaseRequests;
  const route = endpointRoutes(app, { tags: ['Parents'], errors: usualErrors });

  route.signedIn(
    parentEndpoints.requestPurchase,
    {
      summary: 'A pupil asks their parents to pay for a product or their own unpaid booking (USER)',
      description: `productCode: a Premium plan or a token package of the catalogue (400 '${commerceMessages.productNotFound}' otherwise); bookingId: the viewer's own reservation still unpaid (404 otherwise). Without a confirmed parent 400 '${parentMessages.requestNoParent}'; the same request still pending 409 '${parentMessages.requestPending}'. Every confirmed parent gets a notification and an e-mail with a link to /parent/requests. Answers 201 '${parentMessages.requestSent}' with the request.`,
      status: 201,
      door: pupilDoor,
      responses: errorResponses(409),
    },
    async (request) => service.create(request.viewer, request.body),
  );

  route.signedIn(
    parentEndpoints.myPurchaseRequests,
    { summary: "The viewer's own purchase requests, newest first" },
    async (request) => service.listOwn(request.viewer),
  );

  route.signedIn(
    parentEndpoints.purchaseRequests,
    {
      summary: 'The purchase requests of all confirmed children, pending first, then newest (PARENT)',
      description:
        "Each with what is asked for (itemName) and its price in grosze. The parent pays a product with POST /payment/checkout {productCode, forUserId: the child's id} and a booking with POST /tutoring/bookings/{id}/checkout; once the payment is granted, the request is PAID.",
      door: parentDoor,
    },
    async (request) => service.listForParent(request.viewer),
  );

  route.signedIn(
    parentEndpoints.declinePurchaseRequest,
    {
      summary: "A parent declines a child's pending purchase request (PARENT)",
      description: `404 unless it is a confirmed child's request; 400 '${parentMessages.requestNotPending}' once paid or declined. The child is told: '${parentMessages.requestDeclinedNotice}'. Answers '${parentMessages.requestDeclined}' with the request.`,
      door: parentDoor,
    },
    async (request) => service.decline(request.viewer, request.params.id),
  );
};
