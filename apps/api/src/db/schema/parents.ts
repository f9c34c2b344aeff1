import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, primaryId, timestampTz } from './columns';
import { payments } from './commerce';
import { tutoringBookings } from './tutoring';

/**
 * A parent's or guardian's link to a child's account (docs/parents.md): made with a code the child generated or by
 * the consent link. A child of 16 or more confirms it (`confirmed_at`); until then the parent sees nothing. At most
 * two parents per child (the use case checks it under a lock of the child's row).
 */
export const parentLinks = pgTable(
  'parent_links',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: timestampTz('linked_at').notNull().defaultNow(),
    /** Null while a child of 16 or more has not confirmed the link; set at once for a younger child. */
    confirmedAt: timestampTz('confirmed_at'),
    /** The parent's weekly letter about this child (on by default for a child under 16). */
    letterEnabled: boolean('letter_enabled').notNull().default(true),
    /** A child of 16 or more may pause the letter about them. */
    letterPausedByChild: boolean('letter_paused_by_child').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.childId] }),
    index('parent_links_child_idx').on(t.childId),
    check('parent_links_not_self_check', sql`${t.parentId} <> ${t.childId}`),
  ],
);
export type TParentLinkRow = typeof parentLinks.$inferSelect;

/** The one live code a child made for a parent to link with (8 characters, 24 hours); only its hash is kept. */
export const parentCodes = pgTable(
  'parent_codes',
  {
    childId: uuid('child_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('parent_codes_code_hash_unique').on(t.codeHash)],
);

/**
 * A minor's request that a parent pay for a product of the catalogue or a tutoring booking (exactly one of the two).
 * PENDING until a linked parent pays (PAID, with the payment) or declines it (DECLINED); the child may ask again then.
 */
export const purchaseRequests = pgTable(
  'purchase_requests',
  {
    id: primaryId(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productCode: text('product_code'),
    bookingId: uuid('booking_id').references(() => tutoringBookings.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'PAID', 'DECLINED'] })
      .notNull()
      .default('PENDING'),
    createdAt: createdAt(),
    decidedAt: timestampTz('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('purchase_requests_one_item_check', sql`(${t.productCode} is null) <> (${t.bookingId} is null)`),
    check('purchase_requests_status_check', sql`${t.status} in ('PENDING', 'PAID', 'DECLINED')`),
    index('purchase_requests_child_idx').on(t.childId, t.createdAt.desc()),
    uniqueIndex('purchase_requests_pending_product_unique')
      .on(t.childId, t.productCode)
      .where(sql`${t.status} = 'PENDING' and ${t.productCode} is not null`),
    uniqueIndex('purchase_requests_pending_booking_unique')
      .on(t.bookingId)
      .where(sql`${t.status} = 'PENDING' and ${t.bookingId} is not null`),
  ],
);
export type TPurchaseRequestRow = typeof purchaseRequests.$inferSelect;

/** One weekly letter per parent (family) and week (its Monday, Warsaw time): the row is taken before the mail is sent. */
export const parentLetters = pgTable(
  'parent_letters',
  {
    parentId: uuid('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    sentAt: timestampTz('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.weekStart] })],
);
