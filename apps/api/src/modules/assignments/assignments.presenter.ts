import {
  policiesFor,
  readableTitle,
  type TAssignment,
  type TAssignmentItem,
  type TAssignmentProgress,
  type TAssignmentSummary,
  type TViewerIn,
} from '@zadania/shared';
import { escapeHtml } from '../../lib/html';
import type {
  TAssignmentItemRow,
  TAssignmentRow,
  TAssignmentsRepository,
  TAssignmentTask,
  TItemStats,
} from './assignments.repository';

/** The facts an assignment's rules read (`policiesFor(viewer, 'assignment', …)`). */
export type TAssignmentResource = {
  teacherIds: string[];
  archived: boolean;
  setForViewer: boolean;
  assignmentArchived: boolean;
};

export const mathHtml = (latex: string) =>
  `<p><span data-type="inline-math" data-latex="${escapeHtml(latex)}"></span></p>`;

/** The right answer of a task as HTML (a closed task: its right choices). */
export function expectedAnswer(task: TAssignmentTask) {
  if (task.closed) {
    return task.choices
      .filter((choice) => choice.correct)
      .map((choice) => (choice.label ? `<p>${escapeHtml(choice.label)}.</p>${choice.answer}` : choice.answer))
      .join('');
  }
  return task.answer || mathHtml(task.answerKey?.value ?? '');
}

/** A pupil's progress on an assignment at `at`: answered, right, late, and TODO / DONE / LATE. */
export function presentProgress(
  row: TAssignmentRow,
  itemCount: number,
  stats: readonly TItemStats[],
  at: Date,
): TAssignmentProgress {
  const mine = stats.filter((stat) => stat.assignmentId === row.id);
  const finished = mine.filter((stat) => stat.correct || (row.attempts !== null && stat.attempts >= row.attempts));
  const done = itemCount > 0 && finished.length >= itemCount;
  return {
    answered: mine.length,
    correct: mine.filter((stat) => stat.correct).length,
    itemCount,
    late: mine.some((stat) => stat.late),
    status: done ? 'DONE' : at > row.dueAt ? 'LATE' : 'TODO',
  };
}

export function presentSummary(
  viewer: TViewerIn,
  row: TAssignmentRow,
  facts: {
    className: string;
    itemCount: number;
    pupilCount: number;
    resource: TAssignmentResource;
    progress: TAssignmentProgress | null;
    /** Teachers' view: some pupil answered it. */
    hasAnswers?: boolean;
  },
): TAssignmentSummary {
  return {
    id: row.id,
    classId: row.classId,
    className: facts.className,
    title: readableTitle(row.title),
    startsAt: row.startsAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    attempts: row.attempts,
    late: row.late,
    solutionsAfterDue: row.solutionsAfterDue,
    itemCount: facts.itemCount,
    pupilCount: facts.pupilCount,
    progress: facts.progress,
    weight: row.weight,
    category: row.category,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    hasAnswers: facts.hasAnswers ?? false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    policies: policiesFor(viewer, 'assignment', facts.resource),
  };
}

const requirementsOf = (item: TAssignmentItemRow) =>
  item.requirements.flatMap((key) => {
    const colon = key.indexOf(':');
    return colon > 0 ? [{ system: key.slice(0, colon), code: key.slice(colon + 1) }] : [];
  });

/** An item as it is defined, without a pupil's task, progress or solution. */
export const presentDefinitionItem = (item: TAssignmentItemRow, answered = false): TAssignmentItem => ({
  position: item.position,
  kind: item.kind,
  homeworkId: item.homeworkId,
  generatorId: item.generatorId,
  examId: item.examId,
  title: readableTitle(item.title),
  maxPoints: item.maxPoints,
  requirements: requirementsOf(item),
  weight: item.weight,
  answered,
  conceptIds: item.kind === 'GOAL' ? item.conceptIds : [],
  goalLevel: item.kind === 'GOAL' ? item.goalLevel : null,
  task: null,
  progress: null,
  solution: null,
  mock: null,
  goal: null,
});

/**
 * The teachers' view: the definition and the pupils it is set for. `answeredPositions` reads the answers and the
 * counted mock paper attempts.
 */
export async function presentTeacherView(
  repository: TAssignmentsRepository,
  answeredPositions: (row: TAssignmentRow, items: readonly TAssignmentItemRow[]) => Promise<number[]>,
  viewer: TViewerIn,
  row: TAssignmentRow,
  className: string,
  resource: TAssignmentResource,
) {
  const [items, pupils] = await Promise.all([repository.itemsOf([row.id]), repository.pupilsOf(row.id)]);
  const answered = await answeredPositions(row, items);
  return {
    ...presentSummary(viewer, row, {
      className,
      itemCount: items.length,
      pupilCount: pupils.length,
      resource,
      progress: null,
      hasAnswers: answered.length > 0,
    }),
    items: items.map((item) => presentDefinitionItem(item, answered.includes(item.position))),
    pupils: pupils.map(({ id, username, name }) => ({ id, username, name })),
  } satisfies TAssignment;
}
