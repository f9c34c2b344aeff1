import {
  assignmentCategories,
  assignmentItemKinds,
  assignmentLatePolicies,
  defaultMarkMinimums,
} from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { createdAt, primaryId, refCascade, timestamps, timestampTz } from './columns';
import { userRefCascade, userRefSetNull } from './references';

/**
 * An assignment of a class (issue 56, second slice): items set for chosen pupils (`assignment_pupils`) between
 * `starts_at` and `due_at`. Goes with its class; the teacher who set it may leave (`created_by` becomes null).
 */
export const assignments = pgTable(
  'assignments',
  {
    id: primaryId(),
    classId: refCascade('class_id', () => classes.id),
    createdBy: userRefSetNull('created_by'),
    title: text('title').notNull(),
    startsAt: timestampTz('starts_at').notNull(),
    dueAt: timestampTz('due_at').notNull(),
    /** Attempts per item and pupil; null: no limit. */
    attempts: integer('attempts'),
    late: text('late', { enum: assignmentLatePolicies }).notNull(),
    solutionsAfterDue: boolean('solutions_after_due').notNull().default(false),
    /** When the reminder the day before the due date went out (once, whichever node sent it). */
    remindedAt: timestampTz('reminded_at'),
    /** The register's weight of the assignment's mark (1–5) and its kind of work (issue 70's gradebook). */
    weight: integer('weight').notNull().default(1),
    category: text('category', { enum: assignmentCategories }).notNull().default('HOMEWORK'),
    /** Set when the teacher archived an assignment pupils had answered (one nobody answered is deleted instead). */
    archivedAt: timestampTz('archived_at'),
    ...timestamps(),
  },
  (t) => [
    index('assignments_class_due_idx').on(t.classId, t.dueAt),
    index('assignments_reminder_idx').on(t.dueAt).where(sql`${t.remindedAt} is null`),
    check('assignments_due_after_start_check', sql`${t.dueAt} > ${t.startsAt}`),
    check('assignments_attempts_check', sql`${t.attempts} is null or ${t.attempts} between 1 and 10`),
    check('assignments_late_check', sql`${t.late} in ('ACCEPT', 'REFUSE')`),
    check('assignments_weight_check', sql`${t.weight} between 1 and 5`),
    check('assignments_category_check', sql`${t.category} in ('HOMEWORK', 'QUIZ', 'TEST', 'ORAL', 'OTHER')`),
  ],
);

/**
 * The items of an assignment by position (1, 2, …): a task of the catalogue or a generator. Title, requirement keys
 * and concepts are kept as they were when set, so results read no catalogue; `homework_id` has no foreign key (a
 * task deleted later leaves the item and its answers).
 */
export const assignmentItems = pgTable(
  'assignment_items',
  {
    assignmentId: refCascade('assignment_id', () => assignments.id),
    position: integer('position').notNull(),
    kind: text('kind', { enum: assignmentItemKinds }).notNull(),
    homeworkId: uuid('homework_id'),
    generatorId: text('generator_id'),
    /** A mock exam paper's exam (MOCK): the pupil solves the paper against the clock; no foreign key, as above. */
    examId: uuid('exam_id'),
    title: text('title').notNull(),
    /** A practice goal (GOAL): the mastery level each of its concepts (`concept_ids`) is to reach. */
    goalLevel: text('goal_level', { enum: ['review', 'mastered'] }),
    /** Points of the item: 1 for a task or a generator item, the paper's points for a mock paper, a goal's concepts. */
    maxPoints: integer('max_points').notNull().default(1),
    /** `system:code` keys. */
    requirements: text('requirements').array().notNull().default(sql`'{}'::text[]`),
    conceptIds: uuid('concept_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * The item's weight in the assignment's percentage (0–30; 0: not counted). Null: the default, 1 for a task, a
     * generator item or a goal, and for a mock paper the other items' weights together (1 when it stands alone).
     */
    weight: integer('weight'),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.position] }),
    check('assignment_items_position_check', sql`${t.position} between 1 and 30`),
    check(
      'assignment_items_kind_check',
      sql`(${t.kind} = 'HOMEWORK' and ${t.homeworkId} is not null and ${t.generatorId} is null and ${t.examId} is null)
        or (${t.kind} = 'GENERATOR' and ${t.generatorId} is not null and ${t.homeworkId} is null and ${t.examId} is null)
        or (${t.kind} = 'MOCK' and ${t.examId} is not null and ${t.homeworkId} is null and ${t.generatorId} is null)
        or (${t.kind} = 'GOAL' and ${t.goalLevel} is not null and cardinality(${t.conceptIds}) > 0
          and ${t.homeworkId} is null and ${t.generatorId} is null and ${t.examId} is null)`,
    ),
    check(
      'assignment_items_goal_level_check',
      sql`(${t.kind} = 'GOAL') = (${t.goalLevel} is not null) and ${t.goalLevel} in ('review', 'mastered')`,
    ),
    check('assignment_items_max_points_check', sql`${t.maxPoints} between 1 and 200`),
    check('assignment_items_weight_check', sql`${t.weight} is null or ${t.weight} between 0 and 30`),
  ],
);

/**
 * Who an assignment is set for. `ordinal` numbers the pupils 1, 2, … when it is set: a generator item's seed is
 * derived from the assignment, the position and this number, so that consecutive pupils get different variants.
 * The row is locked while a pupil's answer is counted.
 */
export const assignmentPupils = pgTable(
  'assignment_pupils',
  {
    assignmentId: refCascade('assignment_id', () => assignments.id),
    userId: userRefCascade('user_id'),
    ordinal: integer('ordinal').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] }), index('assignment_pupils_user_idx').on(t.userId)],
);

/** Every answer a pupil gave to an assignment's item, append-only; each is also an attempt in the student model. */
export const assignmentAnswers = pgTable(
  'assignment_answers',
  {
    id: primaryId(),
    assignmentId: refCascade('assignment_id', () => assignments.id),
    userId: userRefCascade('user_id'),
    position: integer('position').notNull(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    /** Given after the due date (accepted because the assignment accepts late work). */
    late: boolean('late').notNull(),
    timeMs: integer('time_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    index('assignment_answers_assignment_user_idx').on(t.assignmentId, t.userId, t.position),
    index('assignment_answers_user_idx').on(t.userId),
    check('assignment_answers_time_check', sql`${t.timeMs} is null or ${t.timeMs} >= 0`),
  ],
);

/**
 * A class's mark bands: the lowest percentage of the marks 2–6 and whether marks carry + and -. No row: the
 * default bands (`defaultMarkMinimums`) without signs.
 */
export const classMarkBands = pgTable(
  'class_mark_bands',
  {
    classId: uuid('class_id')
      .primaryKey()
      .references(() => classes.id, { onDelete: 'cascade' }),
    minimums: integer('minimums')
      .array()
      .notNull()
      .default(sql.raw(`'{${defaultMarkMinimums.join(',')}}'::integer[]`)),
    signs: boolean('signs').notNull().default(false),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('class_mark_bands_minimums_check', sql`cardinality(${t.minimums}) = 5`)],
);

export type TAssignmentRow = typeof assignments.$inferSelect;
export type TAssignmentItemRow = typeof assignmentItems.$inferSelect;
export type TAssignmentAnswerRow = typeof assignmentAnswers.$inferSelect;
