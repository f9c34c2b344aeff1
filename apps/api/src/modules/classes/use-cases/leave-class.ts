import { classMessages as m, type TViewerIn } from '@zadania/shared';
import { classNotFound, type TClassesContext } from '../classes.context';
import { createClassesRepository } from '../classes.repository';

/** The pupil leaves (an archived class too: leaving is theirs to decide); the membership's row stays, ended. */
export async function leaveClass(ctx: TClassesContext, viewer: TViewerIn, id: string) {
  return ctx.uow.run(async (tx) => {
    const repo = createClassesRepository(tx);
    const row = await repo.find(id);
    const membership = row && (await repo.liveMembership(id, viewer.id));
    if (!membership) throw classNotFound();
    await repo.end(membership.id, 'LEFT', ctx.now());
    return { message: m.left };
  });
}
