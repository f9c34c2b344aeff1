import { classMessages as m, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TClassesContext } from '../classes.context';
import { presentClassSummary } from '../classes.presenter';
import { createClassesRepository } from '../classes.repository';

/**
 * A pupil joins with the code: admitted at once when the class admits automatically, else waiting for approval.
 * A pupil already in the class gets their membership back (`created: false`).
 */
export async function joinClass(ctx: TClassesContext, viewer: TViewerIn, code: string, keys: { ip: string }) {
  await ctx.limiter.consume('classJoin', { ip: keys.ip, account: viewer.id });
  return ctx.uow.run(async (tx) => {
    const repo = createClassesRepository(tx);
    const row = await repo.lockByCode(code);
    if (!row || row.archivedAt) throw AppError.notFound(m.codeNotFound);
    const existing = await repo.liveMembership(row.id, viewer.id);
    if (!existing) {
      await ctx.checkRoomFor(repo, row.id);
      const at = ctx.now();
      await repo.insertMembership({
        classId: row.id,
        userId: viewer.id,
        status: row.autoAdmit ? 'ACTIVE' : 'PENDING',
        createdAt: at,
        joinedAt: row.autoAdmit ? at : null,
      });
    }
    const facts = await ctx.factsOf(viewer, row, repo);
    return { created: !existing, class: presentClassSummary(viewer, row, facts, ctx.publicUrl) };
  });
}
