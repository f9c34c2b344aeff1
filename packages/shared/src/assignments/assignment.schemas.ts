import { z } from 'zod';
import { ZAnswerKind } from '../answer-check/answer-check.schemas';
import { requirementKeyPattern, ZRequirementRef } from '../catalogue/requirement.schemas';
import { ZMasteryState, ZTimeTakenMs } from '../learning/learning.schemas';
import { hasNoControlCharacters } from '../validation/fields';
import { validationMessages } from '../validation/messages';
import {
  assignmentCategories,
  assignmentItemKinds,
  assignmentLatePolicies,
  assignmentStatuses,
  goalLevels,
  assignmentLimits as l,
  assignmentMessages as m,
} from './assignment-messages';

export const ZAssignmentItemKind = z.enum(assignmentItemKinds, { error: m.itemKind });
export const ZAssignmentLatePolicy = z.enum(assignmentLatePolicies, { error: m.late });
export const ZAssignmentStatus = z.enum(assignmentStatuses);
export const ZAssignmentCategory = z
  .enum(assignmentCategories, { error: m.category })
  .describe(
    'The kind of work in the register: HOMEWORK praca domowa, QUIZ kartkówka, TEST sprawdzian, ORAL odpowiedź, OTHER',
  );

/** The register's weight of the assignment's mark, 1–5. */
const ZAssignmentWeight = z.int({ error: m.weight }).min(l.minWeight, m.weight).max(l.maxWeight, m.weight);

/**
 * An item's weight in the assignment's percentage (0–30, 0: not counted); null or absent: the default (1, and for a
 * mock paper the other items' weights together).
 */
const ZItemWeight = z
  .int({ error: m.itemWeight })
  .min(0, m.itemWeight)
  .max(l.maxItemWeight, m.itemWeight)
  .nullable()
  .optional()
  .describe('Weight in the percentage (0–30; 0 not counted); null: 1, for a mock paper the other items together');

const ZDateTime = z.iso.datetime({ offset: true, error: m.date });

const ZAssignmentTitle = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, m.titleRequired)
  .max(l.titleMaxLength, m.titleTooLong)
  .refine(hasNoControlCharacters, validationMessages.controlCharacters);

/** Attempts per item: 1–10, or null for no limit. */
const ZAttempts = z
  .int({ error: m.attempts })
  .min(l.minAttempts, m.attempts)
  .max(l.maxAttempts, m.attempts)
  .nullable()
  .describe('Attempts each pupil has per item (1–10), null: no limit');

/**
 * One item of a new assignment: a task of the catalogue (an automatically checked one: an open task with an answer
 * key or a closed task), a task generator (each pupil gets their own variant) or an exam's mock paper (`MOCK`:
 * solved against the clock as usual, scored the CKE way) or a practice goal (`GOAL`: concepts, or the concepts of
 * requirement codes, each to reach a mastery level in the pupil's student model).
 */
export const ZAssignmentItemInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('HOMEWORK'), homeworkId: z.uuid({ error: m.homeworkId }), weight: ZItemWeight }),
    z.object({
      kind: z.literal('GENERATOR'),
      generatorId: z.string({ error: m.generatorId }).min(1, m.generatorId).max(100, m.generatorNotFound),
      weight: ZItemWeight,
    }),
    z.object({ kind: z.literal('MOCK'), examId: z.uuid({ error: m.examId }), weight: ZItemWeight }),
    z
      .object({
        kind: z.literal('GOAL'),
        conceptIds: z
          .array(z.uuid({ error: m.goalConcepts }), { error: m.goalConcepts })
          .max(l.maxGoalConcepts, m.goalTooBig)
          .default([])
          .describe('Concepts to bring to the level'),
        requirements: z
          .array(z.string({ error: m.goalRequirements }).regex(requirementKeyPattern, m.goalRequirements), {
            error: m.goalRequirements,
          })
          .max(l.maxGoalConcepts, m.goalTooBig)
          .default([])
          .describe("Requirement keys ('PP2017:SP7-8.VIII.8'): their concepts are added"),
        level: z.enum(goalLevels, { error: m.goalLevel }).default('mastered'),
        weight: ZItemWeight,
      })
      .refine((goal) => goal.conceptIds.length + goal.requirements.length > 0, m.goalEmpty),
  ],
  { error: () => m.itemKind },
);
export type TAssignmentItemInput = z.infer<typeof ZAssignmentItemInput>;

const ZAssignmentItems = z
  .array(ZAssignmentItemInput, { error: m.itemsRequired })
  .min(1, m.itemsRequired)
  .max(l.maxItems, m.tooManyItems);

const dueAfterStart = (value: { startsAt?: string; dueAt?: string }) =>
  !value.startsAt || !value.dueAt || Date.parse(value.dueAt) > Date.parse(value.startsAt);

/**
 * POST /class/:id/assignment. Dates are ISO with an offset (the page sends Warsaw time converted); `startsAt`
 * defaults to now, `pupilIds` to every active pupil of the class at this moment, `attempts` to 3.
 */
export const ZAssignmentCreate = z
  .object({
    title: ZAssignmentTitle,
    items: ZAssignmentItems,
    pupilIds: z
      .array(z.uuid({ error: m.pupilIds }), { error: m.pupilIds })
      .min(1, m.pupilIds)
      .max(l.maxPupilIds, m.pupilIds)
      .optional()
      .describe('Chosen pupils of the class; absent: the whole class (its active pupils now)'),
    startsAt: ZDateTime.optional(),
    dueAt: ZDateTime,
    attempts: ZAttempts.default(l.defaultAttempts),
    late: ZAssignmentLatePolicy.default('ACCEPT'),
    solutionsAfterDue: z.boolean({ error: validationMessages.invalidFormat }).default(false),
    weight: ZAssignmentWeight.default(1),
    category: ZAssignmentCategory.default('HOMEWORK'),
  })
  .refine(dueAfterStart, { message: m.dueBeforeStart, path: ['dueAt'] });
export type TAssignmentCreate = z.input<typeof ZAssignmentCreate>;

/**
 * PUT /assignment/:id: any of the settings; `items` is the whole new list. Positions pupils have answered must keep
 * their item (409 `answeredItemsStay` otherwise): new items go at the end, unanswered ones may be removed or moved.
 */
export const ZAssignmentUpdate = z
  .object({
    title: ZAssignmentTitle.optional(),
    items: ZAssignmentItems.optional(),
    startsAt: ZDateTime.optional(),
    dueAt: ZDateTime.optional(),
    attempts: ZAttempts.optional(),
    late: ZAssignmentLatePolicy.optional(),
    solutionsAfterDue: z.boolean({ error: validationMessages.invalidFormat }).optional(),
    weight: ZAssignmentWeight.optional(),
    category: ZAssignmentCategory.optional(),
    archived: z
      .boolean({ error: validationMessages.invalidFormat })
      .optional()
      .describe('true archives the assignment (pupils answered it, so it cannot be deleted); false restores it'),
  })
  .refine(dueAfterStart, { message: m.dueBeforeStart, path: ['dueAt'] });
export type TAssignmentUpdate = z.input<typeof ZAssignmentUpdate>;

/** POST /assignment/:id/answer: an open item's answer as typed, or a closed task's choice id. */
export const ZAssignmentAnswerInput = z.object({
  position: z.int({ error: m.position }).min(1, m.position).max(l.maxItems, m.position),
  answer: z
    .string({ error: m.answerRequired })
    .trim()
    .min(1, m.answerRequired)
    .max(500, m.answerTooLong)
    .describe('What the pupil typed (LaTeX or plain text); a closed task: the id of the chosen answer'),
  timeTakenMs: ZTimeTakenMs.optional(),
});
export type TAssignmentAnswerInput = z.input<typeof ZAssignmentAnswerInput>;

export const ZAssignmentPolicySet = z
  .object({
    read: z.boolean(),
    update: z.boolean(),
    delete: z.boolean(),
    /** Archive or restore it (PUT {archived}); the class's teachers and ADMIN, in a live class. */
    archive: z.boolean(),
    answer: z.boolean(),
    readResults: z.boolean(),
  })
  .describe('What the viewer may do with this assignment, answered by the server for the viewer of this request');
export type TAssignmentPolicySet = z.infer<typeof ZAssignmentPolicySet>;

/** A pupil's progress through one assignment (null in a teacher's view). */
export const ZAssignmentProgress = z.object({
  /** Items with at least one answer. */
  answered: z.int(),
  /** Items answered right (at some attempt). */
  correct: z.int(),
  itemCount: z.int(),
  /** Some answer came after the due date. */
  late: z.boolean(),
  status: ZAssignmentStatus,
});
export type TAssignmentProgress = z.infer<typeof ZAssignmentProgress>;

/** An assignment as lists show it. */
export const ZAssignmentSummary = z.object({
  id: z.uuid(),
  classId: z.uuid(),
  className: z.string(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  attempts: z.int().nullable().describe('Attempts per item, null: no limit'),
  late: ZAssignmentLatePolicy,
  solutionsAfterDue: z.boolean(),
  itemCount: z.int(),
  /** Pupils it is set for (teachers' view; 0 for a pupil's). */
  pupilCount: z.int(),
  /** The viewer's own progress when they are a pupil it is set for; null for teachers. */
  progress: ZAssignmentProgress.nullable(),
  weight: z.int().describe("The register's weight of its mark, 1–5"),
  category: ZAssignmentCategory,
  /** Set while archived (pupils had answered it, so the teacher archived rather than deleted it). */
  archivedAt: z.iso.datetime().nullable(),
  /** Teachers' view: some pupil has answered it (it can then only be archived); false in a pupil's view. */
  hasAnswers: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  policies: ZAssignmentPolicySet,
});
export type TAssignmentSummary = z.infer<typeof ZAssignmentSummary>;

/** GET /class/:id/assignment (newest due date first) and GET /assignment (a pupil's, nearest due date first). */
export const ZAssignmentList = z.object({ items: z.array(ZAssignmentSummary) });
export type TAssignmentList = z.infer<typeof ZAssignmentList>;

/** A choice of a closed task as a pupil sees it: never whether it is right. */
export const ZAssignmentChoice = z.object({ id: z.uuid(), label: z.string().nullable(), answer: z.string() });

/** What a pupil answers: the task's statement without its answer (for a generator, the pupil's own variant). */
export const ZAssignmentTask = z.object({
  statement: z.string().describe('Sanitized HTML with inline math (data-latex)'),
  closed: z.boolean(),
  choices: z.array(ZAssignmentChoice).describe('A closed task: answer with the id of one choice'),
  answerCheck: z
    .object({ kind: ZAnswerKind })
    .nullable()
    .describe('An open item: the kind of answer it checks (type it as on the task page)'),
});
export type TAssignmentTask = z.infer<typeof ZAssignmentTask>;

export const ZAssignmentSolutionStep = z.object({
  title: z.string().nullable(),
  description: z.string().describe('Sanitized HTML'),
  latex: z.string().describe('Sanitized HTML with display math'),
});

/** After the due date, when the teacher chose so: the right answer and the worked solution. */
export const ZAssignmentSolution = z.object({
  expected: z.string().describe('The right answer as HTML (inline math; a closed task: the right choice)'),
  steps: z.array(ZAssignmentSolutionStep),
});
export type TAssignmentSolution = z.infer<typeof ZAssignmentSolution>;

/** The viewer's own work on one item (a pupil's view). */
export const ZAssignmentItemProgress = z.object({
  attempts: z.int(),
  /** Null: no limit. */
  attemptsLeft: z.int().nullable(),
  /** Answered right at some attempt; null before any answer. */
  correct: z.boolean().nullable(),
  /** Some answer came after the due date. */
  late: z.boolean(),
  lastAnswer: z.string().nullable(),
  lastAnsweredAt: z.iso.datetime().nullable(),
});
export type TAssignmentItemProgress = z.infer<typeof ZAssignmentItemProgress>;

/** A practice goal item as its pupil sees it: each concept with the level the pupil's student model gives it now. */
export const ZAssignmentGoal = z.object({
  level: z.enum(goalLevels),
  concepts: z.array(z.object({ conceptId: z.uuid(), name: z.string(), state: ZMasteryState })),
  /** Concepts at the level or above. */
  reached: z.int(),
});
export type TAssignmentGoal = z.infer<typeof ZAssignmentGoal>;

/** A mock paper item as its pupil sees it: the paper, and their attempts at it since the assignment started. */
export const ZAssignmentMock = z.object({
  examId: z.uuid(),
  durationMinutes: z.int(),
  /** The attempt in progress, to continue at /mock/{attemptId}; null when none is open. */
  openAttemptId: z.uuid().nullable(),
  /** The best handed-in attempt that counts for the assignment (machine points); null before any. */
  best: z
    .object({ attemptId: z.uuid(), points: z.int(), maxPoints: z.int(), submittedAt: z.iso.datetime() })
    .nullable(),
});
export type TAssignmentMock = z.infer<typeof ZAssignmentMock>;

export const ZAssignmentItem = z.object({
  position: z.int().min(1),
  kind: ZAssignmentItemKind,
  homeworkId: z.uuid().nullable(),
  generatorId: z.string().nullable(),
  examId: z.uuid().nullable().describe('A mock paper item: the exam whose paper is solved against the clock'),
  title: z.string(),
  maxPoints: z.int(),
  requirements: z.array(ZRequirementRef),
  /** The weight as the teacher set it (0–30); null: the default. */
  weight: z.int().nullable(),
  /** Teachers' view: some pupil has answered this position (it cannot be removed or moved); false for a pupil. */
  answered: z.boolean(),
  /** A goal item's concepts and level, so that an edit can send it back unchanged; [] and null for other kinds. */
  conceptIds: z.array(z.uuid()).optional(),
  goalLevel: z.enum(goalLevels).nullable().optional(),
  /**
   * A pupil's view: what to answer (their own variant for a generator); null for teachers, and for a task withdrawn
   * from the catalogue since it was set.
   */
  task: ZAssignmentTask.nullable(),
  /** A pupil's view: their own attempts; null for teachers. */
  progress: ZAssignmentItemProgress.nullable(),
  /** A pupil's view after the due date when `solutionsAfterDue`; null otherwise. */
  solution: ZAssignmentSolution.nullable(),
  /** A pupil's view of a mock paper item: start or continue it with POST /api/exam/{examId}/mock; null otherwise. */
  mock: ZAssignmentMock.nullable(),
  /** A pupil's view of a practice goal: practise its concepts with POST /api/learn/session {conceptIds}; else null. */
  goal: ZAssignmentGoal.nullable(),
});
export type TAssignmentItem = z.infer<typeof ZAssignmentItem>;

export const ZAssignmentPupil = z.object({ id: z.uuid(), username: z.string(), name: z.string() });
export type TAssignmentPupil = z.infer<typeof ZAssignmentPupil>;

/** GET /assignment/:id: the definition (teachers, with `pupils`) or the pupil's own items. */
export const ZAssignment = ZAssignmentSummary.extend({
  items: z.array(ZAssignmentItem),
  /** Teachers' view: the pupils it is set for, by name; null for a pupil. */
  pupils: z.array(ZAssignmentPupil).nullable(),
});
export type TAssignment = z.infer<typeof ZAssignment>;

export const ZAssignmentAnswerResult = z.object({
  position: z.int(),
  correct: z.boolean(),
  message: z.string().describe("'Dobrze! To poprawna odpowiedź.' or 'Niestety, to nie jest poprawna odpowiedź.'"),
  /** Attempts used on this item, this one included. */
  attempts: z.int(),
  /** Null: no limit. */
  attemptsLeft: z.int().nullable(),
  /** This answer came after the due date (accepted because the assignment accepts late work). */
  late: z.boolean(),
  progress: ZAssignmentProgress,
});
export type TAssignmentAnswerResult = z.infer<typeof ZAssignmentAnswerResult>;

/** The params of a route addressing an assignment by its uuid `:id`; a malformed id answers 400 'Niepoprawny format'. */
export const ZAssignmentIdParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });
