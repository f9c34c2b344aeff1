import type { TMockAnswer, TMockResult } from '@zadania/shared';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { exams, mockAttempts, mockPapers } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';

export type TMockPaperRow = typeof mockPapers.$inferSelect;
export type TMockAttemptRow = typeof mockAttempts.$inferSelect;

export function createMockExamsRepository(db: TDb) {
  return {
    async findPaperOfExam(examId: string): Promise<TMockPaperRow | undefined> {
      const [row] = await db.select().from(mockPapers).where(eq(mockPapers.examId, examId));
      return row;
    },

    async findPaper(paperId: string): Promise<TMockPaperRow | undefined> {
      const [row] = await db.select().from(mockPapers).where(eq(mockPapers.id, paperId));
      return row;
    },

    async findOpenAttempt(userId: string, paperId: string): Promise<TMockAttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(mockAttempts)
        .where(
          and(eq(mockAttempts.userId, userId), eq(mockAttempts.paperId, paperId), isNull(mockAttempts.submittedAt)),
        );
      return row;
    },

    /** The student's attempt at the paper handed in last, if any. */
    async findLastSubmitted(userId: string, paperId: string): Promise<TMockAttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(mockAttempts)
        .where(
          and(eq(mockAttempts.userId, userId), eq(mockAttempts.paperId, paperId), isNotNull(mockAttempts.submittedAt)),
        )
        .orderBy(desc(mockAttempts.submittedAt))
        .limit(1);
      return row;
    },

    /** A new attempt, or undefined when another request started one meanwhile (one open attempt per paper). */
    async insertAttempt(values: {
      userId: string;
      paperId: string;
      extendedTime: boolean;
      practice: boolean;
      startedAt: Date;
      endsAt: Date;
    }) {
      const [row] = await db.insert(mockAttempts).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** The attempt, locked for the rest of the transaction (saves and the submission take turns). */
    async findAttemptForUpdate(attemptId: string): Promise<TMockAttemptRow | undefined> {
      const result = await db.execute(sql`select id from mock_attempts where id = ${attemptId} for update`);
      if (!rowsOf(result).length) return undefined;
      const [row] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId));
      return row;
    },

    /** Attempts whose time ran out before `at` and that nobody handed in, oldest end first. */
    async findExpiredOpenIds(at: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: mockAttempts.id })
        .from(mockAttempts)
        .where(and(isNull(mockAttempts.submittedAt), sql`${mockAttempts.endsAt} < ${at.toISOString()}::timestamptz`))
        .orderBy(mockAttempts.endsAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async findAttempt(attemptId: string): Promise<TMockAttemptRow | undefined> {
      const [row] = await db.select().from(mockAttempts).where(eq(mockAttempts.id, attemptId));
      return row;
    },

    async saveAnswers(attemptId: string, answers: Record<string, TMockAnswer>, answerVersions: Record<string, number>) {
      await db.update(mockAttempts).set({ answers, answerVersions }).where(eq(mockAttempts.id, attemptId));
    },

    async submit(
      attemptId: string,
      values: { submittedAt: Date; submittedBy: 'STUDENT' | 'TIME'; result: TMockResult },
    ) {
      await db.update(mockAttempts).set(values).where(eq(mockAttempts.id, attemptId));
    },

    /** The student's attempts, newest first, each with its paper and exam; only those at one exam's paper if given. */
    async listAttempts(userId: string, options: { examId?: string; limit: number }) {
      const filters = [eq(mockAttempts.userId, userId)];
      if (options.examId) filters.push(eq(mockPapers.examId, options.examId));
      return db
        .select({
          attempt: mockAttempts,
          title: mockPapers.title,
          kind: mockPapers.kind,
          examId: mockPapers.examId,
          examSlug: exams.slug,
        })
        .from(mockAttempts)
        .innerJoin(mockPapers, eq(mockPapers.id, mockAttempts.paperId))
        .innerJoin(exams, eq(exams.id, mockPapers.examId))
        .where(and(...filters))
        .orderBy(desc(mockAttempts.startedAt))
        .limit(options.limit);
    },

    /** The paper of a public exam (any exam's for an admin). */
    async findPrintablePaper(examId: string, includePrivate: boolean): Promise<TMockPaperRow | undefined> {
      const [row] = await db
        .select({ paper: mockPapers })
        .from(mockPapers)
        .innerJoin(exams, eq(exams.id, mockPapers.examId))
        .where(and(eq(mockPapers.examId, examId), includePrivate ? undefined : eq(exams.status, 'PUBLIC')));
      return row?.paper;
    },

    async setEndsAt(attemptId: string, endsAt: Date) {
      await db.update(mockAttempts).set({ endsAt }).where(eq(mockAttempts.id, attemptId));
    },

    async setResult(attemptId: string, result: TMockResult) {
      await db.update(mockAttempts).set({ result }).where(eq(mockAttempts.id, attemptId));
    },

    async conceptIdsBySlug(slugs: readonly string[]) {
      if (!slugs.length) return new Map<string, string>();
      const result = await db.execute(
        sql`select id::text as id, slug from math_concepts where slug = any(${sql.param([...slugs])}::text[])`,
      );
      return new Map(rowsOf<{ id: string; slug: string }>(result).map((row) => [row.slug, row.id]));
    },

    /** The student model's concepts by slug, for the forecast. */
    async findMastery(userId: string) {
      const result = await db.execute(sql`
        select c.slug, s.state, s.stability, s.last_review as "lastReview"
        from learning_concept_states s join math_concepts c on c.id = s.concept_id
        where s.user_id = ${userId}`);
      return rowsOf<{ slug: string; state: string; stability: number; lastReview: string | Date | null }>(result);
    },
  };
}

export type TMockExamsRepository = ReturnType<typeof createMockExamsRepository>;
