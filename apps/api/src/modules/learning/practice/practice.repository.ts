import type { TAnswerKey, TLearningLevel } from '@zadania/shared';
import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import {
  exams,
  homeworkAnswers,
  homeworks,
  learningAttempts,
  learningConceptStates,
  learningItemRatings,
  learningSessionItems,
  learningSessions,
  mathConcepts,
  solutionSteps,
} from '../../../db/schema';
import { rowsOf } from '../../../lib/sql-rows';
import { selectAnswerChoices } from '../../homework/homework.repository';
import { proofTaskSql } from '../../homework/proof-tasks';
import type { TPlannedItem } from './practice-planner';

/**
 * A task the platform can check by machine and may explain in full: public, not sold (its answer and steps are
 * part of a paid solution otherwise), with concepts, not a proof (issue 57: whatever its key says, `proof-tasks.ts`),
 * and either an answer key (open) or a right choice (closed).
 */
const checkable = sql`${homeworks.status} = 'PUBLIC' and not ${homeworks.paidSolution}
  and cardinality(${homeworks.conceptIds}) > 0 and not ${proofTaskSql}
  and ((not ${homeworks.closed} and ${homeworks.answerKey} is not null)
    or (${homeworks.closed} and exists (select 1 from ${homeworkAnswers}
      where ${homeworkAnswers.homeworkId} = ${homeworks.id} and ${homeworkAnswers.correct})))`;

/** The level of each exam a task was set at: E8 (also the old gimnazjum exam), the basic or the extended matura. */
const examLevelsSql = sql<TLearningLevel[]>`coalesce((select array_agg(case
    when ${exams.type} = 'MATURA' and ${exams.level} = 'ADVANCED' then 'MATURA_R'
    when ${exams.type} = 'MATURA' then 'MATURA_P'
    else 'E8' end)
  from ${exams} where ${exams.id} = any(${homeworks.examIds})), '{}')`;

/** A task as a session shows it before it is answered. */
export type TTaskToShow = {
  id: string;
  slug: string;
  description: string;
  closed: boolean;
  conceptIds: string[];
  answerCheck: { kind: TAnswerKey['kind'] } | null;
  choices: { id: string; label: string | null; answer: string }[];
};

/** All SQL of practice: what can be practised, the student's recent answers, sessions and their items. */
export function createPracticeRepository(db: TDb) {
  return {
    /** The tasks practice may offer, with what their level is read from (`catalogue-task-level.ts`). */
    checkableTasks: () =>
      db
        .select({
          id: homeworks.id,
          conceptIds: homeworks.conceptIds,
          schoolLevel: homeworks.level,
          examLevels: examLevelsSql,
        })
        .from(homeworks)
        .where(checkable),

    async itemRatings(itemIds: readonly string[]) {
      if (itemIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ itemId: learningItemRatings.itemId, rating: learningItemRatings.rating })
        .from(learningItemRatings)
        .where(inArray(learningItemRatings.itemId, [...itemIds]));
      return new Map(rows.map((row) => [row.itemId, row.rating]));
    },

    conceptStates: (userId: string) =>
      db
        .select({
          conceptId: learningConceptStates.conceptId,
          state: learningConceptStates.state,
          due: learningConceptStates.due,
        })
        .from(learningConceptStates)
        .where(eq(learningConceptStates.userId, userId)),

    async answeredRightSince(userId: string, since: Date) {
      const rows = await db
        .selectDistinct({ itemId: learningAttempts.itemId })
        .from(learningAttempts)
        .where(
          and(
            eq(learningAttempts.userId, userId),
            eq(learningAttempts.correct, true),
            gt(learningAttempts.createdAt, since),
          ),
        );
      return new Set(rows.map((row) => row.itemId));
    },

    /**
     * Days in a row (in Poland) with an answer, ending `today` or the day before (a streak is not lost before the
     * day is over): one index probe per day of the streak, however long the history.
     */
    async streakDays(userId: string, today: string) {
      const answeredOn = (day: SQL) => sql`exists (select 1 from ${learningAttempts}
        where ${learningAttempts.userId} = ${userId}
          and ${learningAttempts.createdAt} >= (${day})::timestamp at time zone 'Europe/Warsaw'
          and ${learningAttempts.createdAt} < ((${day}) + 1)::timestamp at time zone 'Europe/Warsaw')`;
      const result = await db.execute(sql`
        with recursive streak(day) as (
          (select d from (values (${today}::date), (${today}::date - 1)) as start(d)
            where ${answeredOn(sql.raw('d'))} order by d desc limit 1)
          union all
          select day - 1 from streak where ${answeredOn(sql.raw('day - 1'))} and day > ${today}::date - 400
        )
        select count(*)::int as days from streak`);
      return Number(rowsOf<{ days: number }>(result)[0]?.days ?? 0);
    },

    /** The student's newest session since `since` that has items left, with how many are answered. */
    async openSession(userId: string, since: Date) {
      const [row] = await db
        .select({
          id: learningSessions.id,
          total: sql<number>`count(*)::int`,
          answered: sql<number>`count(${learningSessionItems.answeredAt})::int`,
        })
        .from(learningSessions)
        .innerJoin(learningSessionItems, eq(learningSessionItems.sessionId, learningSessions.id))
        .where(and(eq(learningSessions.userId, userId), gt(learningSessions.createdAt, since)))
        .groupBy(learningSessions.id, learningSessions.createdAt)
        .having(sql`count(${learningSessionItems.answeredAt}) < count(*)`)
        .orderBy(sql`${learningSessions.createdAt} desc`)
        .limit(1);
      return row ?? null;
    },

    async conceptNames(conceptIds: readonly string[]) {
      if (conceptIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: mathConcepts.id, name: mathConcepts.name })
        .from(mathConcepts)
        .where(inArray(mathConcepts.id, [...conceptIds]));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    /** Concept ids by slug, of the given slugs that exist. */
    async conceptIdsBySlug(slugs: readonly string[]) {
      if (slugs.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: mathConcepts.id, slug: mathConcepts.slug })
        .from(mathConcepts)
        .where(inArray(mathConcepts.slug, [...slugs]));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    /** The tasks as a session shows them: statement and choices, never which choice is right. */
    async tasksToShow(homeworkIds: readonly string[]): Promise<Map<string, TTaskToShow>> {
      if (homeworkIds.length === 0) return new Map();
      const [tasks, choices] = await Promise.all([
        db
          .select({
            id: homeworks.id,
            slug: homeworks.slug,
            description: homeworks.description,
            closed: homeworks.closed,
            answerKey: homeworks.answerKey,
            conceptIds: homeworks.conceptIds,
            proof: sql<boolean>`${proofTaskSql}`,
          })
          .from(homeworks)
          // A task withdrawn (made private, removed for copyright) since the plan is no longer shown.
          .where(and(inArray(homeworks.id, [...homeworkIds]), eq(homeworks.status, 'PUBLIC'))),
        db
          .select({
            id: homeworkAnswers.id,
            homeworkId: homeworkAnswers.homeworkId,
            label: homeworkAnswers.label,
            answer: homeworkAnswers.answer,
          })
          .from(homeworkAnswers)
          .where(inArray(homeworkAnswers.homeworkId, [...homeworkIds]))
          .orderBy(asc(homeworkAnswers.homeworkId), asc(homeworkAnswers.position)),
      ]);
      return new Map(
        tasks.map((task) => [
          task.id,
          {
            id: task.id,
            slug: task.slug,
            description: task.description,
            closed: task.closed,
            conceptIds: task.conceptIds,
            // A proof (an old session's) gets no field to fill.
            answerCheck:
              !task.closed && task.answerKey && !task.proof ? { kind: (task.answerKey as TAnswerKey).kind } : null,
            choices: task.closed
              ? choices.filter((choice) => choice.homeworkId === task.id).map(({ homeworkId: _, ...choice }) => choice)
              : [],
          },
        ]),
      );
    },

    /** What checking and explaining an answer needs: the key, the choices with the right one, the steps. */
    async taskToCheck(homeworkId: string) {
      const [task] = await db
        .select({
          id: homeworks.id,
          closed: homeworks.closed,
          description: homeworks.description,
          answer: homeworks.answer,
          answerKey: homeworks.answerKey,
          conceptIds: homeworks.conceptIds,
          checkable: sql<boolean>`${checkable}`,
          proof: sql<boolean>`${proofTaskSql}`,
        })
        .from(homeworks)
        .where(eq(homeworks.id, homeworkId));
      if (!task) return undefined;
      const [choices, steps] = await Promise.all([
        selectAnswerChoices(db, homeworkId),
        db
          .select({ title: solutionSteps.title, description: solutionSteps.description, latex: solutionSteps.latex })
          .from(solutionSteps)
          .where(eq(solutionSteps.homeworkId, homeworkId))
          .orderBy(asc(solutionSteps.order)),
      ]);
      return { ...task, choices, steps };
    },

    async insertSession(
      userId: string,
      items: readonly (TPlannedItem & { generatorId?: string | null; seed?: number | null })[],
    ) {
      const [session] = await db.insert(learningSessions).values({ userId }).returning();
      await db.insert(learningSessionItems).values(
        items.map((item, index) => ({
          sessionId: session!.id,
          position: index + 1,
          homeworkId: item.homeworkId,
          generatorId: item.generatorId ?? null,
          seed: item.seed ?? null,
          conceptId: item.conceptId,
          reason: item.reason,
        })),
      );
      return session!;
    },

    /** The viewer's own session with its items; undefined for anybody else's. */
    async findSession(sessionId: string, userId: string) {
      const [session] = await db
        .select()
        .from(learningSessions)
        .where(and(eq(learningSessions.id, sessionId), eq(learningSessions.userId, userId)));
      if (!session) return undefined;
      const items = await db
        .select()
        .from(learningSessionItems)
        .where(eq(learningSessionItems.sessionId, sessionId))
        .orderBy(asc(learningSessionItems.position));
      return { session, items };
    },

    /** Marks the item answered unless it already was (two tabs: one wins); the row when this call won. */
    async markAnswered(sessionId: string, position: number, correct: boolean, at: Date) {
      const [row] = await db
        .update(learningSessionItems)
        .set({ correct, answeredAt: at })
        .where(
          and(
            eq(learningSessionItems.sessionId, sessionId),
            eq(learningSessionItems.position, position),
            isNull(learningSessionItems.answeredAt),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type TPracticeRepository = ReturnType<typeof createPracticeRepository>;
