import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { parentalConsents, users } from '../../db/schema';

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
          username: users.username,
          birthYear: users.birthYear,
        })
        .from(parentalConsents)
        .innerJoin(users, eq(users.id, parentalConsents.userId))
        .where(eq(parentalConsents.tokenHash, tokenHash));
      return row;
    },
    /** Records the consent once; a second click of the same link changes nothing. */
    async confirm(tokenHash: string) {
      const rows = await db
        .update(parentalConsents)
        .set({ confirmedAt: new Date() })
        .where(and(eq(parentalConsents.tokenHash, tokenHash), isNull(parentalConsents.confirmedAt)))
        .returning({ userId: parentalConsents.userId });
      return rows[0];
    },
  };
}
export type TParentalConsentRepository = ReturnType<typeof createParentalConsentRepository>;
