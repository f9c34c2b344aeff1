import { favoriteKinds } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { homeworks } from './catalogue';
import { createdAt, primaryId, refCascade, timestamps } from './columns';
import { userRefCascade } from './references';

export const favoriteKindEnum = pgEnum('favorite_kind', favoriteKinds);

/**
 * An account's task lists (docs/product-spec.md section 3): its own (CUSTOM) and the built-in 'Ukryte'
 * (HIDDEN) and 'Rozwiązane' (SOLVED), one of each per account, created on first use.
 */
export const favorites = pgTable(
  'favorites',
  {
    id: primaryId(),
    userId: userRefCascade('user_id'),
    kind: favoriteKindEnum('kind').notNull().default('CUSTOM'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('favorites_built_in_unique').on(t.userId, t.kind).where(sql`kind <> 'CUSTOM'`),
    index('favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** A task in a list, once per list, at its position in the list's order. */
export const favoriteHomeworks = pgTable(
  'favorite_homeworks',
  {
    id: primaryId(),
    favoriteId: refCascade('favorite_id', () => favorites.id),
    homeworkId: refCascade('homework_id', () => homeworks.id),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorite_homeworks_unique').on(t.favoriteId, t.homeworkId),
    index('favorite_homeworks_order_idx').on(t.favoriteId, t.position),
    index('favorite_homeworks_homework_idx').on(t.homeworkId),
  ],
);
