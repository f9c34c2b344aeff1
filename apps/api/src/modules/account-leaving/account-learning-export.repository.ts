import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  learningConceptStates,
  learningProfiles,
  learningSessionItems,
  learningSessions,
  learningStudentRatings,
  mathConcepts,
  mockAttempts,
  mockPapers,
} from '../../db/schema';

/** The account's learning for its data download: mock exams, concept states, rating, level, sessions, attempts, games. */
export function createAccountLearningExport(db: TDb) {
  return {
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
  };
}
