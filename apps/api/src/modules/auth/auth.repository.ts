import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  backupCodes,
  emailTokens,
  parentalConsents,
  refreshTokens,
  sessions,
  subscriptions,
  users,
} from '../../db/schema';

type TEmailTokenKind = 'CONFIRM_EMAIL' | 'RESET_PASSWORD';

export function createAuthRepository(db: TDb) {
  return {
    async createSession(values: { userId: string; userAgent?: string; ip?: string; expiresAt: Date }) {
      const [row] = await db.insert(sessions).values(values).returning();
      return row!;
    },
    /**
     * The session and its user, if the session is still active, with whether the user has Premium paid for
     * now (a period not revoked whose dates hold now: access never waits for the subscriptions job).
     */
    async findActiveSession(sessionId: string, userId: string) {
      const now = new Date();
      const at = sql`${now.toISOString()}::timestamptz`;
      const [row] = await db
        .select({
          sessionId: sessions.id,
          user: users,
          hasActiveSubscription: sql<boolean>`exists (select 1 from ${subscriptions}
            where ${subscriptions.userId} = ${users.id} and ${subscriptions.revokedAt} is null
            and ${subscriptions.startsAt} <= ${at} and ${subscriptions.endsAt} > ${at})`,
          awaitingParentalConsent: sql<boolean>`exists (select 1 from ${parentalConsents}
            where ${parentalConsents.userId} = ${users.id} and ${parentalConsents.confirmedAt} is null)`,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.id, sessionId),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            // A blocked account (issue 72) is refused with every token it still holds.
            isNull(users.blockedAt),
          ),
        );
      return row;
    },
    async revokeSession(sessionId: string) {
      await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
    },
    async revokeUserSessions(userId: string, exceptSessionId?: string) {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
          ),
        );
    },
    async insertRefreshToken(sessionId: string, tokenHash: string) {
      await db.insert(refreshTokens).values({ sessionId, tokenHash });
    },
    /**
     * The refresh token with its session and the user's role, its token and session rows locked until the
     * transaction ends: concurrent uses of one token are decided one after another.
     */
    async lockRefreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          usedAt: refreshTokens.usedAt,
          sessionId: sessions.id,
          userId: sessions.userId,
          role: users.role,
          revokedAt: sessions.revokedAt,
          expiresAt: sessions.expiresAt,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .for('update', { of: [refreshTokens, sessions] });
      return row;
    },
    /** Whether a stored refresh token is still unused (false when it is used or unknown). */
    async isRefreshTokenUnused(tokenHash: string) {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)));
      return !!row;
    },
    async markRefreshTokenUsed(id: string, usedAt: Date) {
      await db.update(refreshTokens).set({ usedAt }).where(eq(refreshTokens.id, id));
    },
    async touchSession(sessionId: string, expiresAt: Date) {
      await db.update(sessions).set({ lastUsedAt: new Date(), expiresAt }).where(eq(sessions.id, sessionId));
    },

    async insertEmailToken(values: {
      userId: string;
      kind: TEmailTokenKind;
      tokenHash: string;
      expiresAt: Date;
      /** The address a CONFIRM_EMAIL link adds to an account without one. */
      email?: string;
    }) {
      await db.insert(emailTokens).values(values);
    },
    /** Consumes a valid confirmation link once: its user, and the address it adds (null: the account's own). */
    async consumeConfirmation(tokenHash: string) {
      const [row] = await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.kind, 'CONFIRM_EMAIL'),
            eq(emailTokens.tokenHash, tokenHash),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: emailTokens.userId, email: emailTokens.email });
      return row;
    },
    /** Consumes a valid, unused, unexpired token once; returns its user id. */
    async consumeEmailToken(kind: TEmailTokenKind, tokenHash: string) {
      const rows = await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailTokens.kind, kind),
            eq(emailTokens.tokenHash, tokenHash),
            isNull(emailTokens.usedAt),
            gt(emailTokens.expiresAt, new Date()),
          ),
        )
        .returning({ userId: emailTokens.userId });
      return rows[0]?.userId;
    },
    async invalidateEmailTokens(userId: string, kind: TEmailTokenKind) {
      await db
        .update(emailTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
    },

    /** Deletes the user's codes, then stores these: run it in a unit of work. */
    async replaceBackupCodes(userId: string, codeHashes: string[]) {
      await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
      if (codeHashes.length) await db.insert(backupCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },
    async useBackupCode(userId: string, codeHash: string) {
      const rows = await db
        .update(backupCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, codeHash), isNull(backupCodes.usedAt)))
        .returning({ id: backupCodes.id });
      return rows.length === 1;
    },
    async countUnusedBackupCodes(userId: string) {
      const [row] = await db
        .select({ value: count() })
        .from(backupCodes)
        .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
      return row?.value ?? 0;
    },
  };
}

export type TAuthRepository = ReturnType<typeof createAuthRepository>;
