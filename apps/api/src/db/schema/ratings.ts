import { index, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { homeworks } from './catalogue';
import { primaryId, refCascade, starRatingCheck, timestamps } from './columns';
import { userRefCascade } from './references';

/**
 * One user's stars for one task (whole stars 1–5; the average is shown with half stars). The task's
 * ratings_avg/ratings_count and its author's homework rating are recomputed from these rows in the same
 * transaction as every write (modules/ratings).
 */
export const homeworkRatings = pgTable(
  'homework_ratings',
  {
    homeworkId: refCascade('homework_id', () => homeworks.id),
    userId: userRefCascade('user_id'),
    rating: smallint('rating').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.homeworkId, t.userId] }),
    index('homework_ratings_user_idx').on(t.userId),
    starRatingCheck('homework_ratings_rating_range', t.rating),
  ],
);

/** A review of a teacher: stars and a short rich text (the editor's review variant); one per author and teacher. */
export const teacherReviews = pgTable(
  'teacher_reviews',
  {
    id: primaryId(),
    authorId: userRefCascade('author_id'),
    teacherId: userRefCascade('teacher_id'),
    rating: smallint('rating').notNull(),
    review: text('review').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('teacher_reviews_author_teacher_unique').on(t.authorId, t.teacherId),
    index('teacher_reviews_teacher_created_idx').on(t.teacherId, t.createdAt.desc(), t.id.desc()),
    starRatingCheck('teacher_reviews_rating_range', t.rating),
  ],
);

export type THomeworkRatingRow = typeof homeworkRatings.$inferSelect;
export type TTeacherReviewRow = typeof teacherReviews.$inferSelect;
