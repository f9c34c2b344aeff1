import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { homeworkRatings, homeworks, teacherReviews, users } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { avatarColumns, type TAvatarRow } from '../users/avatar';

/** A user's rating columns, as stored (numeric columns read as numbers). */
export const userRatingColumns = {
  rating: users.rating,
  ratingCount: users.ratingCount,
  homeworkRating: users.homeworkRating,
  homeworkRatingCount: users.homeworkRatingCount,
  courseRating: users.courseRating,
  courseRatingCount: users.courseRatingCount,
  lectureRating: users.lectureRating,
  lectureRatingCount: users.lectureRatingCount,
};

export type TUserRatingRow = {
  rating: number;
  ratingCount: number;
  homeworkRating: number;
  homeworkRatingCount: number;
  courseRating: number;
  courseRatingCount: number;
  lectureRating: number;
  lectureRatingCount: number;
};

/** What deciding who may rate a task needs: its author and whether it is public and approved. */
const ratedHomeworkColumns = {
  id: homeworks.id,
  authorId: homeworks.authorId,
  status: homeworks.status,
  adminReviewStatus: homeworks.adminReviewStatus,
};

type TReviewWithAuthorRow = {
  review: typeof teacherReviews.$inferSelect;
  author: { id: string; username: string; displayName: string } & TAvatarRow;
};

/**
 * All SQL of ratings and reviews. The aggregates (a task's ratings_avg/ratings_count, a user's rating columns)
 * are always recomputed from the rows, never adjusted by arithmetic; callers lock the aggregate's row first
 * (`lock...`) so that concurrent writers recompute one after another and the last one sees every row.
 */
export function createRatingsRepository(db: TDb) {
  const reviewWithAuthor = () =>
    db
      .select({
        review: teacherReviews,
        author: { id: users.id, username: users.username, displayName: users.displayName, ...avatarColumns },
      })
      .from(teacherReviews)
      .innerJoin(users, eq(users.id, teacherReviews.authorId));

  return {
    /** The task, locked until the transaction ends: rating writers of one task queue here. */
    async lockHomework(id: string) {
      const [row] = await db
        .select(ratedHomeworkColumns)
        .from(homeworks)
        .where(eq(homeworks.id, id))
        .for('no key update');
      return row;
    },

    /** The user, locked until the transaction ends ('no key update' still lets rows referencing the user in). */
    async lockUser(id: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.id, id))
        .for('no key update');
      return row;
    },

    async findHomework(id: string) {
      const [row] = await db
        .select({
          ...ratedHomeworkColumns,
          ratingsAvg: homeworks.ratingsAvg,
          ratingsCount: homeworks.ratingsCount,
        })
        .from(homeworks)
        .where(eq(homeworks.id, id));
      return row;
    },

    async findHomeworkRating(homeworkId: string, userId: string) {
      const [row] = await db
        .select({ rating: homeworkRatings.rating })
        .from(homeworkRatings)
        .where(and(eq(homeworkRatings.homeworkId, homeworkId), eq(homeworkRatings.userId, userId)));
      return row?.rating ?? null;
    },

    async saveHomeworkRating(homeworkId: string, userId: string, rating: number) {
      await db
        .insert(homeworkRatings)
        .values({ homeworkId, userId, rating })
        .onConflictDoUpdate({
          target: [homeworkRatings.homeworkId, homeworkRatings.userId],
          set: { rating, updatedAt: new Date() },
        });
    },

    async deleteHomeworkRating(homeworkId: string, userId: string) {
      const rows = await db
        .delete(homeworkRatings)
        .where(and(eq(homeworkRatings.homeworkId, homeworkId), eq(homeworkRatings.userId, userId)))
        .returning({ rating: homeworkRatings.rating });
      return rows.length > 0;
    },

    /** Sets the task's average (two decimals, 0 when unrated) and count from its rating rows. */
    async recomputeHomework(homeworkId: string) {
      const [row] = rowsOf<{ ratings_avg: string | number; ratings_count: number; author_id: string | null }>(
        await db.execute(sql`
          update homeworks h
             set ratings_avg = coalesce(s.avg, 0), ratings_count = s.count
            from (select round(avg(rating), 2) as avg, count(*)::int as count
                    from homework_ratings where homework_id = ${homeworkId}) s
           where h.id = ${homeworkId}
       returning h.ratings_avg, h.ratings_count, h.author_id`),
      );
      return row
        ? { ratingsAvg: Number(row.ratings_avg), ratingsCount: row.ratings_count, authorId: row.author_id }
        : undefined;
    },

    /**
     * Sets the user's rating columns from the rows: homework = every rating of the tasks they authored; the
     * overall rating is the mean of every single star behind homework, course and lecture plus the reviews of
     * the user, and its count their sum. Courses and lectures add their own sums here when they exist; until
     * then their stored columns (0) take part.
     */
    async recomputeUser(userId: string) {
      await db.execute(sql`
        update users u
           set homework_rating = coalesce(round(hw.total::numeric / nullif(hw.count, 0), 2), 0),
               homework_rating_count = hw.count,
               rating = coalesce(round(
                 (hw.total + rv.total + u.course_rating * u.course_rating_count + u.lecture_rating * u.lecture_rating_count)
                 / nullif(hw.count + rv.count + u.course_rating_count + u.lecture_rating_count, 0), 2), 0),
               rating_count = hw.count + rv.count + u.course_rating_count + u.lecture_rating_count
          from (select coalesce(sum(r.rating), 0)::numeric as total, count(*)::int as count
                  from homework_ratings r join homeworks h on h.id = r.homework_id
                 where h.author_id = ${userId}) hw,
               (select coalesce(sum(rating), 0)::numeric as total, count(*)::int as count
                  from teacher_reviews where teacher_id = ${userId}) rv
         where u.id = ${userId}`);
    },

    async findUserRating(userId: string): Promise<TUserRatingRow | undefined> {
      const [row] = await db.select(userRatingColumns).from(users).where(eq(users.id, userId));
      return row;
    },

    async findUser(id: string) {
      const [row] = await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, id));
      return row;
    },

    async findReview(id: string): Promise<TReviewWithAuthorRow | undefined> {
      const [row] = await reviewWithAuthor().where(eq(teacherReviews.id, id));
      return row;
    },

    async findReviewOf(authorId: string, teacherId: string): Promise<TReviewWithAuthorRow | undefined> {
      const [row] = await reviewWithAuthor().where(
        and(eq(teacherReviews.authorId, authorId), eq(teacherReviews.teacherId, teacherId)),
      );
      return row;
    },

    async listReviews(teacherId: string, page: { limit: number; offset: number }) {
      const [rows, [total]] = await Promise.all([
        reviewWithAuthor()
          .where(eq(teacherReviews.teacherId, teacherId))
          .orderBy(desc(teacherReviews.createdAt), desc(teacherReviews.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(teacherReviews).where(eq(teacherReviews.teacherId, teacherId)),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Inserts the review, or answers undefined when the author already reviewed this teacher. */
    async insertReview(values: { authorId: string; teacherId: string; rating: number; review: string }) {
      const [row] = await db
        .insert(teacherReviews)
        .values(values)
        .onConflictDoNothing({ target: [teacherReviews.authorId, teacherReviews.teacherId] })
        .returning({ id: teacherReviews.id });
      return row?.id;
    },

    async updateReview(id: string, values: { rating: number; review: string }) {
      await db
        .update(teacherReviews)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(teacherReviews.id, id));
    },

    async deleteReview(id: string) {
      await db.delete(teacherReviews).where(eq(teacherReviews.id, id));
    },

    /** The tasks a user rated and the teachers they reviewed: the aggregates their deletion changes. */
    async findGivenBy(userId: string) {
      const [rated, reviewed] = await Promise.all([
        db
          .select({ homeworkId: homeworkRatings.homeworkId })
          .from(homeworkRatings)
          .where(eq(homeworkRatings.userId, userId))
          .orderBy(homeworkRatings.homeworkId),
        db
          .select({ teacherId: teacherReviews.teacherId })
          .from(teacherReviews)
          .where(eq(teacherReviews.authorId, userId))
          .orderBy(teacherReviews.teacherId),
      ]);
      return { homeworkIds: rated.map((row) => row.homeworkId), teacherIds: reviewed.map((row) => row.teacherId) };
    },

    async deleteGivenBy(userId: string) {
      await db.delete(homeworkRatings).where(eq(homeworkRatings.userId, userId));
      await db.delete(teacherReviews).where(eq(teacherReviews.authorId, userId));
    },

    /** Locks the tasks in id order (the order every writer takes), answering their authors. */
    async lockHomeworks(ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({ id: homeworks.id, authorId: homeworks.authorId })
        .from(homeworks)
        .where(inArray(homeworks.id, ids))
        .orderBy(homeworks.id)
        .for('no key update');
    },
  };
}

export type TRatingsRepository = ReturnType<typeof createRatingsRepository>;
