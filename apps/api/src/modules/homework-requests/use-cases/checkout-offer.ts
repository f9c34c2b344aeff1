import {
  can,
  homeworkRequestMessages as m,
  subject,
  type THomeworkRequestCheckout,
  type TViewerIn,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { THomeworkRequestsContext, TRequestKeys } from '../homework-requests.context';

/**
 * POST /homework-request-offer/{id}/checkout: the owner pays the accepted offer. A payment started earlier
 * and still open is cancelled first (a second click, another method).
 */
export async function checkoutOffer(
  ctx: THomeworkRequestsContext,
  viewer: TViewerIn,
  id: string,
  input: THomeworkRequestCheckout,
  keys: TRequestKeys,
) {
  const { payments, now, repository } = ctx;
  const { offer, request } = await ctx.readableOffer(viewer, id);
  if (!can(viewer, 'pay', subject('homeworkRequestOffer', ctx.offerResourceOf(offer, request)))) {
    if (viewer.id !== request.ownerId) throw AppError.forbidden();
    throw AppError.badRequest(m.notPayable);
  }
  if (offer.deadline <= now()) throw AppError.badRequest(m.deadlinePassed);
  if (offer.paymentId) {
    const previous = await payments.find(offer.paymentId);
    if (previous) {
      await payments.cancelOpen(previous, { source: 'homework-request:new-checkout', actorId: viewer.id });
    }
    const current = await repository.findOffer(id);
    if (current?.status !== 'accepted') throw AppError.badRequest(m.notPayable);
  }
  const teacher = (await repository.people([offer.teacherId ?? '']))[0];
  const { payment, redirectUrl, paymentRow } = await payments.startCheckout(
    viewer,
    {
      itemKind: 'HOMEWORK_REQUEST',
      productCode: offer.id,
      itemName: `Zadanie na zamówienie: ${request.title} — ${teacher?.displayName ?? ''}`.slice(0, 200),
      itemQuantity: 1,
      amountGross: offer.priceGross,
    },
    { method: input.method, buyer: input.buyer ?? 'private' },
    keys,
  );
  if (!(await repository.attachPayment(offer.id, paymentRow.id))) {
    await payments.cancelOpen(paymentRow, { source: 'homework-request:not-accepted', actorId: viewer.id });
    throw AppError.badRequest(m.notPayable);
  }
  return { payment, redirectUrl };
}
