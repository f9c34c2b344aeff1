import { z } from 'zod';
import {
  mockExamLimits,
  mockExamMessages,
  ZClosedOptionKey,
  ZMatchingOptionKey,
  ZMockRequirement,
} from './mock-exam.schemas';

/** A student's answers to a mock exam and the scored attempt with its forecast. */
const ZAnswerText = z
  .string({ error: mockExamMessages.answer })
  .trim()
  .max(mockExamLimits.answerMaxLength, mockExamMessages.answerTooLong);

export const ZClosedAnswer = z.strictObject({ choice: ZClosedOptionKey.nullable() });
export const ZTrueFalseAnswer = z.strictObject({
  values: z.array(z.boolean().nullable()).max(mockExamLimits.statementsMax, mockExamMessages.answer),
});
export const ZMatchingAnswer = z.strictObject({
  choices: z.array(ZMatchingOptionKey.nullable()).max(mockExamLimits.promptsMax, mockExamMessages.answer),
});
/** `steps[i]` is what the student wrote as the result of rubric step i ('' when left empty). */
export const ZOpenAnswer = z.strictObject({
  final: ZAnswerText,
  steps: z.array(ZAnswerText).max(mockExamLimits.rubricStepsMax, mockExamMessages.answer),
});

/** A student's answer to one item; its shape follows the item's type. */
export const ZMockAnswer = z.union([ZClosedAnswer, ZTrueFalseAnswer, ZMatchingAnswer, ZOpenAnswer], {
  error: mockExamMessages.answer,
});
export type TMockAnswer = z.infer<typeof ZMockAnswer>;
export type TClosedAnswer = z.infer<typeof ZClosedAnswer>;
export type TTrueFalseAnswer = z.infer<typeof ZTrueFalseAnswer>;
export type TMatchingAnswer = z.infer<typeof ZMatchingAnswer>;
export type TOpenAnswer = z.infer<typeof ZOpenAnswer>;

/** The version of an item's saved answer: 0 before its first save, one more with every save. */
export const ZMockAnswerVersion = z.int({ error: mockExamMessages.version }).min(0, mockExamMessages.version);

/**
 * PUT /api/mock/{attemptId}/answers: the answers saved so far (each replaces the item's previous answer), each with
 * the version of the item's answer the page read, so that a stale tab's save cannot overwrite a newer answer.
 */
export const ZMockAnswers = z.object({
  answers: z
    .array(
      z.object({
        position: z.int({ error: mockExamMessages.position }).min(1, mockExamMessages.position),
        answer: ZMockAnswer,
        version: ZMockAnswerVersion.describe("The version of the item's saved answer this change was made from"),
      }),
      { error: mockExamMessages.answer },
    )
    .max(mockExamLimits.items, mockExamMessages.tooManyAnswers)
    .refine((answers) => new Set(answers.map((entry) => entry.position)).size === answers.length, {
      message: mockExamMessages.duplicatePosition,
    }),
});
export type TMockAnswers = z.infer<typeof ZMockAnswers>;

// ---- The scored attempt ----

export const ZMockScoredItem = z.object({
  position: z.int(),
  points: z.int().describe('Points the machine gives (0 for an item left to self-assessment)'),
  maxPoints: z.int(),
  requirements: z.array(ZMockRequirement),
  conceptSlugs: z.array(z.string()),
  selfAssessment: z.boolean().describe('The machine cannot score it: the student compares with the model solution'),
  feedback: z.string().nullable().describe('A short Polish note on how the item was scored'),
});
export type TMockScoredItem = z.infer<typeof ZMockScoredItem>;

export const ZMockRequirementScore = z.object({
  system: z.string(),
  code: z.string(),
  points: z.int(),
  maxPoints: z.int(),
});
export type TMockRequirementScore = z.infer<typeof ZMockRequirementScore>;

/** What scoring an attempt gives, before the forecast. */
export const ZMockScore = z.object({
  points: z.int(),
  maxPoints: z.int(),
  percent: z.int().describe('points / maxPoints, rounded to a whole percent'),
  selfAssessmentMaxPoints: z.int().describe('Points of the items left to self-assessment (counted as 0 above)'),
  items: z.array(ZMockScoredItem),
  byRequirement: z.array(ZMockRequirementScore).describe("Each item's points counted under each of its requirements"),
});
export type TMockScore = z.infer<typeof ZMockScore>;

export const ZMockForecast = z.object({
  percent: z.int().describe('The most likely percent on the real exam'),
  low: z.int().describe('Lower end of the 80 % interval'),
  high: z.int().describe('Upper end of the 80 % interval'),
});
export type TMockForecast = z.infer<typeof ZMockForecast>;

/**
 * The points a student gave themselves, step by step against the rubric, for the items no machine scores. Kept
 * apart from the machine's points: neither `points` nor the forecast counts them.
 */
export const ZMockSelfAssessment = z.object({
  points: z.int().describe('The self-assessed points of the items assessed so far'),
  maxPoints: z.int().describe('Points of every item left to self-assessment (selfAssessmentMaxPoints)'),
  items: z.array(
    z.object({
      position: z.int(),
      steps: z.array(z.boolean()).describe('Per rubric step: whether the student earned its points'),
      points: z.int(),
    }),
  ),
  assessedAt: z.iso.datetime(),
});
export type TMockSelfAssessment = z.infer<typeof ZMockSelfAssessment>;

/** POST /api/mock/{attemptId}/submit. A retake of a paper (practice) has no forecast: its answers are remembered. */
export const ZMockResult = ZMockScore.extend({
  forecast: ZMockForecast.nullable().describe('Null for a retake of a paper already handed in (practice)'),
  selfAssessment: ZMockSelfAssessment.nullable()
    .optional()
    .describe('What the student gave themselves for the self-assessed items; absent until they do'),
});
export type TMockResult = z.infer<typeof ZMockResult>;
