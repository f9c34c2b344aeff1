import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/** A user's private note (issue 20): sanitized rich HTML, seen and edited by its owner only. */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notes_owner_updated_idx').on(t.ownerId, t.updatedAt)],
);

/** The owner's own files (kinds NOTES_FILE and NOTES_ATTACHMENT) attached to a note. */
export const noteFiles = pgTable(
  'note_files',
  {
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.fileId] }), index('note_files_file_idx').on(t.fileId)],
);

export type TNoteRow = typeof notes.$inferSelect;
