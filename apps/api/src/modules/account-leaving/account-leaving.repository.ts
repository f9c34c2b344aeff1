import { and, asc, count, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  chatMessages,
  courseEnrollments,
  courses,
  favoriteHomeworks,
  favorites,
  files,
  gameProgress,
  homeworkAnswers,
  homeworkRatings,
  homeworkRequests,
  homeworks,
  notes,
  reports,
  solutionSteps,
  teacherReviews,
  tutoringBookings,
  tutoringLessons,
} from '../../db/schema';
import { createLearningAttemptsRepository } from '../learning/learning-attempts.repository';
import { createAccountCommerceExport } from './account-commerce-export.repository';
import { createAccountLearningExport } from './account-learning-export.repository';

/** A file link as the editor stores it in rich content: `/api/file/{id}` (images, videos, attachments). */
const fileLinkPattern = /\/api\/file\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi;

/** The ids of the files linked from rich HTML. */
export const linkedFileIds = (...htmls: (string | null | undefined)[]) => {
  const ids = new Set<string>();
  for (const html of htmls) for (const match of html?.matchAll(fileLinkPattern) ?? []) ids.add(match[1]!.toLowerCase());
  return ids;
};

/** What one account left on the platform: read for its data download, and pruned when it is deleted. */
export function createAccountLeavingRepository(db: TDb) {
  return {
    ...createAccountCommerceExport(db),

    listNotes(userId: string) {
      return db
        .select({
          id: notes.id,
          title: notes.title,
          content: notes.content,
          createdAt: notes.createdAt,
          updatedAt: notes.updatedAt,
        })
        .from(notes)
        .where(eq(notes.ownerId, userId))
        .orderBy(desc(notes.updatedAt));
    },

    /** Reports the account filed (who decided them is not the reporter's data). */
    listReportsFiled(userId: string) {
      return db
        .select({
          id: reports.id,
          targetType: reports.targetType,
          targetLabel: reports.targetLabel,
          reason: reports.reason,
          details: reports.details,
          status: reports.status,
          decisionNote: reports.decisionNote,
          createdAt: reports.createdAt,
          decidedAt: reports.decidedAt,
        })
        .from(reports)
        .where(eq(reports.reporterId, userId))
        .orderBy(desc(reports.createdAt));
    },

    /** The account's lists with the tasks on them, in their order. */
    async listFavorites(userId: string) {
      const lists = await db
        .select({ id: favorites.id, kind: favorites.kind, name: favorites.name, description: favorites.description })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(asc(favorites.createdAt));
      const items = lists.length
        ? await db
            .select({ favoriteId: favoriteHomeworks.favoriteId, homeworkId: favoriteHomeworks.homeworkId })
            .from(favoriteHomeworks)
            .where(
              inArray(
                favoriteHomeworks.favoriteId,
                lists.map((list) => list.id),
              ),
            )
            .orderBy(asc(favoriteHomeworks.position))
        : [];
      return lists.map((list) => ({
        ...list,
        homeworkIds: items.filter((item) => item.favoriteId === list.id).map((item) => item.homeworkId),
      }));
    },

    listCourseEnrollments(userId: string) {
      return db
        .select({
          courseId: courseEnrollments.courseId,
          title: courses.title,
          rating: courseEnrollments.rating,
          createdAt: courseEnrollments.createdAt,
        })
        .from(courseEnrollments)
        .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
        .where(eq(courseEnrollments.userId, userId))
        .orderBy(asc(courseEnrollments.createdAt));
    },

    ...createAccountLearningExport(db),

    listHomeworks(userId: string) {
      return db
        .select({
          id: homeworks.id,
          slug: homeworks.slug,
          status: homeworks.status,
          title: homeworks.title,
          description: homeworks.description,
          createdAt: homeworks.createdAt,
        })
        .from(homeworks)
        .where(eq(homeworks.authorId, userId))
        .orderBy(desc(homeworks.createdAt), desc(homeworks.id));
    },
    listHomeworkRatings(userId: string) {
      return db
        .select({
          homeworkId: homeworkRatings.homeworkId,
          rating: homeworkRatings.rating,
          updatedAt: homeworkRatings.updatedAt,
        })
        .from(homeworkRatings)
        .where(eq(homeworkRatings.userId, userId))
        .orderBy(desc(homeworkRatings.updatedAt));
    },
    /** The attempt log, newest first (the export shows it whole, and its open-task checks as answerAttempts). */
    listLearningAttempts(userId: string) {
      return createLearningAttemptsRepository(db).listAll(userId);
    },
    listGameProgress(userId: string) {
      return db
        .select({
          gameId: gameProgress.gameId,
          levelIndex: gameProgress.levelIndex,
          completedAt: gameProgress.completedAt,
        })
        .from(gameProgress)
        .where(eq(gameProgress.userId, userId))
        .orderBy(desc(gameProgress.completedAt), gameProgress.gameId, gameProgress.levelIndex);
    },
    /** Bookings as the student or the teacher, newest first, with their lessons. */
    async listTutoringBookings(userId: string) {
      const bookings = await db
        .select()
        .from(tutoringBookings)
        .where(or(eq(tutoringBookings.studentId, userId), eq(tutoringBookings.teacherId, userId)))
        .orderBy(desc(tutoringBookings.createdAt), desc(tutoringBookings.id));
      const lessons = bookings.length
        ? await db
            .select()
            .from(tutoringLessons)
            .where(
              inArray(
                tutoringLessons.bookingId,
                bookings.map((booking) => booking.id),
              ),
            )
            .orderBy(asc(tutoringLessons.startsAt))
        : [];
      return bookings.map((booking) => ({
        id: booking.id,
        role: booking.teacherId === userId ? ('teacher' as const) : ('student' as const),
        status: booking.status,
        amountGross: booking.amountGross,
        lessons: lessons
          .filter((lesson) => lesson.bookingId === booking.id)
          .map((lesson) => ({
            startsAt: lesson.startsAt.toISOString(),
            endsAt: lesson.endsAt.toISOString(),
            cancelled: lesson.cancelled,
          })),
        createdAt: booking.createdAt.toISOString(),
      }));
    },
    listHomeworkRequests(userId: string) {
      return db
        .select({
          id: homeworkRequests.id,
          title: homeworkRequests.title,
          status: homeworkRequests.status,
          createdAt: homeworkRequests.createdAt,
        })
        .from(homeworkRequests)
        .where(eq(homeworkRequests.ownerId, userId))
        .orderBy(desc(homeworkRequests.createdAt));
    },
    listReviewsWritten(userId: string) {
      return db
        .select({
          id: teacherReviews.id,
          teacherId: teacherReviews.teacherId,
          rating: teacherReviews.rating,
          review: teacherReviews.review,
          createdAt: teacherReviews.createdAt,
        })
        .from(teacherReviews)
        .where(eq(teacherReviews.authorId, userId))
        .orderBy(desc(teacherReviews.createdAt));
    },
    listReviewsReceived(userId: string) {
      return db
        .select({
          id: teacherReviews.id,
          rating: teacherReviews.rating,
          review: teacherReviews.review,
          createdAt: teacherReviews.createdAt,
        })
        .from(teacherReviews)
        .where(eq(teacherReviews.teacherId, userId))
        .orderBy(desc(teacherReviews.createdAt));
    },
    listFiles(userId: string) {
      return db.select().from(files).where(eq(files.ownerId, userId)).orderBy(desc(files.createdAt), desc(files.id));
    },
    async countChatMessages(userId: string) {
      const [row] = await db.select({ total: count() }).from(chatMessages).where(eq(chatMessages.authorId, userId));
      return row?.total ?? 0;
    },

    /**
     * Deletes the account's tasks that nobody else reads (every status but PUBLIC: private, waiting for
     * review, rejected, hidden by moderation); answers, steps, links and ratings go with them by cascade.
     */
    async deleteUnpublishedHomeworks(userId: string) {
      const rows = await db
        .delete(homeworks)
        .where(and(eq(homeworks.authorId, userId), ne(homeworks.status, 'PUBLIC')))
        .returning({ id: homeworks.id });
      return rows.length;
    },

    /** The rich content of the account's published tasks (description, answers, solution, steps). */
    async publishedContent(userId: string) {
      const published = db
        .select({ id: homeworks.id })
        .from(homeworks)
        .where(and(eq(homeworks.authorId, userId), eq(homeworks.status, 'PUBLIC')));
      // One after another: this runs on the deleting transaction's single connection.
      const tasks = await db
        .select({ description: homeworks.description, answer: homeworks.answer, solution: homeworks.solutionLatex })
        .from(homeworks)
        .where(and(eq(homeworks.authorId, userId), eq(homeworks.status, 'PUBLIC')));
      const answers = await db
        .select({ answer: homeworkAnswers.answer })
        .from(homeworkAnswers)
        .where(inArray(homeworkAnswers.homeworkId, published));
      const steps = await db
        .select({ description: solutionSteps.description, latex: solutionSteps.latex })
        .from(solutionSteps)
        .where(inArray(solutionSteps.homeworkId, published));
      return [
        ...tasks.flatMap((task) => [task.description, task.answer, task.solution]),
        ...answers.map((answer) => answer.answer),
        ...steps.flatMap((step) => [step.description, step.latex]),
      ];
    },

    /** Marks the account's files that its published tasks show, so the ownerless-file sweep keeps them. */
    async retainFiles(userId: string, ids: readonly string[]) {
      if (!ids.length) return 0;
      const rows = await db
        .update(files)
        .set({ retainedAfterOwner: true })
        .where(and(eq(files.ownerId, userId), inArray(files.id, [...ids])))
        .returning({ id: files.id });
      return rows.length;
    },
  };
}

export type TAccountLeavingRepository = ReturnType<typeof createAccountLeavingRepository>;
