import type { TMockPaperSummary } from '@zadania/shared';
import type { TMockExamsContext } from '../mock-exams.context';
import { paperSummary } from '../mock-exams.presenter';

/** The paper an exam offers against the clock, for the exam page. */
export async function getExamPaper(ctx: TMockExamsContext, examId: string): Promise<TMockPaperSummary | null> {
  const paper = await ctx.repository.findPaperOfExam(examId);
  return paper ? paperSummary(paper) : null;
}
