import {
  assignmentLimits,
  type TAssignment,
  type TAssignmentCategory,
  type TAssignmentCreate,
  type TAssignmentItem,
  type TAssignmentItemInput,
  type TAssignmentLatePolicy,
  type TAssignmentUpdate,
  ZAssignmentCreate,
  ZAssignmentUpdate,
} from '@zadania/shared';
import type { TCheckResult, TFieldErrors } from '../../lib/forms/useCheckedForm';
import { defaultDueInput, warsawInputToIso, warsawInputValue } from './assignment-format';

/** What the new assignment's form holds: dates as `datetime-local` values in Warsaw time, attempts as typed. */
export type TAssignmentFormValues = {
  title: string;
  items: TAssignmentItemInput[];
  wholeClass: boolean;
  pupilIds: string[];
  /** '' starts it at once. */
  startsAt: string;
  dueAt: string;
  /** '1'…'10', or 'none' for no limit. */
  attempts: string;
  late: TAssignmentLatePolicy;
  solutionsAfterDue: boolean;
  /** The register's weight of the mark, '1'…'5'. */
  weight: string;
  category: TAssignmentCategory;
};

export const noAttemptLimit = 'none';

/** A new assignment: the whole class, from now until tomorrow 8:00, 3 attempts, late work accepted. */
export const newAssignmentValues = (now = new Date()): TAssignmentFormValues => ({
  title: '',
  items: [],
  wholeClass: true,
  pupilIds: [],
  startsAt: '',
  dueAt: defaultDueInput(now),
  attempts: String(assignmentLimits.defaultAttempts),
  late: 'ACCEPT',
  solutionsAfterDue: false,
  weight: '1',
  category: 'HOMEWORK',
});

/** The request body the form's values make (not yet checked). */
export function assignmentBody(values: TAssignmentFormValues): TAssignmentCreate {
  return {
    title: values.title,
    items: values.items,
    pupilIds: values.wholeClass ? undefined : values.pupilIds,
    startsAt: values.startsAt ? warsawInputToIso(values.startsAt) : undefined,
    dueAt: warsawInputToIso(values.dueAt),
    attempts: values.attempts === noAttemptLimit ? null : Number(values.attempts),
    late: values.late,
    solutionsAfterDue: values.solutionsAfterDue,
    weight: Number(values.weight),
    category: values.category,
  };
}

/** The items a teacher's view of an assignment holds, as the form sends them back; answered ones are remembered. */
function itemInput(item: TAssignmentItem): TAssignmentItemInput {
  const weight = item.weight === null ? {} : { weight: item.weight };
  if (item.kind === 'HOMEWORK') return { kind: 'HOMEWORK', homeworkId: item.homeworkId ?? '', ...weight };
  if (item.kind === 'GENERATOR') return { kind: 'GENERATOR', generatorId: item.generatorId ?? '', ...weight };
  if (item.kind === 'MOCK') return { kind: 'MOCK', examId: item.examId ?? '', ...weight };
  return {
    kind: 'GOAL',
    conceptIds: item.conceptIds ?? [],
    requirements: [],
    level: item.goalLevel ?? 'mastered',
    ...weight,
  };
}

const answeredItems = new WeakSet<TAssignmentItemInput>();
const itemTitles = new WeakMap<TAssignmentItemInput, string>();

/** Some pupil answered this item of the assignment being edited: it stays where it is. */
export const isAnswered = (item: TAssignmentItemInput) => answeredItems.has(item);
/** The title an item of the assignment being edited was set with (null for one added in the form). */
export const savedTitle = (item: TAssignmentItemInput) => itemTitles.get(item) ?? null;

/** An assignment's form values for editing it: its settings and items, dates in Warsaw time. */
export function editValues(assignment: TAssignment): TAssignmentFormValues {
  const items = assignment.items.map((item) => {
    const input = itemInput(item);
    if (item.answered) answeredItems.add(input);
    itemTitles.set(input, item.title);
    return input;
  });
  return {
    title: assignment.title,
    items,
    wholeClass: true,
    pupilIds: [],
    startsAt: warsawInputValue(new Date(assignment.startsAt)),
    dueAt: warsawInputValue(new Date(assignment.dueAt)),
    attempts: assignment.attempts === null ? noAttemptLimit : String(assignment.attempts),
    late: assignment.late,
    solutionsAfterDue: assignment.solutionsAfterDue,
    weight: String(assignment.weight),
    category: assignment.category,
  };
}

/** The update the form's values make: everything but the pupils (set once, when it was set). */
export function updateBody(values: TAssignmentFormValues): TAssignmentUpdate {
  const { pupilIds: _pupils, ...body } = assignmentBody(values);
  return body;
}

/** The edit checked with the shared `ZAssignmentUpdate`, as `checkAssignment` does for a new one. */
export function checkUpdate(values: TAssignmentFormValues): TCheckResult<TAssignmentUpdate> {
  const parsed = ZAssignmentUpdate.safeParse(updateBody(values));
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: errorsOf(parsed.error.issues) };
}

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'title');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * The item with another weight (undefined: the default), keeping its React key, its answered mark and its title.
 */
export function withItemWeight(item: TAssignmentItemInput, weight: number | undefined): TAssignmentItemInput {
  const { weight: _old, ...rest } = item;
  const next = (weight === undefined ? rest : { ...rest, weight }) as TAssignmentItemInput;
  itemKeys.set(next, itemKey(item));
  if (answeredItems.has(item)) answeredItems.add(next);
  const title = itemTitles.get(item);
  if (title !== undefined) itemTitles.set(next, title);
  return next;
}

/**
 * The form checked with the shared `ZAssignmentCreate` (the API's own check): the first message of each field, an
 * item's message under the items.
 */
export function checkAssignment(values: TAssignmentFormValues): TCheckResult<TAssignmentCreate> {
  const parsed = ZAssignmentCreate.safeParse(assignmentBody(values));
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: errorsOf(parsed.error.issues) };
}

/** A field's message: its own, or the first of its parts (the server names an item as 'items.0.homeworkId'). */
export const fieldError = (errors: TFieldErrors, field: string): string | undefined =>
  errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];

const itemKeys = new WeakMap<TAssignmentItemInput, number>();
let lastItemKey = 0;

/**
 * A chosen item's React key: one per item object, which keeps its identity while the list is reordered (a generator
 * may be added twice, so its id alone does not tell the items apart).
 */
export function itemKey(item: TAssignmentItemInput): number {
  let key = itemKeys.get(item);
  if (key === undefined) {
    lastItemKey += 1;
    key = lastItemKey;
    itemKeys.set(item, key);
  }
  return key;
}
