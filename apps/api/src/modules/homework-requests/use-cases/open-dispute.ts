import { can, homeworkRequestMessages as m, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { presentDispute } from '../homework-requests.presenter';
import { createHomeworkRequestsRepository, type TRequestRow } from '../homework-requests.repository';

/**
 * POST /homework-request/{id}/dispute: the owner reports a problem with a delivered solution within 7 days
 * of its delivery; its teacher and the ADMINs are told.
 */
export async function openDispute(ctx: THomeworkRequestsContext, viewer: TViewerIn, id: string, reason: string) {
  const { uow, notifyDispute } = ctx;
  const { row, chosen, resource } = await ctx.readable(viewer, id);
  if (!can(viewer, 'dispute', subject('homeworkRequest', resource))) {
    if (viewer.id !== row.ownerId) throw AppError.forbidden();
    if (row.status !== 'delivered') throw AppError.badRequest(m.disputeNotDelivered);
    if (resource.disputeStatus === 'OPEN') throw AppError.badRequest(m.disputeOpen);
    if (resource.disputeStatus === 'REFUNDED') throw AppError.badRequest(m.disputeRefunded);
    throw AppError.badRequest(m.disputeWindowClosed);
  }
  const dispute = await uow.run(async (tx) => {
    const repo = createHomeworkRequestsRepository(tx);
    const locked = (await repo.lockRequest(id)) as TRequestRow;
    if ((await repo.latestDispute(id))?.status === 'REFUNDED') throw AppError.badRequest(m.disputeRefunded);
    const inserted = await repo.insertDispute({ requestId: id, openedById: viewer.id, reason });
    if (!inserted) throw AppError.badRequest(m.disputeOpen);
    const admins = await repo.adminIds();
    await notifyDispute(tx, locked, 'DISPUTE_OPENED', viewer.id, [chosen?.teacherId ?? null, ...admins], inserted.id);
    return inserted;
  });
  return { message: m.disputed, dispute: presentDispute(dispute) };
}
