import {
  commerceMessages,
  homeworkRequestMessages as m,
  type THomeworkRequestDisputeListItem,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { presentDisputes } from '../homework-requests.presenter';
import { createHomeworkRequestsRepository } from '../homework-requests.repository';

/**
 * POST /homework-request-dispute/{id}/resolve (ADMIN). The decision is taken first, by one conditional
 * update (of two concurrent clicks one wins, the other is refused); REFUNDED then refunds the paid offer's
 * payment, whose revocation reverses the teacher's earning and tells both sides (a failed refund takes the
 * decision back); RELEASED moves no money and tells both sides. The request stays delivered.
 */
export async function resolveDispute(
  ctx: THomeworkRequestsContext,
  viewer: TViewerIn,
  id: string,
  outcome: 'REFUNDED' | 'RELEASED',
) {
  const { uow, payments, repository, notifyDispute } = ctx;
  if (viewer.role !== 'ADMIN') throw AppError.forbidden();
  const found = await repository.findDisputeWithRequest(id);
  if (!found) throw AppError.notFound(m.disputeNotFound);
  if (found.dispute.status !== 'OPEN') throw AppError.badRequest(m.disputeClosed);
  const payment =
    outcome === 'REFUNDED' && found.offer?.paymentId ? await payments.find(found.offer.paymentId) : undefined;
  if (outcome === 'REFUNDED' && !payment) throw AppError.badRequest(commerceMessages.notRefundable);
  await uow.run(async (tx) => {
    const decided = await createHomeworkRequestsRepository(tx).decideDispute(id, outcome, viewer.id);
    if (!decided) throw AppError.badRequest(m.disputeClosed);
    if (outcome === 'RELEASED') {
      await notifyDispute(
        tx,
        found.request,
        'DISPUTE_RELEASED',
        viewer.id,
        [found.request.ownerId, found.offer?.teacherId ?? null],
        id,
      );
    }
  });
  if (payment) {
    try {
      await payments.refundSettled(payment, { source: 'homework-request:dispute', actorId: viewer.id });
    } catch (error) {
      await repository.reopenDispute(id, 'REFUNDED');
      throw error;
    }
  }
  const after = await repository.findDisputeWithRequest(id);
  return {
    message: m.disputeResolved,
    dispute: (await presentDisputes(ctx, [after!]))[0] as THomeworkRequestDisputeListItem,
  };
}
