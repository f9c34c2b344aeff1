import { errorMessages, type TAccountExport } from '@zadania/shared';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TAuthViewer } from '../../plugins/auth';
import type { TRateLimiter } from '../../plugins/rate-limit';
import type { TAccountDataService } from '../account-data/account-data.service';
import type { TAssignmentsService } from '../assignments/assignments.service';
import { createClassesRepository } from '../classes/classes.repository';
import type { TClassesService } from '../classes/classes.service';
import { presentFile } from '../files/file.presenter';
import { presentAttempt } from '../learning/learning.presenter';
import type { TLtiService } from '../lti/lti.service';
import type { TParentsService } from '../parents/parents.service';
import type { TUsersRepository } from '../users/users.repository';
import {
  createAccountLeavingRepository,
  linkedFileIds,
  type TAccountLeavingRepository,
} from './account-leaving.repository';

/**
 * Leaving the platform (issue 14 point 8): the data download offered before deletion, and what deletion
 * does beyond the cascade of the account's row. Published tasks stay, under the neutral author name
 * 'Konto usunięte' (the author becomes null); everything else personal goes.
 */
export function createAccountLeavingService(deps: {
  repository: TAccountLeavingRepository;
  users: Pick<TUsersRepository, 'findById'>;
  accountData: Pick<TAccountDataService, 'getPersonalData' | 'getCompany' | 'listPaymentMethods'>;
  classes: Pick<TClassesService, 'exportClassesOf'>;
  assignments: Pick<TAssignmentsService, 'exportOf'>;
  lti: Pick<TLtiService, 'exportOf'>;
  parents: Pick<TParentsService, 'exportLinksOf'>;
  limiter: Pick<TRateLimiter, 'consume'>;
}) {
  const iso = (date: Date | null) => date?.toISOString() ?? null;

  return {
    /** Everything kept about the signed-in person, as one document (GET /user/me/export). */
    async exportData(viewer: TAuthViewer, keys: { ip: string }): Promise<TAccountExport> {
      await deps.limiter.consume('accountExport', { ip: keys.ip, account: viewer.id });
      const user = await deps.users.findById(viewer.id);
      if (!user) throw AppError.notFound(errorMessages.userNotFound);
      const { repository } = deps;
      const [
        personalData,
        company,
        paymentMethods,
        homeworks,
        ratings,
        written,
        received,
        files,
        chatMessagesCount,
        learningAttempts,
        progress,
        tutoringBookings,
        homeworkRequests,
        payments,
        invoices,
        tokenLedger,
        subscriptions,
        unlocks,
        notes,
        reportsFiled,
        lists,
        courses,
        mockExams,
        conceptStates,
        studentRating,
        learningLevel,
        practiceSessions,
        classes,
        assignments,
        lti,
        parentLinks,
      ] = await Promise.all([
        deps.accountData.getPersonalData(viewer),
        deps.accountData.getCompany(viewer),
        deps.accountData.listPaymentMethods(viewer),
        repository.listHomeworks(user.id),
        repository.listHomeworkRatings(user.id),
        repository.listReviewsWritten(user.id),
        repository.listReviewsReceived(user.id),
        repository.listFiles(user.id),
        repository.countChatMessages(user.id),
        repository.listLearningAttempts(user.id),
        repository.listGameProgress(user.id),
        repository.listTutoringBookings(user.id),
        repository.listHomeworkRequests(user.id),
        repository.listPayments(user.id),
        repository.listInvoices(user.id),
        repository.listTokenLedger(user.id),
        repository.listSubscriptions(user.id),
        repository.listUnlocks(user.id),
        repository.listNotes(user.id),
        repository.listReportsFiled(user.id),
        repository.listFavorites(user.id),
        repository.listCourseEnrollments(user.id),
        repository.listMockAttempts(user.id),
        repository.listConceptStates(user.id),
        repository.findStudentRating(user.id),
        repository.findLearningLevel(user.id),
        repository.listPracticeSessions(user.id),
        deps.classes.exportClassesOf(user.id),
        deps.assignments.exportOf(user.id),
        deps.lti.exportOf(user.id),
        deps.parents.exportLinksOf(user.id),
      ]);
      const at = (date: Date) => date.toISOString();
      return {
        exportedAt: new Date().toISOString(),
        account: {
          id: user.id,
          role: user.role,
          username: user.username,
          displayName: user.displayName,
          email: user.email,
          description: user.description,
          phoneNumber: user.phoneNumberConfirmedAt ? user.phoneNumber : null,
          phoneNumberPublic: user.phoneNumberPublic,
          createdByTeacherId: user.createdByTeacherId,
          passwordChangeRequired: user.passwordChangeRequired,
          createdAt: user.createdAt.toISOString(),
          lastOnline: iso(user.lastOnline),
        },
        personalData,
        company,
        paymentMethods: paymentMethods.results,
        homeworks: homeworks.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        homeworkRatings: ratings.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
        reviewsWritten: written.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        reviewsReceived: received.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        files: files.map((row) => {
          const file = presentFile(row);
          return {
            id: file.id,
            originalname: file.originalname,
            size: file.size,
            mimetype: file.mimetype,
            assign: file.assign,
            url: file.url,
            createdAt: file.createdAt,
          };
        }),
        chatMessagesCount,
        answerAttempts: learningAttempts
          .filter((row) => row.kind === 'HOMEWORK')
          .map((row) => ({
            homeworkId: row.itemId,
            answer: row.answer,
            correct: row.correct,
            createdAt: row.createdAt.toISOString(),
          })),
        learningAttempts: learningAttempts.map(presentAttempt),
        conceptStates: conceptStates.map(({ row, conceptName }) => ({
          conceptId: row.conceptId,
          conceptName,
          state: row.state,
          due: at(row.due),
          stability: row.stability,
          difficulty: row.difficulty,
          fsrsState: row.fsrsState,
          elapsedDays: row.elapsedDays,
          scheduledDays: row.scheduledDays,
          learningSteps: row.learningSteps,
          reps: row.reps,
          lapses: row.lapses,
          lastReview: iso(row.lastReview),
          attempts: row.attempts,
          correct: row.correct,
          wrongStreak: row.wrongStreak,
          lastAnswerCorrect: row.lastAnswerCorrect,
          lastAttemptAt: at(row.lastAttemptAt),
          lastCorrectAt: iso(row.lastCorrectAt),
          correctDays: row.correctDays,
          spacedRetrieval: row.spacedRetrieval,
        })),
        studentRating,
        learningLevel,
        practiceSessions: practiceSessions.map((session) => ({
          id: session.id,
          createdAt: at(session.createdAt),
          items: session.items.map((item) => ({
            position: item.position,
            homeworkId: item.homeworkId,
            generatorId: item.generatorId,
            seed: item.seed,
            conceptId: item.conceptId,
            reason: item.reason,
            correct: item.correct,
            answeredAt: iso(item.answeredAt),
          })),
        })),
        gameProgress: progress.map((row) => ({ ...row, completedAt: row.completedAt.toISOString() })),
        tutoringBookings,
        homeworkRequests: homeworkRequests.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        payments: payments.map((row) => ({ ...row, createdAt: at(row.createdAt), paidAt: iso(row.paidAt) })),
        invoices: invoices.map((row) => ({ ...row, url: `/invoice?id=${row.id}` })),
        tokenLedger: tokenLedger.map((row) => ({ ...row, createdAt: at(row.createdAt) })),
        subscriptions: subscriptions.map((row) => ({
          ...row,
          startsAt: at(row.startsAt),
          endsAt: at(row.endsAt),
          revokedAt: iso(row.revokedAt),
        })),
        unlocks: unlocks.map((row) => ({ ...row, createdAt: at(row.createdAt) })),
        notes: notes.map((row) => ({ ...row, createdAt: at(row.createdAt), updatedAt: at(row.updatedAt) })),
        reportsFiled: reportsFiled.map((row) => ({
          ...row,
          createdAt: at(row.createdAt),
          decidedAt: iso(row.decidedAt),
        })),
        lists,
        courses: courses.map((row) => ({ ...row, createdAt: at(row.createdAt) })),
        mockAttempts: mockExams.map((row) => ({
          ...row,
          startedAt: at(row.startedAt),
          endsAt: at(row.endsAt),
          submittedAt: iso(row.submittedAt),
        })),
        ...classes,
        ...assignments,
        ...lti,
        ...parentLinks,
      };
    },
  };
}

export type TAccountLeavingService = ReturnType<typeof createAccountLeavingService>;

/**
 * Runs in the deleting transaction, before the account's row goes: its unpublished tasks are deleted, and
 * the files its published tasks show are marked to outlive it (the ownerless-file sweep deletes every
 * other file of the account: avatar, intro video, private files, chat attachments).
 */
export async function pruneAccountForDeletion(tx: TDb, userId: string) {
  const repository = createAccountLeavingRepository(tx);
  await repository.deleteUnpublishedHomeworks(userId);
  // A class with co-teachers outlives its owner's account; the account's own memberships go with it (cascade).
  await createClassesRepository(tx).handOverOwnedClasses(userId);
  const kept = linkedFileIds(...(await repository.publishedContent(userId)));
  await repository.retainFiles(userId, [...kept]);
}
