import { editorCommentTypes } from '@zadania/shared';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const editorCommentTypeEnum = pgEnum('editor_comment_type', editorCommentTypes);

/** Bug reports and suggestions about the editor (/editor#comments); content is sanitized HTML. */
export const editorComments = pgTable(
  'editor_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    type: editorCommentTypeEnum('type').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('editor_comments_created_idx').on(t.createdAt), index('editor_comments_author_idx').on(t.authorId)],
);
