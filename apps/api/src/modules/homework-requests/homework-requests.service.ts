import { bindUseCases } from '../../lib/use-cases';
import { createHomeworkRequestFulfiller } from './homework-request-fulfiller';
import { createHomeworkRequestsContext, type THomeworkRequestsDeps } from './homework-requests.context';
import { acceptOffer } from './use-cases/accept-offer';
import { cancelRequest } from './use-cases/cancel-request';
import { checkoutOffer } from './use-cases/checkout-offer';
import { createOffer } from './use-cases/create-offer';
import { createRequest } from './use-cases/create-request';
import { deliverSolution } from './use-cases/deliver-solution';
import { getRequest } from './use-cases/get-request';
import { getSolution } from './use-cases/get-solution';
import { listDisputes } from './use-cases/list-disputes';
import { listOffers } from './use-cases/list-offers';
import { listRequests } from './use-cases/list-requests';
import { markProgress } from './use-cases/mark-progress';
import { openDispute } from './use-cases/open-dispute';
import { resolveDispute } from './use-cases/resolve-dispute';
import { sweepUndelivered } from './use-cases/sweep-undelivered';
import { withdrawOffer } from './use-cases/withdraw-offer';

export { homeworkRequestFileKind } from './homework-requests.context';

/**
 * On-request tasks (issue 19). A student posts a request; teachers send offers; the owner accepts one and pays
 * it through payments (kind HOMEWORK_REQUEST, product code: the offer's id), which puts the request in
 * progress; the teacher delivers a solution by the offer's deadline, which releases the money to the teacher
 * (an append-only earnings row), or the sweep refunds the payment after the deadline (undelivered). Every event
 * is a notification to the other side and a line of the request's timeline. Within 7 days of the delivery the
 * owner may open a dispute; an ADMIN refunds the payment (the earning is reversed by an append-only row) or
 * leaves the money with the teacher. The request stays delivered either way.
 */
export function createHomeworkRequestsService(deps: THomeworkRequestsDeps) {
  const ctx = createHomeworkRequestsContext(deps);
  return {
    fulfiller: createHomeworkRequestFulfiller(ctx),
    ...bindUseCases(ctx, {
      createRequest,
      listRequests,
      getRequest,
      cancelRequest,
      listOffers,
      createOffer,
      withdrawOffer,
      acceptOffer,
      checkoutOffer,
      markProgress,
      deliverSolution,
      getSolution,
      openDispute,
      listDisputes,
      resolveDispute,
      sweepUndelivered,
    }),
  };
}
export type THomeworkRequestsService = ReturnType<typeof createHomeworkRequestsService>;
