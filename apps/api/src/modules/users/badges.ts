import { badgeIds, badgeTexts, badgeThresholds, type TBadge, type TBadgeId } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/** What the badges of one person are computed from (badgeFactColumns reads it in the query of the person). */
export type TBadgeFacts = {
  grantedBadges: readonly string[];
  phoneNumber: string | null;
  phoneNumberConfirmedAt: Date | null;
  rating: number;
  ratingCount: number;
  createdAt: Date;
  /** The person's public tasks, counted up to `author100` (no badge needs more). */
  publicHomeworks: number;
  /** Tasks the person gave stars to, counted up to `activeRater`. */
  ratingsGiven: number;
};

/**
 * Select fields of a query that reads `users` (unaliased; the correlated columns are qualified by hand, as
 * Drizzle leaves them bare in a one-table query) with the facts behind the earned badges: two
 * correlated counts, each capped at the highest threshold it decides, so a list page (at most 50 people)
 * gets every badge in its own single query and a prolific author costs no more than 100 index rows.
 */
export const badgeFactColumns = {
  grantedBadges: users.grantedBadges,
  phoneNumber: users.phoneNumber,
  phoneNumberConfirmedAt: users.phoneNumberConfirmedAt,
  rating: users.rating,
  ratingCount: users.ratingCount,
  createdAt: users.createdAt,
  publicHomeworks:
    sql<number>`(select count(*)::int from (select 1 from homeworks h where h.author_id = "users"."id" and h.status = 'PUBLIC' limit ${badgeThresholds.author100}) authored)`
      .mapWith(Number)
      .as('public_homeworks'),
  ratingsGiven:
    sql<number>`(select count(*)::int from (select 1 from homework_ratings r where r.user_id = "users"."id" limit ${badgeThresholds.activeRater}) rated)`
      .mapWith(Number)
      .as('ratings_given'),
};

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The badges a person has now (shared users/badges.ts), in the order of `badgeIds`: the hand-given
 * VERIFIED_TEACHER when an ADMIN granted it, every other one earned from activity, never stored.
 */
export function computeBadges(facts: TBadgeFacts, now = new Date()): TBadge[] {
  const t = badgeThresholds;
  const has: Record<TBadgeId, boolean> = {
    VERIFIED_TEACHER: facts.grantedBadges.includes('VERIFIED_TEACHER'),
    PHONE_VERIFIED: !!facts.phoneNumber && !!facts.phoneNumberConfirmedAt,
    AUTHOR_10: facts.publicHomeworks >= t.author10,
    AUTHOR_100: facts.publicHomeworks >= t.author100,
    TOP_RATED: Number(facts.rating) >= t.topRatedMin && facts.ratingCount >= t.topRatedMinCount,
    ACTIVE_RATER: facts.ratingsGiven >= t.activeRater,
    ONE_YEAR: now.getTime() - facts.createdAt.getTime() >= t.oneYearDays * dayMs,
  };
  return badgeIds.filter((id) => has[id]).map((id) => ({ id, ...badgeTexts[id] }));
}
