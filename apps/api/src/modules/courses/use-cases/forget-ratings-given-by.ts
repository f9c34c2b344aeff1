import type { TDb } from '../../../db/client';
import { createRatingsRepository } from '../../ratings/ratings.repository';
import type { TCoursesContext } from '../courses.context';
import { createCoursesRepository } from '../courses.repository';

/**
 * Inside the transaction that deletes an account, before its enrollments go by cascade: takes back the stars
 * it gave to courses and recomputes those courses and their authors (authors locked first, as `rate` does).
 */
export async function forgetRatingsGivenBy(_ctx: TCoursesContext, tx: TDb, userId: string) {
  const repo = createCoursesRepository(tx);
  const rated = await repo.ratedBy(userId);
  if (!rated.length) return;
  const ratings = createRatingsRepository(tx);
  const authorIds = [...new Set(rated.flatMap((item) => (item.authorId ? [item.authorId] : [])))].sort();
  for (const authorId of authorIds) await ratings.lockUser(authorId);
  await repo.clearRatingsOf(userId);
  for (const item of rated) await repo.recomputeCourseRating(item.courseId);
  for (const authorId of authorIds) {
    await repo.recomputeAuthorCourseRating(authorId);
    await ratings.recomputeUser(authorId);
  }
}
