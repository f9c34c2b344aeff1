import {
  can,
  homeworkRequestMessages as m,
  subject,
  type TViewerIn,
  type ZHomeworkRequestSolutionSave,
} from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import { cleanHtml, type THomeworkRequestsContext } from '../homework-requests.context';
import { present } from '../homework-requests.presenter';
import { createHomeworkRequestsRepository, type TRequestRow } from '../homework-requests.repository';

type TSolutionInput = z.output<typeof ZHomeworkRequestSolutionSave>;

/**
 * POST /homework-request/{id}/solution: the paid teacher delivers by the offer's deadline; the money is
 * released to the teacher (one earnings row) and the owner is told (SOLUTION_DELIVERED).
 */
export async function deliverSolution(
  ctx: THomeworkRequestsContext,
  viewer: TViewerIn,
  id: string,
  input: TSolutionInput,
) {
  const { uow, now, happen } = ctx;
  const { chosen, resource } = await ctx.readable(viewer, id);
  if (!can(viewer, 'deliver', subject('homeworkRequest', resource)) || !chosen) {
    if (viewer.id !== chosen?.teacherId) throw AppError.forbidden();
    throw AppError.badRequest(m.notInProgress);
  }
  if (chosen.deadline <= now()) throw AppError.badRequest(m.deadlinePassed);
  const solution = cleanHtml(input.solution, m.solutionRequired);
  const fileIds = await ctx.checkFiles(viewer.id, input.fileIds);
  const after = await uow.run(async (tx) => {
    const repo = createHomeworkRequestsRepository(tx);
    const locked = (await repo.lockRequest(id)) as TRequestRow;
    if (locked.status !== 'in_progress') throw AppError.badRequest(m.notInProgress);
    await repo.attachFiles(id, 'SOLUTION', fileIds);
    await repo.addEarning({
      teacherId: chosen.teacherId,
      requestId: id,
      offerId: chosen.id,
      paymentId: chosen.paymentId,
      amountGross: chosen.priceGross,
    });
    return happen(
      tx,
      locked,
      'SOLUTION_DELIVERED',
      viewer.id,
      [locked.ownerId],
      { solution, deliveredAt: now() },
      chosen.id,
    );
  });
  return { message: m.delivered, request: await present(ctx, viewer, after) };
}
