import {
  learningAttemptKinds,
  learningGoals,
  learningLevels,
  masteryStates,
  practiceReasons,
  profileLevels,
} from '@zadania/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, refCascade, timestampTz } from './columns';
import { userPrimaryKey, userRefCascade } from './references';

/**
 * The one attempt log (issue 36): every answer a signed-in student gave, append-only (a trigger refuses updates,
 * migration 0040), gone with the account. `item_id` names the task, exercise or course node without a foreign key:
 * a deleted task leaves what the student learned from it. `concept_ids` are the item's concepts when answered.
 */
export const learningAttempts = pgTable(
  'learning_attempts',
  {
    id: primaryId(),
    userId: userRefCascade('user_id'),
    kind: text('kind', { enum: learningAttemptKinds }).notNull(),
    itemId: uuid('item_id').notNull(),
    conceptIds: uuid('concept_ids').array().notNull().default(sql`'{}'::uuid[]`),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
    timeTakenMs: integer('time_taken_ms'),
    createdAt: createdAt(),
    /** The order attempts were applied to the student model in (appended under the student's lock): the replay's order. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('learning_attempts_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('learning_attempts_user_item_idx').on(t.userId, t.kind, t.itemId, t.createdAt),
    index('learning_attempts_user_seq_idx').on(t.userId, t.seq),
    check(
      'learning_attempts_kind_check',
      sql`${t.kind} in ('HOMEWORK', 'CLOSED_HOMEWORK', 'EXERCISE_LEVEL', 'COURSE_QUIZ', 'PRACTICE', 'MOCK_EXAM', 'ASSIGNMENT')`,
    ),
    check('learning_attempts_time_taken_check', sql`${t.timeTakenMs} is null or ${t.timeTakenMs} >= 0`),
  ],
);

/**
 * The student model (issue 36): one row per student and concept met, the FSRS-6 card and the counts of
 * `student-model/concept-memory.ts`. Derived from `learning_attempts` alone, updated in the transaction that
 * appends an attempt, and rebuilt from the log by `npm run learning:rebuild` (`applied_seq` says up to which
 * attempt). No foreign key to the concept: a deleted concept leaves no row that the log would not rebuild.
 */
export const learningConceptStates = pgTable(
  'learning_concept_states',
  {
    userId: userRefCascade('user_id'),
    conceptId: uuid('concept_id').notNull(),
    state: text('state', { enum: masteryStates }).notNull(),
    due: timestampTz('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    fsrsState: smallint('fsrs_state').notNull(),
    elapsedDays: integer('elapsed_days').notNull(),
    scheduledDays: integer('scheduled_days').notNull(),
    learningSteps: integer('learning_steps').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    lastReview: timestampTz('last_review'),
    attempts: integer('attempts').notNull(),
    correct: integer('correct').notNull(),
    wrongStreak: integer('wrong_streak').notNull(),
    lastAnswerCorrect: boolean('last_answer_correct').notNull(),
    lastAttemptAt: timestampTz('last_attempt_at').notNull(),
    lastCorrectAt: timestampTz('last_correct_at'),
    correctDays: integer('correct_days').notNull(),
    spacedRetrieval: boolean('spaced_retrieval').notNull(),
    appliedSeq: bigint('applied_seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.conceptId] }),
    index('learning_concept_states_user_due_idx').on(t.userId, t.due),
  ],
);

/**
 * Task difficulty learned from attempts (issue 36): the Elo rating of each task answered (`difficulty/elo.ts`),
 * updated by first attempts only, and of each student. Kept apart from `homeworks` so that answering a task is not
 * a change of the catalogue (its feed would otherwise carry every answer).
 */
export const learningItemRatings = pgTable('learning_item_ratings', {
  itemId: uuid('item_id').primaryKey(),
  rating: doublePrecision('rating').notNull(),
  attempts: integer('attempts').notNull(),
});

export const learningStudentRatings = pgTable('learning_student_ratings', {
  userId: userPrimaryKey('user_id'),
  rating: doublePrecision('rating').notNull(),
  attempts: integer('attempts').notNull(),
});

/**
 * Who the student is (issue 59): the school year, the goal and the exam's year, chosen at the first sign-in or later
 * (or skipped: `skipped_at`, so the step is not shown again), and the level practice keeps to (issue 57: E8 <
 * MATURA_P < MATURA_R < STUDIA), derived from the two or chosen on its own; null while none is (practice then stops
 * at MATURA_P). No row until the student chooses or skips. Gone with the account.
 */
export const learningProfiles = pgTable(
  'learning_profiles',
  {
    userId: userPrimaryKey('user_id'),
    level: text('level', { enum: learningLevels }),
    schoolLevel: text('school_level', { enum: profileLevels }),
    goal: text('goal', { enum: learningGoals }),
    examYear: smallint('exam_year'),
    skippedAt: timestampTz('skipped_at'),
    /** The diagnostic session the student started (no foreign key: sessions go with the account as this row does). */
    diagnosticSessionId: uuid('diagnostic_session_id'),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('learning_profiles_level_check', sql`${t.level} in ('E8', 'MATURA_P', 'MATURA_R', 'STUDIA')`),
    check(
      'learning_profiles_school_level_check',
      sql`${t.schoolLevel} in ('SP4', 'SP5', 'SP6', 'SP7', 'SP8', 'LO1', 'LO2', 'LO3', 'LO4', 'LO5', 'STUDIA')`,
    ),
    check('learning_profiles_goal_check', sql`${t.goal} in ('E8', 'MATURA_P', 'MATURA_R', 'PRACTICE')`),
  ],
);

/** A practice session (issue 36): the items chosen from the student model when it started, answered one by one. */
export const learningSessions = pgTable(
  'learning_sessions',
  {
    id: primaryId(),
    userId: userRefCascade('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('learning_sessions_user_created_idx').on(t.userId, t.createdAt)],
);

export const learningSessionItems = pgTable(
  'learning_session_items',
  {
    sessionId: refCascade('session_id', () => learningSessions.id),
    position: integer('position').notNull(),
    /**
     * The task; no foreign key: a task deleted during the session leaves its item, answered or refused. A generated
     * item holds its generator's stable item id (generatorItemId) here.
     */
    homeworkId: uuid('homework_id').notNull(),
    /** A fresh variant of a task generator (issue 37) instead of a task: the generator and the variant's seed. */
    generatorId: text('generator_id'),
    seed: integer('seed'),
    /** The concept the item was chosen to practise, and why (due, weak, new). */
    conceptId: uuid('concept_id').notNull(),
    reason: text('reason', { enum: practiceReasons }).notNull(),
    correct: boolean('correct'),
    answeredAt: timestampTz('answered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.position] }),
    check('learning_session_items_reason_check', sql`${t.reason} in ('due', 'weak', 'new')`),
  ],
);
