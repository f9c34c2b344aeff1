import { fileAssignKinds } from '@zadania/shared';
import {
  bigint,
  boolean,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const fileAssignEnum = pgEnum('file_assign', fileAssignKinds);

export type TFileMetadataRow = { guid?: string; width?: number; height?: number; durationSeconds?: number };

/**
 * Uploaded files. The object lives in storage under `storage_key` (the id plus the extension, never
 * the original name). A deleted owner leaves the row ownerless (`owner_id` set null); the files
 * sweeper then deletes the object, the thumbnail and the row.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    assign: fileAssignEnum('assign').notNull(),
    originalName: text('original_name').notNull(),
    extension: text('extension').notNull(),
    mimetype: text('mimetype').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    metadata: jsonb('metadata').$type<TFileMetadataRow>().notNull().default({}),
    s3Video: boolean('s3_video').notNull().default(false),
    /** Kept after its owner's account is deleted, because a published task shows it (modules/account-leaving). */
    retainedAfterOwner: boolean('retained_after_owner').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('files_owner_assign_name_unique').on(t.ownerId, t.assign, t.originalName),
    uniqueIndex('files_storage_key_unique').on(t.storageKey),
  ],
);

export type TFileRow = typeof files.$inferSelect;
export type TNewFileRow = typeof files.$inferInsert;
