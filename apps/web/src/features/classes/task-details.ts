import { useQuery } from '@tanstack/react-query';
import { readableTitle, type THomework, type THomeworkCard } from '@zadania/shared';
import { toPlainText } from '../../lib/rich-text/plain-text';
import { courseEditorApi, courseEditorKeys } from '../course-editor';

/** A task in full (GET /api/homework/{id}): its exams, requirements and answer; shared with the chosen items' names. */
export const useTaskDetails = (id: string, enabled = true) =>
  useQuery({
    queryKey: courseEditorKeys.homework(id),
    queryFn: ({ signal }) => courseEditorApi.homework(id, signal),
    enabled,
  });

/**
 * Whether the task can be set for a class, as the server decides (docs/schools.md, Setting one): an open task with an
 * answer key or a closed one with a right choice, its solution not paid for.
 */
export const taskCheckable = (task: THomework): boolean =>
  !task.answerHeldBack && (task.answerCheck !== null || (task.closed && task.answers.some((answer) => answer.correct)));

/** A task's name as text: its title with TeX made readable, or the start of its description with math as text. */
export const taskName = (task: Pick<THomeworkCard, 'title' | 'description'>): string =>
  task.title ? readableTitle(task.title) : toPlainText(task.description, 120);
