import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, refCascade, timestampTz } from './columns';
import { userRefCascade } from './references';

/** One signed-in device; revoking it invalidates its access and refresh tokens at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: userRefCascade('user_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastUsedAt: timestampTz('last_used_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes; a used one replayed revokes its session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: primaryId(),
    sessionId: refCascade('session_id', () => sessions.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);
