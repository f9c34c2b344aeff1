import {
  errorMessages,
  userBlockMessages as m,
  type TUserBlockResult,
  type TViewerIn,
  tutoringMessages,
} from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import type { TUserBlocksContext } from '../user-blocks.context';
import { createUserBlocksRepository } from '../user-blocks.repository';

/** The account's live bookings cancelled one by one as the ADMIN cancels them (a paid one refunded). */
async function cancelBookingsOf(ctx: TUserBlocksContext, viewer: TViewerIn, userId: string) {
  const counts = { bookingsCancelled: 0, bookingsRefunded: 0, bookingsLeft: 0 };
  for (const id of await createUserBlocksRepository(ctx.db).liveBookingIds(userId)) {
    try {
      const { message } = await ctx.cancelBooking(viewer, id);
      counts.bookingsCancelled += 1;
      if (message === tutoringMessages.cancelledRefunded) counts.bookingsRefunded += 1;
    } catch (error) {
      // A lesson already begun is not cancelled by anybody: the ADMIN sees it counted and decides (disputes).
      counts.bookingsLeft += 1;
      ctx.log?.warn({ err: error, bookingId: id, userId }, 'A blocked account’s booking was not cancelled');
    }
  }
  return counts;
}

/**
 * POST /admin/users/{id}/block: at once and in one transaction the account is marked blocked (sign-in and every
 * token refused), the block and its audit row are written, its sessions end, every room it is in is closed, its
 * tutoring offer is hidden and its pending on-request offers withdrawn. Then each live booking is cancelled as an
 * ADMIN cancels it: a paid one refunded through its payment, both sides told. A blocked account answers 409.
 */
export async function blockUser(
  ctx: TUserBlocksContext,
  viewer: TViewerIn,
  userId: string,
  reason: string,
): Promise<TUserBlockResult> {
  if (userId === viewer.id) throw AppError.badRequest(m.notSelf);
  const at = ctx.now();
  const done = await ctx.uow.run(async (tx) => {
    const repo = createUserBlocksRepository(tx);
    const user = await repo.lockUser(userId);
    if (!user) throw AppError.notFound(errorMessages.userNotFound);
    if (user.role === 'ADMIN') throw AppError.badRequest(m.notAdmin);
    if (user.blockedAt) throw new AppError(409, m.alreadyBlocked);
    await repo.setBlockedAt(userId, at);
    await repo.insertBlock({ userId, reason, blockedById: viewer.id, createdAt: at });
    const sessionsEnded = await repo.revokeSessions(userId, at);
    const rooms = await repo.closeRoomsOf(userId, at);
    const offerHidden = await ctx.hideOffer(tx, userId);
    const homeworkOffersWithdrawn = await repo.withdrawPendingHomeworkOffers(userId, at);
    await repo.audit({
      kind: 'USER_BLOCKED',
      actorId: viewer.id,
      subjectUserId: userId,
      details: {
        reason,
        role: user.role,
        roomsClosed: rooms.map((room) => room.id),
        sessionsEnded,
        offerHidden,
        homeworkOffersWithdrawn,
      },
      createdAt: at,
    });
    await ctx.outbox.record(
      tx,
      'auth.sessions-ended',
      { userId, sessionId: null, exceptSessionId: null },
      { actorId: viewer.id },
    );
    for (const room of rooms) {
      await ctx.outbox.record(
        tx,
        'chat.room.updated',
        { roomId: room.id, usersIds: room.usersIds },
        { actorId: viewer.id },
      );
    }
    return { roomsClosed: rooms.length, sessionsEnded, offerHidden, homeworkOffersWithdrawn };
  });
  const bookings = await cancelBookingsOf(ctx, viewer, userId);
  return { message: m.blocked, blockedAt: at.toISOString(), ...done, ...bookings };
}
