import { errorMessages, userBlockMessages as m, type TViewerIn } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TUserBlocksContext } from '../user-blocks.context';
import { createUserBlocksRepository } from '../user-blocks.repository';

/**
 * POST /admin/users/{id}/unblock: the account may sign in again; audited. What the block closed stays closed (rooms,
 * the hidden offer, cancelled bookings): the teacher publishes the offer again, rooms are opened anew.
 */
export async function unblockUser(ctx: TUserBlocksContext, viewer: TViewerIn, userId: string) {
  const at = ctx.now();
  await ctx.uow.run(async (tx) => {
    const repo = createUserBlocksRepository(tx);
    const user = await repo.lockUser(userId);
    if (!user) throw AppError.notFound(errorMessages.userNotFound);
    if (!user.blockedAt) throw new AppError(409, m.notBlocked);
    await repo.setBlockedAt(userId, null);
    await repo.audit({
      kind: 'USER_UNBLOCKED',
      actorId: viewer.id,
      subjectUserId: userId,
      details: { blockedAt: user.blockedAt.toISOString() },
      createdAt: at,
    });
  });
  return { message: m.unblocked };
}
