import { bindUseCases } from '../../lib/use-cases';
import { createMockExamsContext, type TMockExamsDeps } from './mock-exams.context';
import { getAttempt } from './use-cases/get-attempt';
import { getExamPaper } from './use-cases/get-exam-paper';
import { getPrintPaper } from './use-cases/get-print-paper';
import { listAttempts } from './use-cases/list-attempts';
import { markItemsShown } from './use-cases/mark-items-shown';
import { saveAnswers } from './use-cases/save-answers';
import { selfAssess } from './use-cases/self-assess';
import { startAttempt } from './use-cases/start-attempt';
import { submitAttempt } from './use-cases/submit-attempt';
import { submitExpiredAttempts } from './use-cases/submit-expired-attempts';

/**
 * Mock exams against the clock, the CKE way (issue 37, item 3). The server's clock rules: an attempt's end is fixed
 * when it starts; answers saved after it are refused, and an attempt past its end is submitted by whatever touches
 * it next (its student opening or saving it). One attempt in progress per student and paper: starting again (a
 * second tab, a double click) returns it. A paper handed in starts again the next day (Europe/Warsaw), as practice:
 * the student has seen its key, so neither the student model nor the forecast learns from a retake.
 */
export function createMockExamsService(deps: TMockExamsDeps) {
  const ctx = createMockExamsContext(deps);
  return bindUseCases(ctx, {
    getExamPaper,
    startAttempt,
    getAttempt,
    saveAnswers,
    submitExpiredAttempts,
    submitAttempt,
    listAttempts,
    selfAssess,
    markItemsShown,
    getPrintPaper,
  });
}

export type TMockExamsService = ReturnType<typeof createMockExamsService>;
