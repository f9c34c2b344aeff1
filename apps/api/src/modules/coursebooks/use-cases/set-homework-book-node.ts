import { coursebookPolicy, coursebookMessages as m, type THomeworksBookNode, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TCoursebooksContext } from '../coursebooks.context';
import { createCoursebooksRepository } from '../coursebooks.repository';

/** Attaches the task to a page or exercise (or detaches it: null); its author or ADMIN. */
export async function setHomeworkBookNode(
  ctx: TCoursebooksContext,
  viewer: TViewerIn,
  homeworkId: string,
  bookNodeId: string | null,
): Promise<{ homeworksBookNode: THomeworksBookNode | null }> {
  return ctx.uow.run(async (tx) => {
    const repo = createCoursebooksRepository(tx);
    const homework = await repo.findHomework(homeworkId);
    if (!homework) throw AppError.notFound(m.homeworkNotFound);
    if (!coursebookPolicy.attachHomework(viewer, homework)) throw AppError.forbidden(m.attachForbidden);
    if (bookNodeId) {
      const node = await ctx.nodeOf(repo, bookNodeId);
      if (node.kind === 'chapter') throw AppError.badRequest(m.attachKind);
    }
    await repo.setHomeworkBookNode(homeworkId, bookNodeId);
    return { homeworksBookNode: bookNodeId ? await repo.findHomeworksBookNode(bookNodeId) : null };
  });
}
