import { definePolicy } from './policy';
import { isAdmin, isPremium } from './viewer';

/** Whether the level (0-based) needs Premium: from `premiumFromLevel` (1-based) on. */
export const levelNeedsPremium = (premiumFromLevel: number | null, levelIndex: number) =>
  premiumFromLevel !== null && levelIndex >= premiumFromLevel - 1;

/** Games are managed as a whole: no management rule reads a game's own fields. */
export type TGameResource = Record<never, never>;

/** Interactive exercises (issue 18): ADMIN creates, edits and deletes them and reads their answers. */
export const gamePolicy = definePolicy<TGameResource>()({
  create: (viewer) => isAdmin(viewer),
  update: (viewer) => isAdmin(viewer),
  delete: (viewer) => isAdmin(viewer),
});

/** One level of a game: what playing it needs. */
export type TGameLevelResource = { premiumFromLevel: number | null; levelIndex: number };

/**
 * docs/product-spec.md section 4: levels beyond the configured one need an active subscription (Premium: ADMIN or
 * a subscription). Everybody, signed in or not, plays the levels before it.
 */
export const gameLevelPolicy = definePolicy<TGameLevelResource>()({
  play: (viewer, level) => !levelNeedsPremium(level.premiumFromLevel, level.levelIndex) || isPremium(viewer),
});
