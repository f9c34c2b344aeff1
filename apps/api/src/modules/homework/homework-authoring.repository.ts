import type { TApprovalStatus, THomeworkStatus } from '@zadania/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, like, or } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  exams,
  homeworkAnswers,
  homeworkConcepts,
  homeworkExams,
  homeworkReviews,
  homeworks,
  homeworkTypes,
  mathConcepts,
  solutionSteps,
  type THomeworkExamAnswerRow,
  users,
} from '../../db/schema';
import { buildHomeworkSearchText } from '../catalogue/homework-search-text';

/** All SQL of writing tasks: the task row, its answers, steps, concept and exam links, and reviews. */
export function createHomeworkAuthoringRepository(db: TDb) {
  return {
    async findById(id: string) {
      const [row] = await db.select().from(homeworks).where(eq(homeworks.id, id));
      return row;
    },

    findConcepts(ids: string[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          id: mathConcepts.id,
          type: mathConcepts.type,
          name: mathConcepts.name,
          aliases: mathConcepts.aliases,
        })
        .from(mathConcepts)
        .where(inArray(mathConcepts.id, ids));
    },

    async typeExists(id: string) {
      const [row] = await db.select({ id: homeworkTypes.id }).from(homeworkTypes).where(eq(homeworkTypes.id, id));
      return !!row;
    },

    async findExamIds(ids: string[]) {
      if (!ids.length) return [];
      return (await db.select({ id: exams.id }).from(exams).where(inArray(exams.id, ids))).map((row) => row.id);
    },

    /** Slugs equal to `base` or numbered from it (`base-2`, ...). */
    async findSlugsLike(base: string) {
      const rows = await db
        .select({ slug: homeworks.slug })
        .from(homeworks)
        .where(or(eq(homeworks.slug, base), like(homeworks.slug, `${base}-%`)));
      return new Set(rows.map((row) => row.slug));
    },

    /** The new task, or undefined when its slug is taken (see insertWithFreeSlug). */
    async insertUnlessSlugTaken(values: typeof homeworks.$inferInsert) {
      const [row] = await db
        .insert(homeworks)
        .values(values)
        .onConflictDoNothing({ target: homeworks.slug })
        .returning();
      return row;
    },

    async update(id: string, values: Partial<typeof homeworks.$inferInsert>) {
      await db
        .update(homeworks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(homeworks.id, id));
    },

    async delete(id: string) {
      await db.delete(homeworks).where(eq(homeworks.id, id));
    },

    /** Replaces answers, steps, concept links and exam links of a task with the given ones. */
    async replaceRelations(
      homeworkId: string,
      relations: {
        answers: { label: string | null; answer: string; correct: boolean }[];
        steps: { title: string; description: string; latex: string }[];
        conceptIds: string[];
        exams: { examId: string; points: number; answers: THomeworkExamAnswerRow[] }[];
      },
    ) {
      await db.delete(homeworkAnswers).where(eq(homeworkAnswers.homeworkId, homeworkId));
      await db.delete(solutionSteps).where(eq(solutionSteps.homeworkId, homeworkId));
      await db.delete(homeworkConcepts).where(eq(homeworkConcepts.homeworkId, homeworkId));
      await db.delete(homeworkExams).where(eq(homeworkExams.homeworkId, homeworkId));
      if (relations.answers.length) {
        await db
          .insert(homeworkAnswers)
          .values(relations.answers.map((answer, position) => ({ homeworkId, position, ...answer })));
      }
      if (relations.steps.length) {
        await db
          .insert(solutionSteps)
          .values(relations.steps.map((step, index) => ({ homeworkId, order: index + 1, ...step })));
      }
      if (relations.conceptIds.length) {
        await db.insert(homeworkConcepts).values(relations.conceptIds.map((conceptId) => ({ homeworkId, conceptId })));
      }
      if (relations.exams.length) {
        await db
          .insert(homeworkExams)
          .values(relations.exams.map((exam, position) => ({ homeworkId, position, ...exam })));
      }
    },

    async setState(id: string, state: { status: THomeworkStatus; adminReviewStatus: TApprovalStatus | null }) {
      await db
        .update(homeworks)
        .set({ ...state, updatedAt: new Date() })
        .where(eq(homeworks.id, id));
    },

    async insertReview(values: typeof homeworkReviews.$inferInsert) {
      const [row] = await db.insert(homeworkReviews).values(values).returning();
      return row!;
    },

    listReviews(homeworkId: string) {
      return db
        .select({
          review: homeworkReviews,
          reviewer: { id: users.id, username: users.username, displayName: users.displayName },
        })
        .from(homeworkReviews)
        .leftJoin(users, eq(users.id, homeworkReviews.reviewerId))
        .where(eq(homeworkReviews.homeworkId, homeworkId))
        .orderBy(desc(homeworkReviews.createdAt), desc(homeworkReviews.id));
    },

    async countPendingReviews() {
      const [row] = await db
        .select({ value: count() })
        .from(homeworks)
        .where(eq(homeworks.adminReviewStatus, 'PENDING'));
      return row?.value ?? 0;
    },

    /** Ids of the tasks filed under a concept (their search text holds its name and aliases). */
    async findHomeworkIdsOfConcept(conceptId: string) {
      const rows = await db
        .select({ id: homeworkConcepts.homeworkId })
        .from(homeworkConcepts)
        .where(eq(homeworkConcepts.conceptId, conceptId));
      return rows.map((row) => row.id);
    },

    /** Ids of the tasks whose open answer a paid solution holds back. */
    async findIdsWithHeldBackAnswer() {
      const rows = await db
        .select({ id: homeworks.id })
        .from(homeworks)
        .where(and(eq(homeworks.paidSolution, true), isNotNull(homeworks.answer)));
      return rows.map((row) => row.id);
    },

    /** Rebuilds `search_text` of the tasks from their stored title, text, answers and concepts (writes only changes). */
    async rebuildSearchText(homeworkIds: string[]) {
      for (let start = 0; start < homeworkIds.length; start += 500) {
        const ids = homeworkIds.slice(start, start + 500);
        const [tasks, answers, concepts] = await Promise.all([
          db
            .select({
              id: homeworks.id,
              title: homeworks.title,
              description: homeworks.description,
              answer: homeworks.answer,
              paidSolution: homeworks.paidSolution,
              searchText: homeworks.searchText,
            })
            .from(homeworks)
            .where(inArray(homeworks.id, ids)),
          db
            .select({ homeworkId: homeworkAnswers.homeworkId, answer: homeworkAnswers.answer })
            .from(homeworkAnswers)
            .where(inArray(homeworkAnswers.homeworkId, ids))
            .orderBy(asc(homeworkAnswers.position)),
          db
            .select({ homeworkId: homeworkConcepts.homeworkId, name: mathConcepts.name, aliases: mathConcepts.aliases })
            .from(homeworkConcepts)
            .innerJoin(mathConcepts, eq(mathConcepts.id, homeworkConcepts.conceptId))
            .where(inArray(homeworkConcepts.homeworkId, ids))
            .orderBy(asc(mathConcepts.name)),
        ]);
        for (const task of tasks) {
          const searchText = buildHomeworkSearchText({
            title: task.title,
            description: task.description,
            answer: task.answer,
            answerHeldBack: task.paidSolution,
            answers: answers.filter((row) => row.homeworkId === task.id).map((row) => row.answer),
            concepts: concepts.filter((row) => row.homeworkId === task.id),
          });
          if (searchText !== task.searchText) {
            await db.update(homeworks).set({ searchText }).where(eq(homeworks.id, task.id));
          }
        }
      }
    },
  };
}
