import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  exams,
  homeworkAnswers,
  homeworkConcepts,
  homeworkExams,
  homeworks,
  homeworkTypes,
  homeworkUnlocks,
  mathConcepts,
  solutionSteps,
  users,
} from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { findHomeworksBookNode } from '../coursebooks/coursebooks.repository';

/** A task's answer choices in their order, with the right ones marked. */
export const selectAnswerChoices = (db: TDb, homeworkId: string) =>
  db
    .select({
      id: homeworkAnswers.id,
      label: homeworkAnswers.label,
      answer: homeworkAnswers.answer,
      correct: homeworkAnswers.correct,
    })
    .from(homeworkAnswers)
    .where(eq(homeworkAnswers.homeworkId, homeworkId))
    .orderBy(asc(homeworkAnswers.position));

export function createHomeworkRepository(db: TDb) {
  return {
    /** The book page or exercise a task is attached to (issue 20, `homeworksBookNode`). */
    findHomeworksBookNode: (nodeId: string) => findHomeworksBookNode(db, nodeId),

    async findByIdOrSlug(idOrSlug: string) {
      const [row] = await db
        .select({
          homework: homeworks,
          author: { id: users.id, username: users.username, displayName: users.displayName },
          type: { id: homeworkTypes.id, name: homeworkTypes.name, slug: homeworkTypes.slug },
        })
        .from(homeworks)
        .leftJoin(users, eq(users.id, homeworks.authorId))
        .leftJoin(homeworkTypes, eq(homeworkTypes.id, homeworks.typeId))
        .where(isUuid(idOrSlug) ? eq(homeworks.id, idOrSlug) : eq(homeworks.slug, idOrSlug));
      return row;
    },

    /** Answers, concepts and exams of one task, read together. */
    async findRelations(homeworkId: string) {
      const [answers, concepts, examRefs] = await Promise.all([
        selectAnswerChoices(db, homeworkId),
        db
          .select({ id: mathConcepts.id, slug: mathConcepts.slug, name: mathConcepts.name, type: mathConcepts.type })
          .from(homeworkConcepts)
          .innerJoin(mathConcepts, eq(mathConcepts.id, homeworkConcepts.conceptId))
          .where(eq(homeworkConcepts.homeworkId, homeworkId))
          .orderBy(asc(mathConcepts.name)),
        db
          .select({ id: homeworkExams.id, points: homeworkExams.points, answers: homeworkExams.answers, exam: exams })
          .from(homeworkExams)
          .innerJoin(exams, eq(exams.id, homeworkExams.examId))
          .where(eq(homeworkExams.homeworkId, homeworkId))
          .orderBy(asc(exams.date)),
      ]);
      return { answers, concepts, examRefs };
    },

    findSteps(homeworkId: string) {
      return db
        .select({
          id: solutionSteps.id,
          order: solutionSteps.order,
          title: solutionSteps.title,
          description: solutionSteps.description,
          latex: solutionSteps.latex,
        })
        .from(solutionSteps)
        .where(eq(solutionSteps.homeworkId, homeworkId))
        .orderBy(asc(solutionSteps.order));
    },

    /** What the user has bought of the task with tokens (its paid solution, its hint). */
    async findUnlockTypes(userId: string, homeworkId: string) {
      const rows = await db
        .select({ type: homeworkUnlocks.type })
        .from(homeworkUnlocks)
        .where(and(eq(homeworkUnlocks.userId, userId), eq(homeworkUnlocks.homeworkId, homeworkId)));
      return rows.map((row) => row.type);
    },
  };
}
