import {
  can,
  errorMessages,
  policiesFor,
  ratingLimits,
  ratingMessages,
  subject,
  successMessages,
  type THomeworkRatingSaved,
  type THomeworkRatingState,
  type TReview,
  type TReviewListQuery,
  type TReviewPage,
  type TReviewSave,
  type TUserRating,
  type TViewer,
  type TViewerIn,
} from '@zadania/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { htmlToPlainText } from '../../lib/html';
import { pageOf, paging } from '../../lib/paging';
import { sanitizeRichText } from '../../lib/rich-text/sanitize-rich-text';
import type { TUnitOfWork } from '../../lib/uow';
import type { TRateLimiter } from '../../plugins/rate-limit';
import { homeworkNotFound } from '../homework/homework.service';
import { presentPerson } from '../users/person.presenter';
import { createRatingsRepository, type TRatingsRepository, type TUserRatingRow } from './ratings.repository';

type TReviewRow = NonNullable<Awaited<ReturnType<TRatingsRepository['findReview']>>>;
type TRequestKeys = { ip: string };

export const toUserRating = (row: TUserRatingRow): TUserRating => ({
  rating: Number(row.rating),
  count: row.ratingCount,
  homeworkRating: Number(row.homeworkRating),
  homeworkCount: row.homeworkRatingCount,
  courseRating: Number(row.courseRating),
  courseCount: row.courseRatingCount,
  lectureRating: Number(row.lectureRating),
  lectureCount: row.lectureRatingCount,
});

const toReview = (viewer: TViewer, { review, author }: TReviewRow): TReview => ({
  id: review.id,
  teacherId: review.teacherId,
  author: presentPerson(author),
  rating: review.rating,
  review: review.review,
  createdAt: review.createdAt.toISOString(),
  updatedAt: review.updatedAt.toISOString(),
  policies: policiesFor(viewer, 'review', { authorId: review.authorId }),
});

/** The review's HTML, sanitized, once its plain text is 1–256 characters. */
const cleanReviewText = (html: string) => {
  const clean = sanitizeRichText(html);
  const text = htmlToPlainText(clean).trim();
  if (!text) throw AppError.badRequest(ratingMessages.reviewEmpty);
  if (text.length > ratingLimits.reviewMaxLength) throw AppError.badRequest(ratingMessages.reviewTooLong);
  return clean;
};

/**
 * Stars on tasks and reviews of teachers (issue 14 point 2). Every write runs in one transaction with the
 * recomputation of what it changes: the task's ratingsAvg/ratingsCount and its author's rating, or the reviewed
 * teacher's rating. The aggregate's row is locked first (task, then user), so concurrent writers queue and each
 * recomputation sees every committed row.
 */
export function createRatingsService(deps: {
  uow: TUnitOfWork;
  repository: TRatingsRepository;
  limiter: Pick<TRateLimiter, 'consume'>;
}) {
  const { uow, repository, limiter } = deps;

  const recomputeUserLocked = async (tx: TDb, userId: string) => {
    const ratings = createRatingsRepository(tx);
    if (!(await ratings.lockUser(userId))) return undefined;
    await ratings.recomputeUser(userId);
    return ratings.findUserRating(userId);
  };

  /** Recomputes a task and then its author, the task's row locked by the caller. */
  const recomputeHomeworkAndAuthor = async (tx: TDb, homeworkId: string) => {
    const task = await createRatingsRepository(tx).recomputeHomework(homeworkId);
    if (task?.authorId) await recomputeUserLocked(tx, task.authorId);
    return task;
  };

  const ratingState = (
    viewer: TViewer,
    task: { ratingsAvg: number; ratingsCount: number; authorId: string | null; status: string },
    rating: number | null,
  ): THomeworkRatingState => ({
    ratingsAvg: Number(task.ratingsAvg),
    ratingsCount: task.ratingsCount,
    rating,
    policies: policiesFor(viewer, 'homeworkRating', { authorId: task.authorId, status: task.status }),
  });

  const findReviewOrThrow = async (id: string) => {
    const row = await repository.findReview(id);
    if (!row) throw AppError.notFound(ratingMessages.reviewNotFound);
    return row;
  };

  const userRatingOf = async (userId: string) => {
    const row = await repository.findUserRating(userId);
    if (!row) throw AppError.notFound(errorMessages.userNotFound);
    return toUserRating(row);
  };

  return {
    /** A task's stars and the viewer's own; a task the viewer may not read is not found. */
    async getHomeworkRating(viewer: TViewer, homeworkId: string): Promise<THomeworkRatingState> {
      const task = await repository.findHomework(homeworkId);
      if (!task || !can(viewer, 'read', subject('homework', task))) throw AppError.notFound(homeworkNotFound);
      const own = viewer ? await repository.findHomeworkRating(homeworkId, viewer.id) : null;
      return ratingState(viewer, task, own);
    },

    /** Gives or changes the viewer's stars for a public task that is not theirs. */
    async rateHomework(
      viewer: TViewerIn,
      homeworkId: string,
      rating: number,
      keys: TRequestKeys,
    ): Promise<THomeworkRatingSaved> {
      await limiter.consume('rating', { ip: keys.ip, account: viewer.id });
      return uow.run(async (tx) => {
        const ratings = createRatingsRepository(tx);
        const task = await ratings.lockHomework(homeworkId);
        if (!task || !can(viewer, 'read', subject('homework', task))) throw AppError.notFound(homeworkNotFound);
        if (task.authorId === viewer.id) throw AppError.forbidden(ratingMessages.ownHomework);
        if (!can(viewer, 'rate', subject('homeworkRating', task))) throw AppError.forbidden(ratingMessages.notPublic);
        const previous = await ratings.findHomeworkRating(homeworkId, viewer.id);
        await ratings.saveHomeworkRating(homeworkId, viewer.id, rating);
        const totals = (await recomputeHomeworkAndAuthor(tx, homeworkId))!;
        return {
          message: previous === null ? successMessages.added : successMessages.updated,
          ...ratingState(viewer, { ...totals, status: task.status }, rating),
        };
      });
    },

    /** Takes the viewer's stars back (also from a task no longer public). */
    async unrateHomework(viewer: TViewerIn, homeworkId: string, keys: TRequestKeys): Promise<THomeworkRatingSaved> {
      await limiter.consume('rating', { ip: keys.ip, account: viewer.id });
      return uow.run(async (tx) => {
        const ratings = createRatingsRepository(tx);
        const task = await ratings.lockHomework(homeworkId);
        if (!task) throw AppError.notFound(homeworkNotFound);
        if (!(await ratings.deleteHomeworkRating(homeworkId, viewer.id))) {
          throw AppError.notFound(ratingMessages.notRated);
        }
        const totals = (await recomputeHomeworkAndAuthor(tx, homeworkId))!;
        return {
          message: successMessages.deleted,
          ...ratingState(viewer, { ...totals, status: task.status }, null),
        };
      });
    },

    async getUserRating(userId: string) {
      return { rating: await userRatingOf(userId) };
    },

    async listReviews(viewer: TViewer, teacherId: string, query: TReviewListQuery): Promise<TReviewPage> {
      if (!(await repository.findUser(teacherId))) throw AppError.notFound(errorMessages.userNotFound);
      const [{ rows, total }, own] = await Promise.all([
        repository.listReviews(teacherId, paging(query)),
        viewer ? repository.findReviewOf(viewer.id, teacherId) : undefined,
      ]);
      return {
        ...pageOf(
          rows.map((row) => toReview(viewer, row)),
          total,
          query,
        ),
        ownReview: own ? toReview(viewer, own) : null,
      };
    },

    /** Reviews a teacher: once per author and teacher (a second one is 409: edit the first). */
    async addReview(viewer: TViewerIn, teacherId: string, input: TReviewSave, keys: TRequestKeys) {
      if (teacherId === viewer.id) throw AppError.forbidden(ratingMessages.ownReview);
      const review = cleanReviewText(input.review);
      await limiter.consume('review', { ip: keys.ip, account: viewer.id });
      const id = await uow.run(async (tx) => {
        const ratings = createRatingsRepository(tx);
        const teacher = await ratings.lockUser(teacherId);
        if (!teacher) throw AppError.notFound(errorMessages.userNotFound);
        if (teacher.role !== 'TEACHER') throw AppError.badRequest(ratingMessages.notTeacher);
        const inserted = await ratings.insertReview({ authorId: viewer.id, teacherId, rating: input.rating, review });
        if (!inserted) throw new AppError(409, ratingMessages.reviewDuplicate);
        await ratings.recomputeUser(teacherId);
        return inserted;
      });
      const row = await findReviewOrThrow(id);
      return {
        message: successMessages.reviewed,
        review: toReview(viewer, row),
        teacherRating: await userRatingOf(teacherId),
      };
    },

    async updateReview(viewer: TViewerIn, id: string, input: TReviewSave, keys: TRequestKeys) {
      const current = await findReviewOrThrow(id);
      if (!can(viewer, 'update', subject('review', current.review))) throw AppError.forbidden();
      const review = cleanReviewText(input.review);
      await limiter.consume('review', { ip: keys.ip, account: viewer.id });
      const teacherRating = await uow.run(async (tx) => {
        const ratings = createRatingsRepository(tx);
        await ratings.lockUser(current.review.teacherId);
        await ratings.updateReview(id, { rating: input.rating, review });
        await ratings.recomputeUser(current.review.teacherId);
        return ratings.findUserRating(current.review.teacherId);
      });
      return {
        message: successMessages.updated,
        review: toReview(viewer, await findReviewOrThrow(id)),
        teacherRating: toUserRating(teacherRating!),
      };
    },

    /** The author, or an ADMIN moderating. */
    async deleteReview(viewer: TViewerIn, id: string, keys: TRequestKeys) {
      const current = await findReviewOrThrow(id);
      if (!can(viewer, 'delete', subject('review', current.review))) throw AppError.forbidden();
      await limiter.consume('review', { ip: keys.ip, account: viewer.id });
      const teacherRating = await uow.run(async (tx) => {
        const ratings = createRatingsRepository(tx);
        await ratings.lockUser(current.review.teacherId);
        await ratings.deleteReview(id);
        await ratings.recomputeUser(current.review.teacherId);
        return ratings.findUserRating(current.review.teacherId);
      });
      return { message: successMessages.deleted, teacherRating: toUserRating(teacherRating!) };
    },

    /**
     * Inside the transaction that deletes an account, before its row goes: removes the stars and reviews it
     * gave and recomputes what they counted in, so the cascade leaves no stale aggregate behind. The tasks are
     * locked before the users, the order every rating write takes.
     */
    /** After a task is deleted (its stars went with it by cascade): its author's rating without them. */
    async forgetHomework(tx: TDb, homework: { authorId: string | null }) {
      if (homework.authorId) await recomputeUserLocked(tx, homework.authorId);
    },

    async forgetGivenBy(tx: TDb, userId: string) {
      const ratings = createRatingsRepository(tx);
      const given = await ratings.findGivenBy(userId);
      if (!given.homeworkIds.length && !given.teacherIds.length) return;
      const tasks = await ratings.lockHomeworks(given.homeworkIds);
      await ratings.deleteGivenBy(userId);
      for (const task of tasks) await ratings.recomputeHomework(task.id);
      const affected = new Set([
        ...tasks.flatMap((task) => (task.authorId ? [task.authorId] : [])),
        ...given.teacherIds,
      ]);
      affected.delete(userId);
      for (const affectedUserId of [...affected].sort()) await recomputeUserLocked(tx, affectedUserId);
    },
  };
}

export type TRatingsService = ReturnType<typeof createRatingsService>;
