import { can, homeworkRequestMessages as m, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { presentOffer } from '../homework-requests.presenter';
import { createHomeworkRequestsRepository, type TOfferRow, type TRequestRow } from '../homework-requests.repository';

/**
 * POST /homework-request-offer/{id}/withdraw: its teacher, until it is paid. An accepted offer withdrawn
 * tells the owner (REQUEST_CANCELLED_BY_TEACHER) and leaves the request open for other offers.
 */
export async function withdrawOffer(ctx: THomeworkRequestsContext, viewer: TViewerIn, id: string) {
  const { uow, payments, happen } = ctx;
  const { offer, request } = await ctx.readableOffer(viewer, id);
  if (!can(viewer, 'withdraw', subject('homeworkRequestOffer', ctx.offerResourceOf(offer, request)))) {
    if (viewer.id !== offer.teacherId) throw AppError.forbidden();
    throw AppError.badRequest(m.notWithdrawable);
  }
  if (offer.paymentId) {
    const payment = await payments.find(offer.paymentId);
    if (payment) await payments.cancelOpen(payment, { source: 'homework-request:withdraw', actorId: viewer.id });
  }
  const after = await uow.run(async (tx) => {
    const repo = createHomeworkRequestsRepository(tx);
    const lockedRequest = (await repo.lockRequest(offer.requestId)) as TRequestRow;
    const locked = (await repo.lockOffer(id)) as TOfferRow;
    if (lockedRequest.status !== 'open' || (locked.status !== 'pending' && locked.status !== 'accepted')) {
      throw AppError.badRequest(m.notWithdrawable);
    }
    const updated = await repo.updateOffer(id, { status: 'withdrawn' });
    if (locked.status === 'accepted') {
      const reopened = await happen(
        tx,
        lockedRequest,
        'REQUEST_CANCELLED_BY_TEACHER',
        viewer.id,
        [lockedRequest.ownerId],
        { acceptedOfferId: null },
        id,
      );
      return { updated, request: reopened };
    }
    return { updated, request: lockedRequest };
  });
  return { message: m.offerWithdrawn, offer: await presentOffer(ctx, viewer, after.request, after.updated) };
}
