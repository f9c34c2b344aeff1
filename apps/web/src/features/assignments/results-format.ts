import type { TAssignmentResults, TMark, TResultsCell, TResultsMark } from '@zadania/shared';
import { assignmentsPl } from './assignments.pl';

/** A percentage as a Polish reader writes it: '66,7 %'. */
export const formatPercent = (percent: number) => `${percent.toLocaleString('pl-PL', { maximumFractionDigits: 1 })} %`;

/**
 * A proposed mark with its short name: '4+ (db)'; 'nb' for a pupil with no work after the due date; null before the
 * due date (no mark yet, the percentage so far only).
 */
export const formatMark = (mark: Pick<TResultsMark, 'mark' | 'label'>) => {
  if (mark.label === null) return null;
  if (mark.mark === null) return mark.label;
  return `${mark.label} (${assignmentsPl.markShort[mark.mark as TMark]})`;
};

/** A pupil as the register lists them: '3. Jan Kowalski' with their register number, else the name alone. */
export const pupilLabel = (pupil: { name: string; registerNumber: number | null }) =>
  pupil.registerNumber === null ? pupil.name : `${pupil.registerNumber}. ${pupil.name}`;

/** The results' cells by pupil and position, and each pupil's mark. */
export function indexResults(results: TAssignmentResults) {
  const cells = new Map<string, TResultsCell>();
  for (const cell of results.cells) cells.set(`${cell.userId}:${cell.position}`, cell);
  const marks = new Map(results.marks.map((mark) => [mark.userId, mark]));
  return {
    cell: (userId: string, position: number) => cells.get(`${userId}:${position}`),
    mark: (userId: string) => marks.get(userId),
  };
}

/** What the marks' notes say: some mark waits for the due date; some pupil has 'nb' (no work). */
export const marksNotes = (marks: readonly Pick<TResultsMark, 'mark' | 'label' | 'noWork'>[]) => ({
  pending: marks.some((mark) => mark.label === null),
  noWork: marks.some((mark) => mark.label !== null && mark.mark === null),
});

/** The class's results per requirement or concept, weakest first (ties keep the server's order). */
export const weakestFirst = <T extends { percent: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.percent - b.percent);
