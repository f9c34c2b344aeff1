import { ZAnswerKey } from '@zadania/shared';
import { isAnswerCorrect, isReadableAnswerKey } from '../../../modules/answer-checking/answer-equality';
import type { TDemoSubjectContent, TDemoTask } from '../demo-content.types';

/** What a subject's shelf holds at least (issue 73): concept articles and solved tasks. */
export const shelfMinimum = { concepts: 8, tasks: 25 } as const;

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * What an editor would send back in one subject's shelf, as `slug: problem` lines: too few items, slugs not in
 * kebab case, concepts or exams a task names that do not exist, closed tasks whose options are not lettered A–D
 * with exactly one correct, open tasks without a readable key that accepts its own value, solutions without steps.
 * `knownConcepts` and `knownExams` are every slug of the whole demo catalogue.
 */
export function shelfProblems(
  shelf: TDemoSubjectContent,
  knownConcepts: ReadonlySet<string>,
  knownExams: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  if (shelf.concepts.length < shelfMinimum.concepts)
    problems.push(`${shelf.subject}: ${shelf.concepts.length} concepts, at least ${shelfMinimum.concepts}`);
  if (shelf.tasks.length < shelfMinimum.tasks)
    problems.push(`${shelf.subject}: ${shelf.tasks.length} tasks, at least ${shelfMinimum.tasks}`);
  const ownConcepts = new Set(shelf.concepts.map((concept) => concept.slug));
  for (const concept of shelf.concepts) {
    if (!slugPattern.test(concept.slug)) problems.push(`${concept.slug}: not a kebab-case slug`);
    if (concept.description.trim().length < 400) problems.push(`${concept.slug}: an article under 400 characters`);
  }
  for (const task of shelf.tasks) problems.push(...taskProblems(task, ownConcepts, knownConcepts, knownExams));
  return problems;
}

function taskProblems(
  task: TDemoTask,
  ownConcepts: ReadonlySet<string>,
  knownConcepts: ReadonlySet<string>,
  knownExams: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const problem = (text: string) => problems.push(`${task.slug}: ${text}`);
  if (!slugPattern.test(task.slug)) problem('not a kebab-case slug');
  for (const slug of task.conceptSlugs) if (!knownConcepts.has(slug)) problem(`unknown concept ${slug}`);
  if (!task.conceptSlugs.some((slug) => ownConcepts.has(slug))) problem("names none of its subject's concepts");
  for (const exam of task.exams) {
    if (!knownExams.has(exam.slug)) problem(`unknown exam ${exam.slug}`);
    if (!Number.isInteger(exam.points) || exam.points < 1) problem(`exam points ${exam.points}`);
  }
  if (task.steps.length < 2) problem('a solution of fewer than 2 steps');
  if (task.answers.length > 0) {
    if (task.answers.map((option) => option.label).join('') !== 'ABCD'.slice(0, task.answers.length))
      problem('closed options not lettered A, B, C, D in order');
    if (task.answers.filter((option) => option.correct).length !== 1) problem('not exactly one correct option');
    if (task.answerKey !== null) problem('a closed task with an answer key');
    return problems;
  }
  if (task.answerKey === null) return [...problems, `${task.slug}: an open task without an answer key`];
  if (!task.answer) problem('an open task without its printed answer');
  const parsed = ZAnswerKey.safeParse(task.answerKey);
  if (!parsed.success) return [...problems, `${task.slug}: an invalid answer key`];
  if (!isReadableAnswerKey(parsed.data)) problem(`an unreadable answer key ${parsed.data.value}`);
  else if (!isAnswerCorrect(parsed.data, parsed.data.value))
    problem(`an answer key that refuses its own value ${parsed.data.value}`);
  return problems;
}
