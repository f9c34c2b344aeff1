import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { parentalConsents, users } from '../../../db/schema';

const awaited = and(isNull(parentalConsents.confirmedAt), isNull(parentalConsents.withdrawnAt));

/** The consents still awaited, as the lifecycle reads and claims them (db/schema/parental-consents.ts). */
export function createConsentLifecycleRepository(db: TDb) {
  return {
    /**
     * Awaited consents with a step due, oldest first: requested before `deleteBefore`, or before `secondBefore` with
     * fewer than two reminders sent, or before `firstBefore` with none. A consent with nothing due is not read.
     */
    listDue(cutoffs: { firstBefore: Date; secondBefore: Date; deleteBefore: Date }, limit: number) {
      const requestedAt = parentalConsents.requestedAt;
      const sent = parentalConsents.remindersSent;
      return db
        .select({ userId: parentalConsents.userId, requestedAt, remindersSent: sent })
        .from(parentalConsents)
        .where(
          and(
            awaited,
            or(
              lte(requestedAt, cutoffs.deleteBefore),
              and(lte(requestedAt, cutoffs.secondBefore), lt(sent, 2)),
              and(lte(requestedAt, cutoffs.firstBefore), lt(sent, 1)),
            ),
          ),
        )
        .orderBy(requestedAt)
        .limit(limit);
    },

    /** Moves the reminder count from `from` to `to`: true for the one caller whose UPDATE found it at `from`. */
    async claimReminder(userId: string, from: number, to: number) {
      const rows = await db
        .update(parentalConsents)
        .set({ remindersSent: to })
        .where(and(eq(parentalConsents.userId, userId), eq(parentalConsents.remindersSent, from), awaited))
        .returning({ userId: parentalConsents.userId });
      return rows.length > 0;
    },

    /** The awaited consent with its child, for a reminder mail. */
    async findAwaited(userId: string) {
      const [row] = await db
        .select({
          parentEmail: parentalConsents.parentEmail,
          requestedAt: parentalConsents.requestedAt,
          username: users.username,
        })
        .from(parentalConsents)
        .innerJoin(users, eq(users.id, parentalConsents.userId))
        .where(and(eq(parentalConsents.userId, userId), awaited));
      return row;
    },

    /**
     * A fresh link for an awaited consent, like the resend's (the earlier link stops working), but keeping
     * `requested_at`: a reminder does not restart the 30 days.
     */
    async renewToken(userId: string, tokenHash: string) {
      const rows = await db
        .update(parentalConsents)
        .set({ tokenHash })
        .where(and(eq(parentalConsents.userId, userId), awaited))
        .returning({ userId: parentalConsents.userId });
      return rows.length > 0;
    },

    /** The consent and its child, locked for the deletion (whatever its state: the caller decides). */
    async lockForDeletion(userId: string) {
      const [row] = await db
        .select({
          parentEmail: parentalConsents.parentEmail,
          requestedAt: parentalConsents.requestedAt,
          confirmedAt: parentalConsents.confirmedAt,
          withdrawnAt: parentalConsents.withdrawnAt,
          username: users.username,
          email: users.email,
          emailConfirmedAt: users.emailConfirmedAt,
        })
        .from(parentalConsents)
        .innerJoin(users, eq(users.id, parentalConsents.userId))
        .where(eq(parentalConsents.userId, userId))
        .for('update', { of: [parentalConsents] });
      return row;
    },
  };
}

export type TConsentLifecycleRepository = ReturnType<typeof createConsentLifecycleRepository>;
