import { index, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampTz } from './columns';
import { userRefCascade } from './references';

export const emailTokenKindEnum = pgEnum('email_token_kind', ['CONFIRM_EMAIL', 'RESET_PASSWORD']);

/** Single-use links sent by e-mail, stored as SHA-256 hashes. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: primaryId(),
    userId: userRefCascade('user_id'),
    kind: emailTokenKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** A CONFIRM_EMAIL link that adds this address to an account without one (a pupil's, issue 56); else null. */
    email: text('email'),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('email_tokens_hash_unique').on(t.tokenHash), index('email_tokens_user_idx').on(t.userId)],
);

/** Two-factor backup codes, stored as SHA-256 hashes, each usable once. */
export const backupCodes = pgTable(
  'backup_codes',
  {
    id: primaryId(),
    userId: userRefCascade('user_id'),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('backup_codes_user_idx').on(t.userId)],
);
