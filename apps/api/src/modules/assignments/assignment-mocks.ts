import { requirementKey, type TAssignmentMock } from '@zadania/shared';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { assignmentItems, assignmentPupils, assignments, exams, mockAttempts, mockPapers } from '../../db/schema';
import type { TEventOutbox } from '../../lib/events/event-outbox';
import type { TScoredCell } from './assignment-results';

/** An exam's mock paper as an assignment item takes it. */
export type TMockPaperForItem = {
  examId: string;
  paperId: string;
  title: string;
  durationMinutes: number;
  maxPoints: number;
  requirements: string[];
  conceptSlugs: string[];
};

/** One attempt at a paper, as far as an assignment counts it. */
export type TMockAttemptForItem = {
  id: string;
  userId: string;
  paperId: string;
  startedAt: Date;
  submittedAt: Date | null;
  points: number | null;
  maxPoints: number | null;
  byRequirement: { key: string; points: number; maxPoints: number }[];
};

/** What one pupil's attempts give a mock item of an assignment. */
export type TMockItemScore = {
  attempts: number;
  best: TMockAttemptForItem | null;
  open: TMockAttemptForItem | null;
  late: boolean;
};

/** The mock papers of public exams, by exam id (an exam without a paper is absent). */
export async function mockPapersOfExams(db: TDb, examIds: readonly string[]) {
  const found = new Map<string, TMockPaperForItem>();
  if (examIds.length === 0) return found;
  const rows = await db
    .select({ paper: mockPapers, status: exams.status })
    .from(mockPapers)
    .innerJoin(exams, eq(exams.id, mockPapers.examId))
    .where(inArray(mockPapers.examId, [...examIds]));
  for (const { paper, status } of rows) {
    if (status !== 'PUBLIC' || found.has(paper.examId)) continue;
    found.set(paper.examId, {
      examId: paper.examId,
      paperId: paper.id,
      title: paper.title,
      durationMinutes: paper.durationMinutes,
      maxPoints: paper.items.reduce((sum, item) => sum + item.maxPoints, 0),
      requirements: [...new Set(paper.items.flatMap((item) => item.requirements.map(requirementKey)))],
      conceptSlugs: [...new Set(paper.items.flatMap((item) => item.conceptSlugs))],
    });
  }
  return found;
}

/** The pupils' attempts at these exams' papers started since `since`, oldest first. */
export async function mockAttemptsSince(
  db: TDb,
  examIds: readonly string[],
  userIds: readonly string[],
  since: Date,
): Promise<(TMockAttemptForItem & { examId: string })[]> {
  if (examIds.length === 0 || userIds.length === 0) return [];
  const rows = await db
    .select({
      id: mockAttempts.id,
      userId: mockAttempts.userId,
      paperId: mockAttempts.paperId,
      examId: mockPapers.examId,
      startedAt: mockAttempts.startedAt,
      submittedAt: mockAttempts.submittedAt,
      result: mockAttempts.result,
    })
    .from(mockAttempts)
    .innerJoin(mockPapers, eq(mockPapers.id, mockAttempts.paperId))
    .where(
      and(
        inArray(mockPapers.examId, [...examIds]),
        inArray(mockAttempts.userId, [...userIds]),
        gte(mockAttempts.startedAt, since),
      ),
    )
    .orderBy(asc(mockAttempts.startedAt), asc(mockAttempts.id));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    paperId: row.paperId,
    examId: row.examId,
    startedAt: row.startedAt,
    submittedAt: row.submittedAt,
    points: row.result?.points ?? null,
    maxPoints: row.result?.maxPoints ?? null,
    byRequirement: (row.result?.byRequirement ?? []).map((entry) => ({
      key: requirementKey(entry),
      points: entry.points,
      maxPoints: entry.maxPoints,
    })),
  }));
}

/**
 * What a pupil's attempts give a mock item: attempts started from the assignment's start count, in order, up to the
 * assignment's attempts; with late work refused, only those started by the due date. The best handed-in one scores
 * (its machine points: items left to self-assessment count 0); it is late when started after the due date.
 */
export function scoreMockItem(
  attempts: readonly TMockAttemptForItem[],
  assignment: { startsAt: Date; dueAt: Date; attempts: number | null; late: 'ACCEPT' | 'REFUSE' },
): TMockItemScore {
  const allowed = attempts
    .filter((attempt) => attempt.startedAt >= assignment.startsAt)
    .filter((attempt) => assignment.late === 'ACCEPT' || attempt.startedAt <= assignment.dueAt)
    .slice(0, assignment.attempts ?? undefined);
  let best: TMockAttemptForItem | null = null;
  for (const attempt of allowed) {
    if (!attempt.submittedAt || attempt.points === null) continue;
    if (!best || attempt.points > (best.points ?? 0)) best = attempt;
  }
  return {
    attempts: allowed.length,
    best,
    open: allowed.find((attempt) => !attempt.submittedAt) ?? null,
    late: !!best && best.startedAt > assignment.dueAt,
  };
}

/** A pupil's view of a mock item. */
export const pupilMockView = (paper: TMockPaperForItem, score: TMockItemScore): TAssignmentMock => ({
  examId: paper.examId,
  durationMinutes: paper.durationMinutes,
  openAttemptId: score.open?.id ?? null,
  best:
    score.best?.submittedAt && score.best.points !== null
      ? {
          attemptId: score.best.id,
          points: score.best.points,
          maxPoints: score.best.maxPoints ?? paper.maxPoints,
          submittedAt: score.best.submittedAt.toISOString(),
        }
      : null,
});

/** A mock paper's results cell: the best counted attempt's points, per requirement as the attempt scored them. */
export function mockResultCell(score: TMockItemScore): TScoredCell {
  const best = score.best;
  return {
    points: best?.points ?? 0,
    attempts: score.attempts,
    late: score.late,
    timeMs: best?.submittedAt ? best.submittedAt.getTime() - best.startedAt.getTime() : null,
    ...(best && {
      breakdown: new Map(
        best.byRequirement.map((entry) => [entry.key, { points: entry.points, maxPoints: entry.maxPoints }]),
      ),
    }),
  };
}

/**
 * When a pupil hands in a paper (or the clock does): each assignment set for them with that exam's paper as an item,
 * started by then, hears `assignment.answered` (the attempt's id as the answer's), so that grade passback (LTI,
 * Classroom) sends the new score. Runs in the hand-in's transaction.
 */
export function createMockHandInAnnouncer(outbox: Pick<TEventOutbox, 'record'>) {
  return async (tx: TDb, handedIn: { attemptId: string; userId: string; examId: string; submittedAt: Date }) => {
    const rows = await tx
      .selectDistinct({ assignmentId: assignmentItems.assignmentId })
      .from(assignmentItems)
      .innerJoin(assignments, eq(assignments.id, assignmentItems.assignmentId))
      .innerJoin(
        assignmentPupils,
        and(
          eq(assignmentPupils.assignmentId, assignmentItems.assignmentId),
          eq(assignmentPupils.userId, handedIn.userId),
        ),
      )
      .where(
        and(
          eq(assignmentItems.kind, 'MOCK'),
          eq(assignmentItems.examId, handedIn.examId),
          lte(assignments.startsAt, handedIn.submittedAt),
        ),
      );
    for (const { assignmentId } of rows) {
      await outbox.record(tx, 'assignment.answered', {
        assignmentId,
        userId: handedIn.userId,
        answerId: handedIn.attemptId,
        answeredAt: handedIn.submittedAt.toISOString(),
      });
    }
  };
}
