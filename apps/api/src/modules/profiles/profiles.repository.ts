import type { TRole, TUserListQuery } from '@zadania/shared';
import { and, count, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { files, homeworks, type TNewUserRow, users } from '../../db/schema';
import { buildContainsPattern } from '../../lib/sql-search';
import { userRatingColumns } from '../ratings/ratings.repository';
import { avatarColumns } from '../users/avatar';
import { badgeFactColumns } from '../users/badges';

type TUserSort = TUserListQuery['sort'];

const videoFiles = alias(files, 'video_file');

/** Everything a profile shows, in one query: the account, its avatar, its video and its badge facts. */
const profileSelection = {
  user: users,
  ...avatarColumns,
  ...badgeFactColumns,
  video: videoFiles,
};

/** The list orders of docs/product-spec.md section 9; rating ties go newest first (users_role_rating_idx). */
const orderOf = (sort: TUserSort): SQL[] => {
  if (sort === 'createdAt:ASC') return [sql`${users.createdAt} asc`, sql`${users.id} asc`];
  if (sort === 'rating:DESC') {
    return [
      sql`${users.rating} desc nulls last`,
      sql`${users.createdAt} desc nulls last`,
      sql`${users.id} desc nulls last`,
    ];
  }
  return [sql`${users.createdAt} desc`, sql`${users.id} desc`];
};

const matches = (pattern: string, column: typeof users.username | typeof users.displayName | typeof users.email) =>
  sql`immutable_unaccent(lower(${column})) like ${pattern}`;

type TPage = { limit: number; offset: number };

/** The SQL of profiles, the account lists and the personal statistics. */
export function createProfilesRepository(db: TDb) {
  const findProfileWhere = async (where: SQL) => {
    const [row] = await db
      .select(profileSelection)
      .from(users)
      .leftJoin(videoFiles, eq(videoFiles.id, users.videoFileId))
      .where(where);
    return row;
  };

  /** The page of a query over the accounts that matches `where`, in the list order, with how many match in all. */
  const pageOfUsers = async <TQuery extends PgSelect>(
    query: TQuery,
    where: SQL | undefined,
    options: TPage & { sort: TUserSort },
  ) => {
    const [rows, [totalRow]] = await Promise.all([
      query
        .where(where)
        .orderBy(...orderOf(options.sort))
        .limit(options.limit)
        .offset(options.offset),
      db.select({ total: count() }).from(users).where(where),
    ]);
    return { rows, total: totalRow?.total ?? 0 };
  };

  return {
    findProfile: (id: string) => findProfileWhere(eq(users.id, id)),

    /** By login, whatever its case (users_username_lower_unique). */
    findProfileByUsername: (username: string) => findProfileWhere(sql`lower(${users.username}) = lower(${username})`),

    async findRole(id: string): Promise<TRole | undefined> {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
      return row?.role;
    },

    /**
     * A file the profile is about to point at, key-share locked until the transaction ends, so it cannot be
     * deleted between this check and the write that references it.
     */
    async lockFile(id: string) {
      const [row] = await db.select().from(files).where(eq(files.id, id)).for('key share');
      return row;
    },

    async updateProfile(
      id: string,
      values: Partial<
        Pick<TNewUserRow, 'avatarFileId' | 'videoFileId' | 'displayName' | 'description' | 'phoneNumberPublic'>
      >,
    ) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id));
    },

    /** Sets the hand-given badges; false when there is no such account. */
    async setGrantedBadges(id: string, granted: string[]) {
      const rows = await db
        .update(users)
        .set({ grantedBadges: granted, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** ADMIN's account list: login, display name or e-mail, one role, sorted, paged. */
    async listUsers(options: TPage & { search?: string; role?: TRole; sort: TUserSort }) {
      const filters: SQL[] = [];
      if (options.search?.trim()) {
        const pattern = buildContainsPattern(options.search);
        filters.push(
          sql`(${matches(pattern, users.username)} or ${matches(pattern, users.displayName)} or ${matches(pattern, users.email)})`,
        );
      }
      if (options.role) filters.push(eq(users.role, options.role));
      const where = filters.length ? and(...filters) : undefined;
      return pageOfUsers(
        db
          .select({
            id: users.id,
            role: users.role,
            username: users.username,
            displayName: users.displayName,
            email: users.email,
            emailConfirmedAt: users.emailConfirmedAt,
            lastOnline: users.lastOnline,
            createdAt: users.createdAt,
            ...avatarColumns,
            ...userRatingColumns,
          })
          .from(users)
          .$dynamic(),
        where,
        options,
      );
    },

    /** The public teacher list: TEACHER accounts with a confirmed e-mail, with their badge facts. */
    async listTeachers(options: TPage & { search?: string; sort: TUserSort }) {
      const filters: SQL[] = [eq(users.role, 'TEACHER'), isNotNull(users.emailConfirmedAt)];
      if (options.search?.trim()) {
        const pattern = buildContainsPattern(options.search);
        filters.push(sql`(${matches(pattern, users.username)} or ${matches(pattern, users.displayName)})`);
      }
      const where = and(...filters);
      return pageOfUsers(
        db
          .select({
            id: users.id,
            username: users.username,
            displayName: users.displayName,
            teacherVerifiedUntil: users.teacherVerifiedUntil,
            ...avatarColumns,
            ...userRatingColumns,
            ...badgeFactColumns,
          })
          .from(users)
          .$dynamic(),
        where,
        options,
      );
    },

    /** The counts of GET /user/stats that fit everybody and authors, in one query. */
    async personalStats(userId: string) {
      // Correlated subqueries, qualified by hand: Drizzle leaves columns bare in a one-table query.
      const counted = (from: string) => sql.raw(`(select count(*)::int from ${from})`).mapWith(Number);
      const authored = (condition: string) => counted(`homeworks h where h.author_id = "users"."id" and ${condition}`);
      const [row] = await db
        .select({
          ratedHomeworks: counted('homework_ratings r where r.user_id = "users"."id"'),
          reviewsWritten: counted('teacher_reviews tr where tr.author_id = "users"."id"'),
          publishedHomeworks: authored("h.status = 'PUBLIC'"),
          homeworksUnderReview: authored("h.admin_review_status = 'PENDING'"),
          privateHomeworks: authored("h.status = 'PRIVATE'"),
          homeworkRating: users.homeworkRating,
          homeworkRatingCount: users.homeworkRatingCount,
          reviewsReceived: counted('teacher_reviews tr where tr.teacher_id = "users"."id"'),
          reviewsAverage: sql
            .raw(
              '(select coalesce(round(avg(tr.rating), 2), 0) from teacher_reviews tr where tr.teacher_id = "users"."id")',
            )
            .mapWith(Number),
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** ADMIN's figures: accounts per role and tasks waiting for review. */
    async adminStats() {
      const [roles, [pending]] = await Promise.all([
        db.select({ role: users.role, total: count() }).from(users).groupBy(users.role),
        db.select({ total: count() }).from(homeworks).where(eq(homeworks.adminReviewStatus, 'PENDING')),
      ]);
      return { roles, homeworksAwaitingReview: pending?.total ?? 0 };
    },
  };
}

export type TProfilesRepository = ReturnType<typeof createProfilesRepository>;
