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
  homeworkUnlocks,
  invoices,
  learningConceptStates,
  learningProfiles,
  learningSessionItems,
  learningSessions,
  learningStudentRatings,
  mathConcepts,
  mockAttempts,
  mockPapers,
  notes,
  payments,
  reports,
  solutionSteps,
  subscriptions,
  teacherReviews,
  tokenLedger,
  tutoringBookings,
  tutoringLessons,
} from '../../db/schema';
import { createLearningAttemptsRepository } from '../learning/learning-attempts.repository';

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
    /** The account's payments, with the buyer data each was made with (newest first). */
    listPayments(userId: string) {
      return db
        .select({
          id: payments.id,
          status: payments.status,
          method: payments.method,
          itemKind: payments.itemKind,
          itemName: payments.itemName,
          amountGross: payments.amountGross,
          currency: payments.currency,
          buyer: payments.buyer,
          transferTitle: payments.transferTitle,
          undelivered: payments.undelivered,
          createdAt: payments.createdAt,
          paidAt: payments.paidAt,
        })
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt));
    },

    /** The invoices issued to the account (their documents are downloaded at /invoice?id=…). */
    listInvoices(userId: string) {
      return db
        .select({
          id: invoices.id,
          number: invoices.number,
          kind: invoices.kind,
          paymentId: invoices.paymentId,
          issueDate: invoices.issueDate,
        })
        .from(invoices)
        .where(eq(invoices.userId, userId))
        .orderBy(desc(invoices.createdAt));
    },

    /** The account's token ledger, oldest first (each row with the balance after it). */
    listTokenLedger(userId: string) {
      return db
        .select({
          delta: tokenLedger.delta,
          balanceAfter: tokenLedger.balanceAfter,
          reason: tokenLedger.reason,
          description: tokenLedger.description,
          createdAt: tokenLedger.createdAt,
        })
        .from(tokenLedger)
        .where(eq(tokenLedger.userId, userId))
        .orderBy(asc(tokenLedger.createdAt), asc(tokenLedger.id));
    },

    listSubscriptions(userId: string) {
      return db
        .select({
          planName: subscriptions.planName,
          status: subscriptions.status,
          startsAt: subscriptions.startsAt,
          endsAt: subscriptions.endsAt,
          revokedAt: subscriptions.revokedAt,
        })
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(asc(subscriptions.startsAt));
    },

    listUnlocks(userId: string) {
      return db
        .select({
          homeworkId: homeworkUnlocks.homeworkId,
          type: homeworkUnlocks.type,
          createdAt: homeworkUnlocks.createdAt,
        })
        .from(homeworkUnlocks)
        .where(eq(homeworkUnlocks.userId, userId))
        .orderBy(asc(homeworkUnlocks.createdAt));
    },

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

    /** Mock exams taken (issue 37): the paper, the clock, the answers saved and the scored result. */
    listMockAttempts(userId: string) {
      return db
        .select({
          id: mockAttempts.id,
          paperId: mockAttempts.paperId,
          paperTitle: mockPapers.title,
          extendedTime: mockAttempts.extendedTime,
          startedAt: mockAttempts.startedAt,
          endsAt: mockAttempts.endsAt,
          submittedAt: mockAttempts.submittedAt,
          submittedBy: mockAttempts.submittedBy,
          answers: mockAttempts.answers,
          result: mockAttempts.result,
        })
        .from(mockAttempts)
        .innerJoin(mockPapers, eq(mockPapers.id, mockAttempts.paperId))
        .where(eq(mockAttempts.userId, userId))
        .orderBy(asc(mockAttempts.startedAt));
    },

    /** The student model inferred from the attempts: one row per concept met (a deleted concept has no name). */
    listConceptStates(userId: string) {
      return db
        .select({ row: learningConceptStates, conceptName: mathConcepts.name })
        .from(learningConceptStates)
        .leftJoin(mathConcepts, eq(mathConcepts.id, learningConceptStates.conceptId))
        .where(eq(learningConceptStates.userId, userId))
        .orderBy(asc(learningConceptStates.due), asc(learningConceptStates.conceptId));
    },

    /** The student's Elo rating, when an attempt has given one. */
    async findStudentRating(userId: string) {
      const [row] = await db
        .select({ rating: learningStudentRatings.rating, attempts: learningStudentRatings.attempts })
        .from(learningStudentRatings)
        .where(eq(learningStudentRatings.userId, userId));
      return row ?? null;
    },

    /** The level the student chose to practise up to, when they have chosen one. */
    async findLearningLevel(userId: string) {
      const [row] = await db
        .select({ level: learningProfiles.level })
        .from(learningProfiles)
        .where(eq(learningProfiles.userId, userId));
      return row?.level ?? null;
    },

    /** Practice sessions, oldest first, with their items in order. */
    async listPracticeSessions(userId: string) {
      const sessions = await db
        .select({ id: learningSessions.id, createdAt: learningSessions.createdAt })
        .from(learningSessions)
        .where(eq(learningSessions.userId, userId))
        .orderBy(asc(learningSessions.createdAt), asc(learningSessions.id));
      const items = sessions.length
        ? await db
            .select()
            .from(learningSessionItems)
            .where(
              inArray(
                learningSessionItems.sessionId,
                sessions.map((session) => session.id),
              ),
            )
            .orderBy(asc(learningSessionItems.position))
        : [];
      return sessions.map((session) => ({
        ...session,
        items: items.filter((item) => item.sessionId === session.id),
      }));
    },

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
