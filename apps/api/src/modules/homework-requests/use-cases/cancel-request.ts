import { can, homeworkRequestMessages as m, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { present } from '../homework-requests.presenter';
import { createHomeworkRequestsRepository, type TRequestRow } from '../homework-requests.repository';

/** POST /homework-request/{id}/cancel: the owner closes an open request; live offers are declined. */
export async function cancelRequest(ctx: THomeworkRequestsContext, viewer: TViewerIn, id: string) {
  const { uow, payments, happen } = ctx;
  const { row, chosen, resource } = await ctx.readable(viewer, id);
  if (!can(viewer, 'cancel', subject('homeworkRequest', resource))) {
    if (viewer.id !== row.ownerId) throw AppError.forbidden();
    throw AppError.badRequest(m.notCancellable);
  }
  if (chosen?.paymentId) {
    const payment = await payments.find(chosen.paymentId);
    if (payment) await payments.cancelOpen(payment, { source: 'homework-request:cancel', actorId: viewer.id });
  }
  const after = await uow.run(async (tx) => {
    const repo = createHomeworkRequestsRepository(tx);
    const locked = (await repo.lockRequest(id)) as TRequestRow;
    if (locked.status !== 'open') throw AppError.badRequest(m.notCancellable);
    const declined = await repo.declineOthers(id, null);
    return happen(
      tx,
      locked,
      'REQUEST_CANCELLED',
      viewer.id,
      declined.map((offer) => offer.teacherId),
      { acceptedOfferId: null },
    );
  });
  return { message: m.cancelled, request: await present(ctx, viewer, after) };
}
