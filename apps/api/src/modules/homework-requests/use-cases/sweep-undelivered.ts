import type { THomeworkRequestsContext } from '../homework-requests.context';
import { createHomeworkRequestsRepository } from '../homework-requests.repository';

/**
 * Paid requests whose offer's deadline passed by `at` without a delivery are refunded: the refund revokes
 * the purchase, which makes the request undelivered (SOLUTION_NOT_DELIVERED) in the payment's transaction.
 */
export async function sweepUndelivered(ctx: THomeworkRequestsContext, at: Date) {
  const { uow, payments, log, repository, happen } = ctx;
  let undelivered = 0;
  for (const overdue of await repository.overdue(at, 100)) {
    const payment = overdue.paymentId ? await payments.find(overdue.paymentId) : undefined;
    try {
      if (payment) await payments.refundSettled(payment, { source: 'homework-request:undelivered' });
    } catch (error) {
      log.error({ err: error, requestId: overdue.requestId }, 'Refund of an undelivered request failed');
    }
    const done = await uow.run(async (tx) => {
      const repo = createHomeworkRequestsRepository(tx);
      const locked = await repo.lockRequest(overdue.requestId);
      if (!locked) return false;
      if (locked.status === 'undelivered') return true;
      if (locked.status !== 'in_progress' || payment) return false;
      // No payment to refund (removed): the request is undelivered all the same.
      const offer = await repo.findOffer(overdue.offerId);
      await happen(tx, locked, 'SOLUTION_NOT_DELIVERED', null, [locked.ownerId, offer?.teacherId ?? null]);
      return true;
    });
    if (done) undelivered += 1;
  }
  return { undelivered };
}
