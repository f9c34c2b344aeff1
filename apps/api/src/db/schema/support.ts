import { type AnyPgColumn, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { primaryId, timestamps } from './columns';
import { userRefSetNull } from './references';

/**
 * The help centre (SUPPORT_NODE, issue 20): a tree of public help nodes edited by ADMIN. A node is a section when it
 * has children and/or an article when it has content. `content` is sanitized rich HTML; `search_text` is its plain
 * text (with the title), kept by the service for the `?q=` search. A node with children cannot be deleted (the
 * foreign key restricts it, the service refuses first with a Polish message).
 */
export const supportNodes = pgTable(
  'support_nodes',
  {
    id: primaryId(),
    parentId: uuid('parent_id').references((): AnyPgColumn => supportNodes.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Plain-text summary, used for the list and the page's meta description. */
    description: text('description').notNull().default(''),
    content: text('content').notNull().default(''),
    searchText: text('search_text').notNull().default(''),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    updatedBy: userRefSetNull('updated_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('support_nodes_slug_unique').on(t.slug),
    index('support_nodes_parent_position_idx').on(t.parentId, t.position),
  ],
);

export type TSupportNodeRow = typeof supportNodes.$inferSelect;
