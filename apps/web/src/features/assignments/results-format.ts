import type { TAssignmentResults, TMark, TResultsCell, TResultsMark } from '@zadania/shared';
import { assignmentsPl } from './assignments.pl';

/** A percentage as a Polish reader writes it: '66,7 %'. */
export const formatPercent = (percent: number) => `${percent.toLocaleString('pl-PL', { maximumFractionDigits: 1 })} %`;

/** A proposed mark with its short name: '4+ (db)'. */
export const formatMark = (mark: Pick<TResultsMark, 'mark' | 'label'>) =>
  `${mark.label} (${assignmentsPl.markShort[mark.mark as TMark]})`;

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

/** The class's results per requirement or concept, weakest first (ties keep the server's order). */
export const weakestFirst = <T extends { percent: number }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.percent - b.percent);
