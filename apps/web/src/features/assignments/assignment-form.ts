import {
  assignmentLimits,
  type TAssignmentCreate,
  type TAssignmentItemInput,
  type TAssignmentLatePolicy,
  ZAssignmentCreate,
} from '@zadania/shared';
import type { TCheckResult, TFieldErrors } from '../../lib/forms/useCheckedForm';
import { defaultDueInput, warsawInputToIso } from './assignment-format';

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
  };
}

/**
 * The form checked with the shared `ZAssignmentCreate` (the API's own check): the first message of each field, an
 * item's message under the items.
 */
export function checkAssignment(values: TAssignmentFormValues): TCheckResult<TAssignmentCreate> {
  const parsed = ZAssignmentCreate.safeParse(assignmentBody(values));
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'title');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
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
