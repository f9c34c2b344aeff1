import type { TAnswerKind, TMockRequirement, TRubricStep } from '@zadania/shared';
import { mockHtml } from './mock-html';

/** A requirement of the podstawa programowa 2017/2018 (see docs/mock-exams.md for the codes used). */
export const pp = (code: string): TMockRequirement => ({ system: 'PP2017', code });

/** A rubric step: its description, points, result (LaTeX) and how it follows from the previous result. */
export const step = (
  description: string,
  points: number,
  expected: string | null,
  consequence: string | null = null,
  kind: TAnswerKind = 'NUMBER',
): TRubricStep => ({ description, points, expected, consequence, kind });

/** Options A, B, C, … from their texts. */
export const options = <TKey extends string>(keys: readonly TKey[], texts: readonly string[]) =>
  texts.map((text, index) => ({ key: keys[index]!, html: mockHtml(text) }));

export const closedKeys = ['A', 'B', 'C', 'D'] as const;

export { mockHtml };
