import { can, homeworkRequestMessages as m, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { THomeworkRequestsContext } from '../homework-requests.context';
import { person, presentFiles } from '../homework-requests.presenter';

/** GET /homework-request/{id}/solution: the buyer, the teacher who delivered it, ADMIN. */
export async function getSolution(ctx: THomeworkRequestsContext, viewer: TViewerIn, id: string) {
  const { repository } = ctx;
  const { row, chosen, resource } = await ctx.readable(viewer, id);
  if (!can(viewer, 'readSolution', subject('homeworkRequest', resource))) {
    if (row.status !== 'delivered' && (viewer.id === row.ownerId || viewer.id === chosen?.teacherId)) {
      throw AppError.notFound(m.notFound);
    }
    throw AppError.forbidden();
  }
  const [fileRows, teachers] = await Promise.all([
    repository.filesOf(id),
    repository.people(chosen?.teacherId ? [chosen.teacherId] : []),
  ]);
  return {
    requestId: row.id,
    solution: row.solution ?? '',
    files: await presentFiles(
      ctx,
      fileRows.filter((file) => file.role === 'SOLUTION'),
    ),
    teacher: person(teachers[0], chosen?.teacherId ?? null),
    deliveredAt: (row.deliveredAt ?? row.updatedAt).toISOString(),
  };
}
