import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { parentalConsents, users } from '../../db/schema';

/**
 * A link still live for confirming: the consent awaited, and not a link from before a withdrawal (a withdrawn
 * consent's old link stays dead; a new link, asked for after it, confirms it again).
 */
const confirmable = and(
  isNull(parentalConsents.confirmedAt),
  or(isNull(parentalConsents.withdrawnAt), gt(parentalConsents.requestedAt, parentalConsents.withdrawnAt)),
);

/** The consents parents give for pupils under 16 (db/schema/parental-consents.ts). */
export function createParentalConsentRepository(db: TDb) {
  return {
    async request(values: { userId: string; parentEmail: string; tokenHash: string }) {
      await db.insert(parentalConsents).values(values);
    },
    /** The consent still awaited for a user, if any. */
    async findAwaiting(userId: string) {
      const [row] = await db
        .select()
        .from(parentalConsents)
        .where(and(eq(parentalConsents.userId, userId), isNull(parentalConsents.confirmedAt)));
      return row;
    },
    /** A new link for an awaited consent (to a corrected address, if given): the earlier link stops working. */
    async renewLink(userId: string, values: { tokenHash: string; parentEmail?: string }) {
      const rows = await db
        .update(parentalConsents)
        .set({ ...values, requestedAt: new Date() })
        .where(and(eq(parentalConsents.userId, userId), isNull(parentalConsents.confirmedAt)))
        .returning({ userId: parentalConsents.userId });
      return rows.length > 0;
    },
    /** The consent of a link with the child it is for. */
    async findByToken(tokenHash: string) {
      const [row] = await db
        .select({
          userId: parentalConsents.userId,
          confirmedAt: parentalConsents.confirmedAt,
          withdrawnAt: parentalConsents.withdrawnAt,
          requestedAt: parentalConsents.requestedAt,
          parentEmail: parentalConsents.parentEmail,
          username: users.username,
          birthYear: users.birthYear,
        })
        .from(parentalConsents)
        .innerJoin(users, eq(users.id, parentalConsents.userId))
        .where(eq(parentalConsents.tokenHash, tokenHash));
      return row;
    },
    /**
     * Records the consent once; a second click of the same link changes nothing. A consent given again after a
     * withdrawal (by a link asked for after it) is no longer withdrawn.
     */
    async confirm(tokenHash: string) {
      const rows = await db
        .update(parentalConsents)
        .set({ confirmedAt: new Date(), withdrawnAt: null })
        .where(and(eq(parentalConsents.tokenHash, tokenHash), confirmable))
        .returning({ userId: parentalConsents.userId });
      return rows[0];
    },
    /** The consent row of a child, whatever its state. */
    async findOfChild(userId: string) {
      const [row] = await db.select().from(parentalConsents).where(eq(parentalConsents.userId, userId));
      return row;
    },
    /** A linked parent withdraws a given consent: the account waits again (practice only); false when none was given. */
    async withdraw(userId: string, at: Date) {
      const rows = await db
        .update(parentalConsents)
        .set({ confirmedAt: null, withdrawnAt: at })
        .where(and(eq(parentalConsents.userId, userId), isNotNull(parentalConsents.confirmedAt)))
        .returning({ userId: parentalConsents.userId });
      return rows.length > 0;
    },
  };
}
export type TParentalConsentRepository = ReturnType<typeof createParentalConsentRepository>;
