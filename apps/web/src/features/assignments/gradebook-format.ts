import type { TGradebook } from '@zadania/shared';

export type TGradebookCell = TGradebook['cells'][number];

/** The gradebook's cells by pupil and assignment. */
export function indexGradebook(gradebook: TGradebook) {
  const cells = new Map<string, TGradebookCell>();
  for (const cell of gradebook.cells) cells.set(`${cell.userId}:${cell.assignmentId}`, cell);
  return (userId: string, assignmentId: string) => cells.get(`${userId}:${assignmentId}`);
}

/** A weighted average as a Polish register writes it: '4,25'; null (no marks yet) as a dash. */
export const formatAverage = (average: number | null) =>
  average === null ? '—' : average.toLocaleString('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Which legends the gradebook needs: a mark still to come, 'nb', late work. */
export const gradebookLegends = (gradebook: TGradebook) => ({
  pending: gradebook.cells.some((cell) => cell.label === null),
  noWork: gradebook.cells.some((cell) => cell.label !== null && cell.mark === null),
  late: gradebook.cells.some((cell) => cell.late),
});
