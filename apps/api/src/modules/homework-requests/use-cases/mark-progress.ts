import { can, homeworkRequestMessages as m, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { present } from '../homework-requests.presenter';
import { createHomeworkRequestsRepository, type TRequestRow } from '../homework-requests.repository';

/** POST /homework-request/{id}/progress: the paid teacher tells the owner the work began (SOLUTION_IN_PROGRESS). */
export async function markProgress(ctx: THomeworkRequestsContext, viewer: TViewerIn, id: string) {
  const { uow, happen } = ctx;
  const { row, chosen, resource } = await ctx.readable(viewer, id);
  if (!can(viewer, 'progress', subject('homeworkRequest', resource))) {
    if (viewer.id !== chosen?.teacherId) throw AppError.forbidden();
    throw AppError.badRequest(m.notInProgress);
  }
  const after = await uow.run(async (tx) => {
    const locked = (await createHomeworkRequestsRepository(tx).lockRequest(id)) as TRequestRow;
    if (locked.status !== 'in_progress') throw AppError.badRequest(m.notInProgress);
    return happen(tx, locked, 'SOLUTION_IN_PROGRESS', viewer.id, [row.ownerId], {}, chosen?.id ?? null);
  });
  return { message: m.progress, request: await present(ctx, viewer, after) };
}
