import type { TAnswerKeyInput } from '@zadania/shared';
import type { TDemoLevel, TDemoStep, TDemoTask } from '../demo-content.types';

/** A step as [title, description, latex]; latex is '' for a step without maths. */
export type TStepTuple = [title: string, description: string, latex?: string];

/** What every task of the shelf states: the statement, its solution and where it belongs. */
export type TTaskBase = {
  slug: string;
  level: TDemoLevel;
  description: string;
  steps: TStepTuple[];
  conceptSlugs: string[];
  exams?: { slug: string; points: number }[];
  rating: { avg: number; count: number } | null;
  createdAt: string;
  hint?: string;
};

const toSteps = (steps: TStepTuple[]): TDemoStep[] =>
  steps.map(([title, description, latex = '']) => ({ title, description, latex }));

const common = (base: TTaskBase) => ({
  slug: base.slug,
  level: base.level,
  description: base.description,
  steps: toSteps(base.steps),
  conceptSlugs: base.conceptSlugs,
  typeSlug: null,
  exams: base.exams ?? [],
  rating: base.rating,
  createdAt: base.createdAt,
  ...(base.hint === undefined ? {} : { hint: base.hint }),
});

/** A closed task: options lettered A, B, C, D in order, the one at `correct` (0-based) right. */
export function closedTask(base: TTaskBase, options: string[], correct: number): TDemoTask {
  const labels = 'ABCD';
  return {
    ...common(base),
    answers: options.map((answer, index) => ({ label: labels[index] ?? null, answer, correct: index === correct })),
    answer: null,
    answerKey: null,
  };
}

/** A true/false task: options A "Prawda" and B "Fałsz". */
export const trueFalseTask = (base: TTaskBase, isTrue: boolean): TDemoTask =>
  closedTask(base, ['Prawda', 'Fałsz'], isTrue ? 0 : 1);

/** An open task checked by its answer key; `answer` is the printed final answer. */
export function openTask(base: TTaskBase, answer: string, answerKey: TAnswerKeyInput): TDemoTask {
  return { ...common(base), answers: [], answer, answerKey };
}

/** Paragraphs of a statement; a program is given one line a paragraph, so every line stays a line. */
export const paragraphs = (...lines: string[]) => lines.join('\n\n');
