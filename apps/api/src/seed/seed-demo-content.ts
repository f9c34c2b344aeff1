import { ZAnswerKey } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import {
  exams,
  homeworkAnswers,
  homeworkConcepts,
  homeworkExams,
  homeworks,
  homeworkTypeConcepts,
  homeworkTypes,
  mathConcepts,
  solutionSteps,
} from '../db/schema';
import { escapeHtml } from '../lib/html';
import { buildHomeworkSearchText } from '../modules/catalogue/homework-search-text';
import type { TDemoContent } from './demo-content/demo-content.types';
import { demoGames } from './demo-games';
import { demoTextToHtml, toDisplayMathHtml } from './demo-rich-text';

/** The editor's interactive-homework node playing a demo game. */
const toGameEmbedHtml = (gameId: string) => {
  const demo = demoGames.find((candidate) => candidate.id === gameId);
  if (!demo) throw new Error(`Demo content refers to an unknown game: ${gameId}`);
  return `<div data-type="interactive-homework" data-value="${gameId}" data-label="${escapeHtml(demo.game.name)}"></div>`;
};

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters with the widest table's columns. */
const batchSize = 500;
const chunksOf = <T>(rows: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(rows.length / batchSize) }, (_, index) =>
    rows.slice(index * batchSize, (index + 1) * batchSize),
  );

const requireId = (ids: Map<string, string>, slug: string, what: string) => {
  const id = ids.get(slug);
  if (!id) throw new Error(`Demo content refers to an unknown ${what}: ${slug}`);
  return id;
};

/**
 * Seeds the original demo catalogue (concepts, task types, trial exams, tasks with step-by-step
 * solutions) into an empty catalogue, authored by `authorId`. Returns the number of tasks created.
 */
export async function seedDemoContent(db: TDb, content: TDemoContent, authorId: string | null): Promise<number> {
  const [existing] = await db.select({ id: mathConcepts.id }).from(mathConcepts).limit(1);
  if (existing) return 0;

  return db.transaction(async (tx) => {
    const conceptRows = await tx
      .insert(mathConcepts)
      .values(
        content.concepts.map((concept) => ({
          slug: concept.slug,
          name: concept.name,
          type: concept.type,
          subject: concept.subject ?? 'MATHS',
          aliases: concept.aliases,
          description: demoTextToHtml(concept.description) + (concept.gameIds ?? []).map(toGameEmbedHtml).join(''),
        })),
      )
      .returning({ id: mathConcepts.id, slug: mathConcepts.slug });
    const conceptIds = new Map(conceptRows.map((row) => [row.slug, row.id]));
    const conceptsBySlug = new Map(content.concepts.map((concept) => [concept.slug, concept]));

    const typeIds = new Map<string, string>();
    const orderedTypes = [
      ...content.homeworkTypes.filter((type) => !type.parentSlug),
      ...content.homeworkTypes.filter((type) => type.parentSlug),
    ];
    for (const type of orderedTypes) {
      const [row] = await tx
        .insert(homeworkTypes)
        .values({
          slug: type.slug,
          name: type.name,
          formulas: type.formulas ? demoTextToHtml(type.formulas) : null,
          parentId: type.parentSlug ? requireId(typeIds, type.parentSlug, 'task type') : null,
        })
        .returning({ id: homeworkTypes.id });
      typeIds.set(type.slug, row!.id);
      if (type.domainSlugs.length) {
        await tx.insert(homeworkTypeConcepts).values(
          type.domainSlugs.map((slug) => ({
            homeworkTypeId: row!.id,
            conceptId: requireId(conceptIds, slug, 'concept'),
          })),
        );
      }
    }

    const examRows = await tx
      .insert(exams)
      .values(content.exams.map((exam) => ({ ...exam, subject: exam.subject ?? 'MATHS', status: 'PUBLIC' as const })))
      .returning({ id: exams.id, slug: exams.slug });
    const examIds = new Map(examRows.map((row) => [row.slug, row.id]));

    // Every table in a few statements of up to `batchSize` rows (a statement per task cost a second per hundred
    // tasks on the embedded database, where every test that seeds pays it).
    const prepared = content.tasks.map((task) => ({
      task,
      description: demoTextToHtml(task.description),
      answers: task.answers.map((answer) => demoTextToHtml(answer.answer)),
      answer: task.answer ? demoTextToHtml(task.answer) : null,
    }));
    const homeworkIds = new Map<string, string>();
    for (const chunk of chunksOf(prepared)) {
      const rows = await tx
        .insert(homeworks)
        .values(
          chunk.map(({ task, description, answers, answer }) => ({
            slug: task.slug,
            status: 'PUBLIC' as const,
            adminReviewStatus: 'APPROVED' as const,
            authorId,
            subject: task.subject ?? 'MATHS',
            level: task.level,
            description,
            closed: task.answers.length > 0,
            answer,
            answerKey: task.answerKey ? ZAnswerKey.parse(task.answerKey) : null,
            solutionFormats: ['LATEX'],
            paidSolution: task.paidSolution ?? false,
            hint: task.hint ? demoTextToHtml(task.hint) : null,
            typeId: task.typeSlug ? requireId(typeIds, task.typeSlug, 'task type') : null,
            ratingsAvg: task.rating?.avg ?? 0,
            ratingsCount: task.rating?.count ?? 0,
            searchText: buildHomeworkSearchText({
              description,
              answers,
              answer,
              answerHeldBack: task.paidSolution ?? false,
              concepts: task.conceptSlugs.flatMap((slug) => conceptsBySlug.get(slug) ?? []),
            }),
            createdAt: new Date(task.createdAt),
            updatedAt: new Date(task.createdAt),
          })),
        )
        .returning({ id: homeworks.id, slug: homeworks.slug });
      for (const row of rows) homeworkIds.set(row.slug, row.id);
    }
    const idOf = (slug: string) => requireId(homeworkIds, slug, 'task');
    const answerRows = prepared.flatMap(({ task, answers }) =>
      task.answers.map((option, position) => ({
        homeworkId: idOf(task.slug),
        position,
        label: option.label,
        answer: answers[position]!,
        correct: option.correct,
      })),
    );
    const stepRows = content.tasks.flatMap((task) =>
      task.steps.map((step, index) => ({
        homeworkId: idOf(task.slug),
        order: index + 1,
        title: step.title,
        description: demoTextToHtml(step.description),
        latex: step.latex.trim() ? toDisplayMathHtml(step.latex) : '',
      })),
    );
    const conceptLinkRows = content.tasks.flatMap((task) =>
      task.conceptSlugs.map((slug) => ({
        homeworkId: idOf(task.slug),
        conceptId: requireId(conceptIds, slug, 'concept'),
      })),
    );
    const examPositions = new Map<string, number>();
    const examLinkRows = content.tasks.flatMap((task) =>
      task.exams.map((exam) => {
        const position = (examPositions.get(exam.slug) ?? 0) + 1;
        examPositions.set(exam.slug, position);
        return {
          homeworkId: idOf(task.slug),
          examId: requireId(examIds, exam.slug, 'exam'),
          position,
          points: exam.points,
        };
      }),
    );
    for (const chunk of chunksOf(answerRows)) await tx.insert(homeworkAnswers).values(chunk);
    for (const chunk of chunksOf(stepRows)) await tx.insert(solutionSteps).values(chunk);
    for (const chunk of chunksOf(conceptLinkRows)) await tx.insert(homeworkConcepts).values(chunk);
    for (const chunk of chunksOf(examLinkRows)) await tx.insert(homeworkExams).values(chunk);
    if (authorId) await seedAuthorRating(tx, authorId);
    return content.tasks.length;
  });
}

/**
 * The demo tasks carry ratings without the rows behind them (nobody rated them on this machine), so their
 * author's rating is set from the same figures, or the teacher card would say 'Brak ocen' beside tasks with
 * stars. As with a task, the first real rating recomputes it from the rows (modules/ratings).
 */
async function seedAuthorRating(tx: TDb, authorId: string) {
  await tx.execute(sql`
    update users u
       set homework_rating = coalesce(round(t.total / nullif(t.count, 0), 2), 0),
           homework_rating_count = t.count,
           rating = coalesce(round(t.total / nullif(t.count, 0), 2), 0),
           rating_count = t.count
      from (select coalesce(sum(ratings_avg * ratings_count), 0)::numeric as total,
                   coalesce(sum(ratings_count), 0)::int as count
              from homeworks where author_id = ${authorId}) t
     where u.id = ${authorId}`);
}
