import { can, classMessages as m, subject, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { conflict, type TClassesContext } from '../classes.context';
import { classResource } from '../classes.presenter';
import { createClassesRepository } from '../classes.repository';

/** Moves an active pupil to another live class the viewer runs: out of this one, into that one (its limit holds). */
export async function movePupil(
  ctx: TClassesContext,
  viewer: TViewerIn,
  id: string,
  userId: string,
  toClassId: string,
) {
  if (toClassId === id) throw conflict(m.moveSameClass);
  return ctx.uow.run(async (tx) => {
    const repo = createClassesRepository(tx);
    // Both rows locked in one order, so two moves between the same classes cannot deadlock.
    const [first, second] = [id, toClassId].sort();
    await repo.lock(first!);
    await repo.lock(second!);
    const { row } = await ctx.classFor(viewer, id, 'manageRoster', repo);
    const target = await repo.find(toClassId);
    const targetFacts = target && (await ctx.factsOf(viewer, target, repo));
    if (
      !target ||
      !targetFacts ||
      !can(viewer, 'manageRoster', subject('schoolClass', classResource(target, targetFacts)))
    ) {
      throw AppError.notFound(m.moveTargetNotFound);
    }
    const membership = await ctx.liveMemberOf(repo, id, userId);
    if (membership.status !== 'ACTIVE') throw conflict(m.moveNotActive);
    const there = await repo.liveMembership(toClassId, userId);
    if (there?.status === 'ACTIVE') throw conflict(m.moveSameClass);
    await ctx.checkRoomFor(repo, toClassId);
    const at = ctx.now();
    await repo.end(membership.id, 'MOVED', at);
    if (there) await repo.admit(there.id, at);
    else await repo.insertMembership({ classId: toClassId, userId, status: 'ACTIVE', createdAt: at, joinedAt: at });
    return ctx.classAnswer(viewer, row, repo);
  });
}
