import { z } from 'zod';
import { ZAnswerKind } from '../answer-check/answer-check.schemas';
import {
  type TMockItem,
  ZClosedOptionKey,
  ZMatchingOptionKey,
  ZMatchingScoring,
  ZMockRequirement,
} from './mock-exam.schemas';

/** What a student sees of a mock exam's items during the attempt. */
const studentBase = {
  position: z.int(),
  statementHtml: z.string(),
  maxPoints: z.int(),
  requirements: z.array(ZMockRequirement),
  conceptSlugs: z.array(z.string()),
};

/** An item as sent to a student during the attempt: no keys, no expected results, no model solution. */
export const ZMockItemForStudent = z.discriminatedUnion('type', [
  z.object({
    ...studentBase,
    type: z.literal('CLOSED'),
    options: z.array(z.object({ key: ZClosedOptionKey, html: z.string() })),
  }),
  z.object({ ...studentBase, type: z.literal('TRUE_FALSE'), statements: z.array(z.object({ html: z.string() })) }),
  z.object({
    ...studentBase,
    type: z.literal('MATCHING'),
    scoring: ZMatchingScoring,
    prompts: z.array(z.object({ html: z.string(), optionKeys: z.array(ZMatchingOptionKey).optional() })),
    options: z.array(z.object({ key: ZMatchingOptionKey, html: z.string() })),
  }),
  z.object({
    ...studentBase,
    type: z.literal('OPEN'),
    answerKind: ZAnswerKind.nullable().describe('How the final answer is read (for the input), null when none'),
    rubric: z.object({
      steps: z
        .array(z.object({ points: z.int(), kind: ZAnswerKind }))
        .describe("The steps' points and answer kinds; what each step does is the method, shown only after hand-in"),
      slipRule: z.boolean(),
    }),
    machineScorable: z.boolean(),
  }),
]);
export type TMockItemForStudent = z.infer<typeof ZMockItemForStudent>;

/**
 * The item without what would give the answer away: correct keys, answer key, step results, the model solution and
 * what each rubric step does (for a proof, the proof itself).
 */
export function toStudentItem(item: TMockItem): TMockItemForStudent {
  const base = {
    position: item.position,
    statementHtml: item.statementHtml,
    maxPoints: item.maxPoints,
    requirements: item.requirements.map((requirement) => ({ ...requirement })),
    conceptSlugs: [...item.conceptSlugs],
  };
  switch (item.type) {
    case 'CLOSED':
      return { ...base, type: 'CLOSED', options: item.options.map(({ key, html }) => ({ key, html })) };
    case 'TRUE_FALSE':
      return { ...base, type: 'TRUE_FALSE', statements: item.statements.map(({ html }) => ({ html })) };
    case 'MATCHING':
      return {
        ...base,
        type: 'MATCHING',
        scoring: item.scoring,
        prompts: item.prompts.map(({ html, optionKeys }) => (optionKeys ? { html, optionKeys } : { html })),
        options: item.options.map(({ key, html }) => ({ key, html })),
      };
    case 'OPEN':
      return {
        ...base,
        type: 'OPEN',
        answerKind: item.answerKey?.kind ?? null,
        rubric: {
          steps: item.rubric.steps.map(({ points, kind }) => ({ points, kind })),
          slipRule: item.rubric.slipRule,
        },
        machineScorable: item.machineScorable,
      };
  }
}
