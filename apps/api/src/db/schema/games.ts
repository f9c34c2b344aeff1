import { gameTypes, type TGameDefinition } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { primaryId, refCascade, timestamps, timestampTz } from './columns';
import { userRefCascade, userRefSetNull } from './references';

export const gameTypeEnum = pgEnum('game_type', gameTypes);

/** Interactive exercises for children (issue 18): number line and number comparison, with levels. */
export const games = pgTable(
  'games',
  {
    id: primaryId(),
    type: gameTypeEnum('type').notNull(),
    name: text('name').notNull(),
    /** 1-based number of the first level that needs Premium; null: every level is free. */
    premiumFromLevel: integer('premium_from_level'),
    /** The levels with their answers, as `ZGameSave` validated them (never sent to a player). */
    levels: jsonb('levels').$type<TGameDefinition['levels']>().notNull(),
    createdById: userRefSetNull('created_by_id'),
    ...timestamps(),
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
    userId: userRefCascade('user_id'),
    gameId: refCascade('game_id', () => games.id),
    levelIndex: integer('level_index').notNull(),
    completedAt: timestampTz('completed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId, t.levelIndex] }), index('game_progress_game_idx').on(t.gameId)],
);
