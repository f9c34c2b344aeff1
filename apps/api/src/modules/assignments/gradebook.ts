import { assignmentCategoryNames, noWorkMarkLabel, readableTitle, type TGradebook } from '@zadania/shared';
import { csvField, resultsFileName } from './assignment-results';

/**
 * A mark's value in a weighted average as Polish registers count it: '4' is 4, '4+' is 4.5 and '4-' is 3.75; 'nb'
 * and a mark not yet proposed count as nothing (null).
 */
export function markValue(label: string | null): number | null {
  if (label === null || label === noWorkMarkLabel) return null;
  const match = /^([1-6])([+-]?)$/.exec(label);
  if (!match) return null;
  const mark = Number(match[1]);
  return match[2] === '+' ? mark + 0.5 : match[2] === '-' ? mark - 0.25 : mark;
}

/** The weighted average of marks (each with its assignment's weight), two decimal places; null without a mark. */
export function weightedAverage(marks: readonly { label: string | null; weight: number }[]): number | null {
  let sum = 0;
  let weights = 0;
  for (const { label, weight } of marks) {
    const value = markValue(label);
    if (value === null) continue;
    sum += value * weight;
    weights += weight;
  }
  return weights > 0 ? Math.round((sum * 100) / weights) / 100 : null;
}

const warsawDay = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** An assignment's column as a register heads it: its title, due date, kind of work and weight. */
export const gradebookColumnTitle = (assignment: TGradebook['assignments'][number]) =>
  `${readableTitle(assignment.title)} (${warsawDay.format(new Date(assignment.dueAt))}, ${
    assignmentCategoryNames[assignment.category]
  }, waga ${assignment.weight})${assignment.archivedAt ? ' [archiwum]' : ''}`;

/**
 * The gradebook as a register takes it: UTF-8 with a BOM, `;` between fields, CRLF line ends, a decimal comma; the
 * pupil's register number, name, one column per assignment (its mark's label, 'nb', or empty while not due or not set
 * for the pupil) and the weighted average.
 */
export function gradebookCsv(gradebook: TGradebook): string {
  const header = ['Nr', 'Uczeń', ...gradebook.assignments.map(gradebookColumnTitle), 'Średnia ważona'];
  const cellAt = new Map(gradebook.cells.map((cell) => [`${cell.userId}:${cell.assignmentId}`, cell]));
  const rows = gradebook.pupils.map((pupil) => [
    pupil.registerNumber === null ? '' : String(pupil.registerNumber),
    pupil.name,
    ...gradebook.assignments.map((assignment) => cellAt.get(`${pupil.id}:${assignment.id}`)?.label ?? ''),
    pupil.average === null ? '' : pupil.average.toFixed(2).replace('.', ','),
  ]);
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}

export const gradebookFileName = (className: string) => resultsFileName('dziennik', className).replace(/^wyniki-/, '');
