import { editorCommentTypes } from '@zadania/shared';
import { index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';
import { userRefSetNull } from './references';

export const editorCommentTypeEnum = pgEnum('editor_comment_type', editorCommentTypes);

/** Bug reports and suggestions about the editor (/editor#comments); content is sanitized HTML. */
export const editorComments = pgTable(
  'editor_comments',
  {
    id: primaryId(),
    authorId: userRefSetNull('author_id'),
    type: editorCommentTypeEnum('type').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('editor_comments_created_idx').on(t.createdAt), index('editor_comments_author_idx').on(t.authorId)],
);
