import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { timestampTz } from './columns';

/**
 * A parent's consent for a pupil under 16 (RODO art. 8, Polish age of digital consent): the row exists from the
 * registration; until `confirmed_at` is set the account may read and practise only (docs/legal.md). The link mailed to
 * the parent carries a token whose SHA-256 hash is kept here.
 */
export const parentalConsents = pgTable(
  'parental_consents',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentEmail: text('parent_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    requestedAt: timestampTz('requested_at').notNull().defaultNow(),
    confirmedAt: timestampTz('confirmed_at'),
    /** Set when a linked parent withdrew the consent: the account is back to practising only, and is not deleted. */
    withdrawnAt: timestampTz('withdrawn_at'),
    /** How many reminders went to the parent while the consent is awaited (day 7, day 25; deleted on day 30). */
    remindersSent: integer('reminders_sent').notNull().default(0),
  },
  (t) => [
    uniqueIndex('parental_consents_token_hash_unique').on(t.tokenHash),
    check('parental_consents_parent_email_check', sql`length(${t.parentEmail}) between 3 and 254`),
  ],
);

export type TParentalConsentRow = typeof parentalConsents.$inferSelect;
