import { can, homeworkRequestMessages as m, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { presentOffer } from '../homework-requests.presenter';
import { createHomeworkRequestsRepository, type TOfferRow, type TRequestRow } from '../homework-requests.repository';

/** POST /homework-request-offer/{id}/accept: the owner accepts one pending offer (OFFER_ACCEPTED to its teacher). */
export async function acceptOffer(ctx: THomeworkRequestsContext, viewer: TViewerIn, id: string) {
  const { uow, happen } = ctx;
  const { offer, request } = await ctx.readableOffer(viewer, id);
  if (!can(viewer, 'accept', subject('homeworkRequestOffer', ctx.offerResourceOf(offer, request)))) {
    if (viewer.id !== request.ownerId) throw AppError.forbidden();
    throw AppError.badRequest(m.notAcceptable);
  }
  const after = await uow.run(async (tx) => {
    const repo = createHomeworkRequestsRepository(tx);
    const lockedRequest = (await repo.lockRequest(offer.requestId)) as TRequestRow;
    const locked = (await repo.lockOffer(id)) as TOfferRow;
    if (lockedRequest.status !== 'open' || locked.status !== 'pending') throw AppError.badRequest(m.notAcceptable);
    if (lockedRequest.acceptedOfferId) throw AppError.badRequest(m.alreadyAccepted);
    const updated = await repo.updateOffer(id, { status: 'accepted' });
    const changed = await happen(
      tx,
      lockedRequest,
      'OFFER_ACCEPTED',
      viewer.id,
      [locked.teacherId],
      { acceptedOfferId: id },
      id,
    );
    return { updated, request: changed };
  });
  return { message: m.offerAccepted, offer: await presentOffer(ctx, viewer, after.request, after.updated) };
}
