import { isAdmin, mockAttemptMessages, type TMockPrintPaper, type TViewer, toStudentItem } from '@zadania/shared';
import { AppError } from '../../../lib/app-error';
import { isUuid } from '../../../lib/ids';
import type { TMockExamsContext } from '../mock-exams.context';

/** The paper of an exam to print, its items as a student sees them: no keys, no solutions. */
export async function getPrintPaper(ctx: TMockExamsContext, viewer: TViewer, examId: string): Promise<TMockPrintPaper> {
  const paper = isUuid(examId) ? await ctx.repository.findPrintablePaper(examId, isAdmin(viewer)) : undefined;
  if (!paper) throw AppError.notFound(mockAttemptMessages.noPaper);
  return {
    title: paper.title,
    kind: paper.kind,
    durationMinutes: paper.durationMinutes,
    calculatorAllowed: paper.calculatorAllowed,
    maxPoints: paper.items.reduce((sum, item) => sum + item.maxPoints, 0),
    items: paper.items.map(toStudentItem),
  };
}
