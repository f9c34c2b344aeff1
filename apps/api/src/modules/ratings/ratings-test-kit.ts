import { eq } from 'drizzle-orm';
import type { TTestApp } from '../../../test/build-test-app';
import { users } from '../../db/schema';

/** A user's overall and task ratings as stored, the numeric columns read as numbers. */
export async function userRatingOf(app: TTestApp, id: string) {
  const [row] = await app.db
    .select({
      rating: users.rating,
      ratingCount: users.ratingCount,
      homeworkRating: users.homeworkRating,
      homeworkRatingCount: users.homeworkRatingCount,
    })
    .from(users)
    .where(eq(users.id, id));
  return {
    rating: Number(row!.rating),
    ratingCount: row!.ratingCount,
    homeworkRating: Number(row!.homeworkRating),
    homeworkRatingCount: row!.homeworkRatingCount,
  };
}

/** The account deletes itself, confirmed with its password. */
export const deleteOwnAccount = (
  app: TTestApp,
  account: { user: { id: string; password: string }; headers: Record<string, string> },
) =>
  app.inject({
    method: 'DELETE',
    url: `/api/user/${account.user.id}`,
    headers: account.headers,
    payload: { currentPassword: account.user.password },
  });
