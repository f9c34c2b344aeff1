import { z } from 'zod';
import { ZRequirementRef } from '../catalogue/requirement.schemas';
import { validationMessages } from '../validation/messages';
import { ZAssignmentCategory, ZAssignmentItemKind, ZAssignmentSummary } from './assignment.schemas';
import { assignmentMessages as m } from './assignment-messages';

/**
 * A class's mark bands: `minimums` are the lowest percentages of the marks 2, 3, 4, 5, 6 (strictly increasing, 1–100);
 * `signs` adds + and - (see `markFor`).
 */
export const ZMarkBands = z.object({
  minimums: z
    .array(z.int({ error: m.markBands }).min(1, m.markBands).max(100, m.markBands), { error: m.markBands })
    .length(5, m.markBands)
    .refine((values) => values.every((value, index) => index === 0 || value > values[index - 1]!), m.markBands),
  signs: z.boolean({ error: validationMessages.invalidFormat }),
});
export type TMarkBands = z.infer<typeof ZMarkBands>;

export const ZResultsPupil = z.object({
  id: z.uuid(),
  username: z.string(),
  /** The name the class's teachers gave the pupil, else the account's display name. */
  name: z.string(),
  /** The pupil's number in the class register, when a teacher set it. */
  registerNumber: z.int().nullable(),
});
export const ZResultsItem = z.object({
  position: z.int(),
  kind: ZAssignmentItemKind,
  title: z.string(),
  maxPoints: z.int(),
  requirements: z.array(ZRequirementRef),
  /** The weight the item counts with in the percentage (the default resolved; 0: not counted). */
  weight: z.int(),
});
export const ZResultsCell = z.object({
  userId: z.uuid(),
  position: z.int(),
  /** 1 when some attempt was right, else 0. */
  points: z.int(),
  maxPoints: z.int(),
  attempts: z.int(),
  /** Some counted answer came after the due date. */
  late: z.boolean(),
  /** Time the pupil took over their answers to the item, when the page measured it. */
  timeMs: z.int().nullable(),
});
export type TResultsCell = z.infer<typeof ZResultsCell>;
export const ZResultsRequirement = ZRequirementRef.extend({
  /** The requirement's words from the curriculum; null when the curriculum does not know the code. */
  text: z.string().nullable(),
  percent: z.number().describe('Points over maximum of the items carrying it, one decimal place'),
});
export const ZResultsConcept = z.object({ conceptId: z.uuid(), name: z.string(), percent: z.number() });
export const ZResultsMark = z.object({
  userId: z.uuid(),
  points: z.int(),
  maxPoints: z.int(),
  percent: z.number().describe("Weighted by the items' weights, one decimal place"),
  /** Null before the due date (the percentage so far only) and for a pupil with no work after it. */
  mark: z.int().min(1).max(6).nullable(),
  /** '3', or '3+' / '3-' when the class uses signs; 'nb' for no work after the due date; null before the due date. */
  label: z.string().nullable(),
  /** The pupil has handed in nothing (no answer, no paper, no goal concept reached). */
  noWork: z.boolean(),
});
export type TResultsMark = z.infer<typeof ZResultsMark>;

/**
 * GET /assignment/:id/results: the matrix of pupils × items (every cell present), the class's result per
 * requirement and per concept (weakest first), a proposed mark per pupil. Only answers given while the pupil was a
 * member of the class count.
 */
export const ZAssignmentResults = z.object({
  assignment: ZAssignmentSummary,
  pupils: z.array(ZResultsPupil),
  items: z.array(ZResultsItem),
  cells: z.array(ZResultsCell),
  byRequirement: z.array(ZResultsRequirement),
  byConcept: z.array(ZResultsConcept),
  marks: z.array(ZResultsMark),
  markBands: ZMarkBands,
});
export type TAssignmentResults = z.infer<typeof ZAssignmentResults>;

/** GET /class/:id/gradebook: one column per assignment, as the register has it. */
export const ZGradebookAssignment = z.object({
  id: z.uuid(),
  title: z.string().describe('Readable text: any TeX turned into Unicode'),
  startsAt: z.iso.datetime(),
  dueAt: z.iso.datetime(),
  weight: z.int(),
  category: ZAssignmentCategory,
  archivedAt: z.iso.datetime().nullable(),
});
export const ZGradebookCell = z.object({
  userId: z.uuid(),
  assignmentId: z.uuid(),
  points: z.number(),
  maxPoints: z.number(),
  percent: z.number(),
  /** As in the results: null before the due date and for no work. */
  mark: z.int().min(1).max(6).nullable(),
  /** '4+', 'nb' (no work after the due date) or null (before the due date; not set for this pupil: no cell). */
  label: z.string().nullable(),
  late: z.boolean(),
});
export const ZGradebookPupil = ZResultsPupil.extend({
  /** The weighted average of the pupil's marks (weights 1–5; 'nb' counts as nothing), two decimal places; null without marks. */
  average: z.number().nullable(),
});
export const ZGradebook = z.object({
  classId: z.uuid(),
  className: z.string(),
  assignments: z.array(ZGradebookAssignment),
  pupils: z.array(ZGradebookPupil),
  cells: z.array(ZGradebookCell),
});
export type TGradebook = z.infer<typeof ZGradebook>;
