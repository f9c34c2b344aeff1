import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, refCascade, timestamps } from './columns';
import { attachedFileId, userRefCascade } from './references';

/** A user's private note (issue 20): sanitized rich HTML, seen and edited by its owner only. */
export const notes = pgTable(
  'notes',
  {
    id: primaryId(),
    ownerId: userRefCascade('owner_id'),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    ...timestamps(),
  },
  (t) => [index('notes_owner_updated_idx').on(t.ownerId, t.updatedAt)],
);

/** The owner's own files (kinds NOTES_FILE and NOTES_ATTACHMENT) attached to a note. */
export const noteFiles = pgTable(
  'note_files',
  {
    noteId: refCascade('note_id', () => notes.id),
    fileId: attachedFileId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.fileId] }), index('note_files_file_idx').on(t.fileId)],
);

export type TNoteRow = typeof notes.$inferSelect;
