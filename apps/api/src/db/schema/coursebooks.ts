import { bookKinds, bookNodeKinds } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { mathConcepts, schoolLevelEnum, subjectEnum } from './catalogue';
import { primaryId, refCascade, timestamps } from './columns';
import { files } from './files';

export const bookKindEnum = pgEnum('book_kind', bookKinds);
export const bookNodeKindEnum = pgEnum('book_node_kind', bookNodeKinds);

/**
 * A coursebook or workbook (issue 20, section 3 "Book kind"): a school book whose tree of nodes
 * (chapters, pages, exercises) tasks are attached to (`homeworks.book_node_id`).
 */
export const books = pgTable(
  'books',
  {
    id: primaryId(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    kind: bookKindEnum('kind').notNull(),
    /** 'Nowa Era', 'OE Pazdro' or any other publisher's name. */
    publisher: text('publisher').notNull(),
    subject: subjectEnum('subject').notNull(),
    level: schoolLevelEnum('level').notNull(),
    class: integer('class'),
    year: integer('year'),
    /** A public image (EDITOR_IMAGE upload). */
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('books_slug_unique').on(t.slug),
    index('books_subject_level_idx').on(t.subject, t.level, t.title),
    index('books_cover_idx').on(t.coverFileId),
  ],
);

/** A node of a book's tree (BOOK_NODE): a chapter, a page or an exercise, ordered by position among its siblings. */
export const bookNodes = pgTable(
  'book_nodes',
  {
    id: primaryId(),
    bookId: refCascade('book_id', () => books.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => bookNodes.id, { onDelete: 'cascade' }),
    kind: bookNodeKindEnum('kind').notNull(),
    title: text('title').notNull(),
    /** A page's or exercise's number as printed ("54", "3.12"). */
    number: text('number'),
    position: integer('position').notNull().default(0),
    /** Sanitized rich HTML (the editor's content; ADMIN may import it from a concept). */
    content: text('content'),
    /** Concept linking inside books (section 6, ADMIN). */
    mathConceptId: uuid('math_concept_id').references(() => mathConcepts.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('book_nodes_book_parent_idx').on(t.bookId, t.parentId, t.position),
    index('book_nodes_parent_idx').on(t.parentId),
    index('book_nodes_concept_idx').on(t.mathConceptId),
    check('book_nodes_not_own_parent', sql`${t.parentId} is null or ${t.parentId} <> ${t.id}`),
  ],
);
