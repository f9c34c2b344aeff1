import { gameTypes, type TGameDefinition } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const gameTypeEnum = pgEnum('game_type', gameTypes);

/** Interactive exercises for children (issue 18): number line and number comparison, with levels. */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: gameTypeEnum('type').notNull(),
    name: text('name').notNull(),
    /** 1-based number of the first level that needs Premium; null: every level is free. */
    premiumFromLevel: integer('premium_from_level'),
    /** The levels with their answers, as `ZGameSave` validated them (never sent to a player). */
    levels: jsonb('levels').$type<TGameDefinition['levels']>().notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('games_created_idx').on(t.createdAt),
    check('games_premium_from_level_positive', sql`${t.premiumFromLevel} is null or ${t.premiumFromLevel} >= 1`),
  ],
);

/** The levels a signed-in user has completed: the game resumes at the first one not in here. */
export const gameProgress = pgTable(
  'game_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    levelIndex: integer('level_index').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId, t.levelIndex] }), index('game_progress_game_idx').on(t.gameId)],
);
