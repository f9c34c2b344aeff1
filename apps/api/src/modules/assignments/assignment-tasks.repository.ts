import type { TAnswerKey } from '@zadania/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { homeworkAnswers, homeworks, mathConcepts, solutionSteps } from '../../db/schema';

export type TAssignmentTask = {
  id: string;
  slug: string;
  title: string | null;
  description: string;
  status: string;
  paidSolution: boolean;
  closed: boolean;
  answer: string | null;
  answerKey: TAnswerKey | null;
  conceptIds: string[];
  requirements: string[];
  choices: { id: string; label: string | null; answer: string; correct: boolean }[];
};

/** The tasks and concepts an assignment is made of, read from the catalogue's tables (part of the assignments' SQL). */
export function createAssignmentTasksRepository(db: TDb) {
  return {
    /** Tasks as an assignment needs them: to set (checkable?), to show, to check and to explain. */
    async tasks(homeworkIds: readonly string[]) {
      if (homeworkIds.length === 0) return new Map<string, TAssignmentTask>();
      const ids = [...new Set(homeworkIds)];
      // One after the other: inside a transaction both run on its one connection.
      const rows = await db
        .select({
          id: homeworks.id,
          slug: homeworks.slug,
          title: homeworks.title,
          description: homeworks.description,
          status: homeworks.status,
          paidSolution: homeworks.paidSolution,
          closed: homeworks.closed,
          answer: homeworks.answer,
          answerKey: homeworks.answerKey,
          conceptIds: homeworks.conceptIds,
          requirements: homeworks.requirements,
        })
        .from(homeworks)
        .where(inArray(homeworks.id, ids));
      const choices = await db
        .select({
          id: homeworkAnswers.id,
          homeworkId: homeworkAnswers.homeworkId,
          label: homeworkAnswers.label,
          answer: homeworkAnswers.answer,
          correct: homeworkAnswers.correct,
        })
        .from(homeworkAnswers)
        .where(inArray(homeworkAnswers.homeworkId, ids))
        .orderBy(asc(homeworkAnswers.homeworkId), asc(homeworkAnswers.position));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            ...row,
            answerKey: (row.answerKey as TAnswerKey | null) ?? null,
            choices: choices
              .filter((choice) => choice.homeworkId === row.id)
              .map(({ homeworkId: _, ...choice }) => choice),
          },
        ]),
      );
    },

    solutionStepsOf: (homeworkId: string) =>
      db
        .select({ title: solutionSteps.title, description: solutionSteps.description, latex: solutionSteps.latex })
        .from(solutionSteps)
        .where(eq(solutionSteps.homeworkId, homeworkId))
        .orderBy(asc(solutionSteps.order)),

    conceptIdsBySlugs: async (slugs: readonly string[]) =>
      slugs.length === 0
        ? []
        : (
            await db
              .select({ id: mathConcepts.id })
              .from(mathConcepts)
              .where(inArray(mathConcepts.slug, [...slugs]))
          ).map((row) => row.id),

    conceptNames: async (ids: readonly string[]) =>
      ids.length === 0
        ? new Map<string, string>()
        : new Map(
            (
              await db
                .select({ id: mathConcepts.id, name: mathConcepts.name })
                .from(mathConcepts)
                .where(inArray(mathConcepts.id, [...ids]))
            ).map((row) => [row.id, row.name]),
          ),
  };
}
