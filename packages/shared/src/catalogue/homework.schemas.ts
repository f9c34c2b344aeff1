import { z } from 'zod';
import { ZAnswerKey, ZAnswerKind } from '../answer-check/answer-check.schemas';
import { ZSolutionAccess } from '../commerce/commerce.schemas';
import { ZHomeworksBookNode } from '../coursebooks/coursebook.schemas';
import {
  ZApprovalStatus,
  ZExamLevel,
  ZExamType,
  ZHomeworkStatus,
  ZMathConceptType,
  ZSchoolLevel,
  ZSolutionFormat,
  ZSubject,
} from '../enums';
import { ZUploadedFile } from '../files/file.schemas';
import { ZHomeworkPolicies } from '../policies/policy.schemas';

export const ZConceptRef = z.object({ id: z.uuid(), slug: z.string(), name: z.string(), type: ZMathConceptType });

export const ZHomeworkAnswer = z.object({
  id: z.uuid(),
  label: z.string().nullable().describe('Letter shown; null falls back to the alphabet by position'),
  answer: z.string().describe('Sanitized HTML'),
  correct: z.boolean(),
});

export const ZHomeworkExamRef = z.object({
  id: z.uuid(),
  points: z.number(),
  exam: z.object({ id: z.uuid(), slug: z.string(), name: z.string(), type: ZExamType, level: ZExamLevel.nullable() }),
  answers: z
    .array(z.object({ label: z.string().nullable(), answer: z.string(), correct: z.boolean() }))
    .optional()
    .describe('The exam variant of the task: its answers (sanitized HTML); always sent by the API'),
});

/** GET /api/homework/{id or slug}: a task with everything its page shows except the solution. */
export const ZHomework = z.object({
  id: z.uuid(),
  slug: z.string(),
  status: ZHomeworkStatus,
  adminReview: z.object({ status: ZApprovalStatus }).nullable(),
  author: z.object({ id: z.uuid(), username: z.string(), displayName: z.string() }).nullable(),
  subject: ZSubject,
  level: ZSchoolLevel,
  title: z
    .string()
    .nullable()
    .describe("The task's own title, plain text (never HTML); null: the task is named by the start of its description"),
  description: z.string().describe('Sanitized HTML'),
  descriptionSvg: z.string().nullable(),
  closed: z.boolean(),
  answers: z.array(ZHomeworkAnswer),
  answer: z.string().nullable().describe('The open answer, sanitized HTML'),
  answerHeldBack: z
    .boolean()
    .describe(
      "The task's solution is paid and the viewer has not unlocked it: the open answer is null and every answer's `correct` is false (they are part of the paid solution)",
    ),
  answerCheck: z
    .object({ kind: ZAnswerKind })
    .nullable()
    .describe(
      'The task has a machine-checkable answer of this kind (POST /homework/{id}/check-answer); the answer stays secret',
    ),
  answerKey: ZAnswerKey.nullable().describe(
    'The machine-checkable answer itself: only for those who may edit the task',
  ),
  typeId: z.uuid().nullable(),
  type: z.object({ id: z.uuid(), name: z.string(), slug: z.string() }).nullable(),
  domainsIds: z.array(z.uuid()),
  theoremsIds: z.array(z.uuid()),
  definitionsIds: z.array(z.uuid()),
  tagsIds: z.array(z.uuid()),
  domains: z.array(ZConceptRef),
  theorems: z.array(ZConceptRef),
  definitions: z.array(ZConceptRef),
  tags: z.array(ZConceptRef),
  ratingsAvg: z.number(),
  ratingsCount: z.number().int(),
  solutionFormats: z.array(z.object({ name: ZSolutionFormat })),
  homeworkExams: z.array(ZHomeworkExamRef),
  requirements: z
    .array(z.object({ system: z.string(), code: z.string() }))
    .describe(
      'Requirements of the curriculum the task exercises (GET /api/curriculum); set by PUT /homework/{id}/requirements',
    ),
  homeworksBookNode: ZHomeworksBookNode.nullable()
    .optional()
    .describe('The book page or exercise the task is attached to (issue 20); always sent, null when none'),
  createdAt: z.iso.datetime(),
  difficulty: z
    .object({ rating: z.int(), attempts: z.int() })
    .describe(
      "The task's difficulty learned from students' first attempts (an Elo rating: 1500 to start, higher is harder) and how many there were",
    ),
  policies: ZHomeworkPolicies,
});
export type THomework = z.infer<typeof ZHomework>;

export const ZSolutionStep = z.object({
  id: z.uuid(),
  order: z.number().int(),
  title: z.string(),
  description: z.string().describe('Sanitized HTML'),
  latex: z.string().describe('Sanitized HTML with display math'),
});

/** GET /api/homework/{id}/solution. */
export const ZSolution = z.object({
  latex: z.string().nullable(),
  images: z.array(z.uuid()),
  video: z.uuid().nullable(),
  files: z.array(z.uuid()),
  steps: z.array(ZSolutionStep),
  /** The files behind `images`, `video` and `files`, in the same order (missing files left out). */
  imageFiles: z.array(ZUploadedFile),
  videoFile: ZUploadedFile.nullable(),
  attachmentFiles: z.array(ZUploadedFile),
  /** What of a paid solution and its hint the viewer may see, and the token prices to see the rest. */
  access: ZSolutionAccess,
});
export type TSolution = z.infer<typeof ZSolution>;
