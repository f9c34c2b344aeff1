import { courseMessages as m, type TViewerIn, type ZCourseQuizSubmit } from '@zadania/shared';
import type { z } from 'zod';
import { AppError } from '../../../lib/app-error';
import type { TCoursesContext } from '../courses.context';
import { createCoursesRepository } from '../courses.repository';

/**
 * POST /course-node/{id}/quiz: every task answered at once; the score is kept (the best one) and the quiz done; each
 * answer is an attempt (COURSE_QUIZ) in the student's log and model. The right answers come back with the verdicts,
 * so the student sees what to learn from each mistake.
 */
export async function submitCourseQuiz(
  ctx: TCoursesContext,
  viewer: TViewerIn,
  nodeId: string,
  input: z.output<typeof ZCourseQuizSubmit>,
) {
  const { node, row } = await ctx.openable(viewer, nodeId);
  if (node.type !== 'QUIZ') throw AppError.badRequest(m.notQuiz);
  const chosen = new Map(input.answers.map((answer) => [answer.homeworkId, answer.answerId]));
  if (node.homeworkIds.some((id) => !chosen.has(id)) || chosen.size !== node.homeworkIds.length) {
    throw AppError.badRequest(m.quizAnswers);
  }
  const correct = await ctx.repository.correctAnswers(node.homeworkIds);
  const results = node.homeworkIds.map((homeworkId) => {
    const correctAnswerIds = correct.filter((answer) => answer.homeworkId === homeworkId).map((answer) => answer.id);
    return { homeworkId, correct: correctAnswerIds.includes(chosen.get(homeworkId)!), correctAnswerIds };
  });
  const score = results.filter((result) => result.correct).length;
  await ctx.uow.run(async (tx) => {
    const repo = createCoursesRepository(tx);
    await repo.saveProgress({
      nodeId,
      userId: viewer.id,
      courseId: row.id,
      done: true,
      quizCorrect: score,
      quizTotal: results.length,
    });
    await repo.setLastNode(row.id, viewer.id, node.id);
    await ctx.learning?.recordAnswersIn(
      tx,
      viewer.id,
      'COURSE_QUIZ',
      results.map((result) => ({
        itemId: result.homeworkId,
        answer: chosen.get(result.homeworkId)!,
        correct: result.correct,
      })),
    );
  });
  return {
    message: `Wynik: ${score} z ${results.length}.`,
    correct: score,
    total: results.length,
    results,
  };
}
