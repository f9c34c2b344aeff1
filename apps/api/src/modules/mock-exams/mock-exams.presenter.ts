import {
  type TMockAttempt,
  type TMockAttemptSummary,
  type TMockItem,
  type TMockPaperSummary,
  toStudentItem,
} from '@zadania/shared';
import { escapeHtml } from '../../lib/html';
import type { TMockAttemptRow, TMockPaperRow } from './mock-exams.repository';

const minuteMs = 60_000;

/** The time the attempt was given: the paper's, or its extended time. */
export const attemptMinutes = (attempt: TMockAttemptRow, paper: TMockPaperRow) =>
  attempt.extendedTime ? paper.extendedDurationMinutes : paper.durationMinutes;

/** Seconds added to the attempt's end for the time its items took to appear. */
export const givenBackSeconds = (attempt: TMockAttemptRow, paper: TMockPaperRow) =>
  Math.max(
    0,
    Math.round(
      (attempt.endsAt.getTime() - attempt.startedAt.getTime() - attemptMinutes(attempt, paper) * minuteMs) / 1000,
    ),
  );

/** The right answer of a non-open item as HTML, for the review after submission. */
function correctHtmlOf(item: TMockItem): string | null {
  switch (item.type) {
    case 'CLOSED':
      return `<p>${escapeHtml(item.correct)}</p>`;
    case 'TRUE_FALSE':
      return item.statements.map((statement) => `<p>${statement.correct ? 'P' : 'F'}</p>`).join('');
    case 'MATCHING':
      return `<p>${item.prompts.map((prompt, index) => `${index + 1}. ${escapeHtml(prompt.correct)}`).join(', ')}</p>`;
    case 'OPEN':
      return null;
  }
}

export const paperSummary = (paper: TMockPaperRow): TMockPaperSummary => ({
  title: paper.title,
  kind: paper.kind,
  durationMinutes: paper.durationMinutes,
  extendedDurationMinutes: paper.extendedDurationMinutes,
  calculatorAllowed: paper.calculatorAllowed,
  items: paper.items.length,
  maxPoints: paper.items.reduce((sum, item) => sum + item.maxPoints, 0),
});

/** The attempt's saved answers by position, each with the version its last save gave it. */
export const answerList = (attempt: TMockAttemptRow) =>
  Object.entries(attempt.answers)
    .map(([position, answer]) => ({
      position: Number(position),
      answer,
      version: attempt.answerVersions[position] ?? 0,
    }))
    .sort((a, b) => a.position - b.position);

/** The attempt as its student sees it at `now`: items without their keys; once submitted, the result and solutions. */
export const presentAttempt = (attempt: TMockAttemptRow, paper: TMockPaperRow, now: Date): TMockAttempt => {
  const submitted = !!attempt.submittedAt;
  return {
    attemptId: attempt.id,
    examId: paper.examId,
    title: paper.title,
    kind: paper.kind,
    calculatorAllowed: paper.calculatorAllowed,
    // The paper's time: seconds given back for items slow to appear move the end, not the time allowed.
    durationMinutes: attemptMinutes(attempt, paper),
    extendedTime: attempt.extendedTime,
    startedAt: attempt.startedAt.toISOString(),
    endsAt: attempt.endsAt.toISOString(),
    now: now.toISOString(),
    submittedAt: attempt.submittedAt?.toISOString() ?? null,
    submittedBy: attempt.submittedBy ?? null,
    practice: attempt.practice,
    items: paper.items.map(toStudentItem),
    answers: answerList(attempt),
    result: attempt.result ?? null,
    solutions: submitted
      ? paper.items.map((item) => ({
          position: item.position,
          correctHtml: correctHtmlOf(item),
          modelSolutionHtml: item.type === 'OPEN' ? item.modelSolutionHtml : null,
          rubric:
            item.type === 'OPEN'
              ? item.rubric.steps.map(({ description, points, expected }) => ({ description, points, expected }))
              : [],
        }))
      : null,
  };
};

/** An attempt as the lists of the exam page and the dashboard show it. */
export const attemptSummary = (
  attempt: TMockAttemptRow,
  paper: { title: string; kind: TMockAttemptSummary['kind']; examId: string; examSlug: string },
): TMockAttemptSummary => ({
  attemptId: attempt.id,
  examId: paper.examId,
  examSlug: paper.examSlug,
  title: paper.title,
  kind: paper.kind,
  startedAt: attempt.startedAt.toISOString(),
  endsAt: attempt.endsAt.toISOString(),
  submittedAt: attempt.submittedAt?.toISOString() ?? null,
  submittedBy: attempt.submittedBy ?? null,
  practice: attempt.practice,
  result: attempt.result
    ? {
        points: attempt.result.points,
        maxPoints: attempt.result.maxPoints,
        percent: attempt.result.percent,
        selfAssessmentMaxPoints: attempt.result.selfAssessmentMaxPoints,
        selfAssessedPoints: attempt.result.selfAssessment?.points ?? null,
        forecast: attempt.result.forecast,
      }
    : null,
});
