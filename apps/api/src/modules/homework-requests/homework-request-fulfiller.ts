import type { TPurchaseFulfiller } from '../payments/purchase-fulfilment';
import type { THomeworkRequestsContext } from './homework-requests.context';
import { createHomeworkRequestsRepository } from './homework-requests.repository';

export function createHomeworkRequestFulfiller(ctx: THomeworkRequestsContext): TPurchaseFulfiller {
  const { log, happen, notifyDispute } = ctx;
  return {
    /**
     * The payment of an accepted offer puts its request in progress (OFFER_PAID to the teacher) and declines
     * the other offers. Money for an offer no longer accepted (withdrawn, the request cancelled meanwhile) is
     * undeliverable and goes back: cancelling cancels the open payment first, so this needs a late transfer.
     */
    async grant(tx, payment) {
      const repo = createHomeworkRequestsRepository(tx);
      const offer = await repo.lockOffer(payment.productCode);
      if (!offer) return 'undeliverable';
      if (offer.paymentId === payment.id && offer.status === 'paid') return 'granted';
      const request = await repo.lockRequest(offer.requestId);
      if (offer.status !== 'accepted' || request?.status !== 'open' || request.acceptedOfferId !== offer.id) {
        return 'undeliverable';
      }
      await repo.updateOffer(offer.id, { status: 'paid', paymentId: payment.id });
      await repo.declineOthers(request.id, offer.id);
      await happen(tx, request, 'OFFER_PAID', request.ownerId, [offer.teacherId], {}, offer.id);
      return 'granted';
    },

    /**
     * A refunded or disputed payment of a request in progress makes it undelivered (SOLUTION_NOT_DELIVERED to
     * both sides). A delivered request keeps its solution and status: refunded after a dispute an ADMIN decided
     * so (REFUNDED), the teacher's earning is reversed (an append-only row) and both sides are told; any other
     * refund of a delivered request (by hand, a chargeback) is logged for an ADMIN.
     */
    async revoke(tx, payment) {
      const repo = createHomeworkRequestsRepository(tx);
      const offer = await repo.lockOffer(payment.productCode);
      if (!offer || offer.paymentId !== payment.id) return;
      const request = await repo.lockRequest(offer.requestId);
      if (request?.status === 'delivered') {
        const dispute = await repo.latestDispute(request.id);
        if (dispute?.status !== 'REFUNDED') {
          log.warn({ offerId: offer.id, paymentId: payment.id }, 'Homework request payment revoked after delivery');
          return;
        }
        const earning = await repo.findEarning(request.id);
        await repo.addEarningReversal({
          requestId: request.id,
          teacherId: earning?.teacherId ?? offer.teacherId,
          disputeId: dispute.id,
          amountGross: earning?.amountGross ?? 0,
        });
        await notifyDispute(
          tx,
          request,
          'DISPUTE_REFUNDED',
          dispute.resolvedById,
          [request.ownerId, offer.teacherId],
          dispute.id,
        );
        return;
      }
      if (request?.status !== 'in_progress') {
        log.warn({ offerId: offer.id, paymentId: payment.id }, 'Homework request payment revoked when not in progress');
        return;
      }
      await happen(tx, request, 'SOLUTION_NOT_DELIVERED', null, [request.ownerId, offer.teacherId], {}, offer.id);
    },

    /** A won payment dispute changes nothing: an undelivered request stays so (logged for an ADMIN). */
    async restore(_tx, payment) {
      log.warn({ paymentId: payment.id }, 'Homework request payment restored: the request stays as it is');
    },
  };
}
