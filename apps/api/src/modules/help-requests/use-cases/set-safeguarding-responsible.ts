import { errorMessages, helpMessages as m, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { THelpRequestsContext } from '../help-requests.context';
import { createHelpRequestsRepository } from '../help-requests.repository';

/** PUT /admin/users/{id}/safeguarding-responsible: marks an ADMIN as a responsible person (or not); audited. */
export async function setSafeguardingResponsible(
  ctx: THelpRequestsContext,
  viewer: TViewerIn,
  userId: string,
  responsible: boolean,
) {
  const at = ctx.now();
  await ctx.uow.run(async (tx) => {
    const repo = createHelpRequestsRepository(tx);
    const user = await repo.findUser(userId);
    if (!user) throw AppError.notFound(errorMessages.userNotFound);
    if (user.role !== 'ADMIN') throw AppError.badRequest(m.responsibleAdminsOnly);
    await repo.setResponsible(userId, responsible);
    await repo.audit({
      kind: 'RESPONSIBLE_CHANGED',
      actorId: viewer.id,
      subjectUserId: userId,
      details: { from: user.safeguardingResponsible, to: responsible },
      createdAt: at,
    });
  });
  return { message: responsible ? m.responsibleOn : m.responsibleOff, responsible };
}
