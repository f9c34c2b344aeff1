import { classroomGradeKinds } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { createdAt, primaryId, refCascade, timestamps, timestampTz } from './columns';
import { userPrimaryKey, userRefCascade, userRefSetNull } from './references';

/**
 * A teacher's connection to Google Classroom (issue 56, part 5): one per teacher, the OAuth refresh token encrypted
 * with a key derived from the server's secret. `error` is set when Google refused the token (revoked, expired): the
 * teacher is asked to connect again.
 */
export const classroomConnections = pgTable('classroom_connections', {
  teacherId: userPrimaryKey('teacher_id'),
  refreshTokenCipher: text('refresh_token_cipher').notNull(),
  scopes: text('scopes').notNull(),
  error: text('error'),
  ...timestamps(),
});

/** A one-time OAuth `state` (stored as its hash) bound to the teacher who asked to connect, with a short expiry. */
export const classroomOauthStates = pgTable(
  'classroom_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    teacherId: userRefCascade('teacher_id'),
    returnTo: text('return_to').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('classroom_oauth_states_expires_idx').on(t.expiresAt)],
);

/**
 * An assignment published to a Classroom course as CourseWork: once per course. `teacher_id` is the connection
 * that published it and writes the grades back (null once that account is gone).
 */
export const classroomLinks = pgTable(
  'classroom_links',
  {
    id: primaryId(),
    assignmentId: refCascade('assignment_id', () => assignments.id),
    teacherId: userRefSetNull('teacher_id'),
    courseId: text('course_id').notNull(),
    courseName: text('course_name').notNull(),
    courseWorkId: text('course_work_id').notNull(),
    courseWorkLink: text('course_work_link'),
    grade: text('grade', { enum: classroomGradeKinds }).notNull(),
    maxPoints: integer('max_points').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('classroom_links_assignment_course_unique').on(t.assignmentId, t.courseId),
    check('classroom_links_grade_check', sql`${t.grade} in ('DRAFT', 'ASSIGNED')`),
  ],
);

/**
 * The grade ledger: one row per link and answer (the `assignment.answered` event's answer id), so each answer's score
 * is written to Classroom at most once. `status` SENT, NO_MATCH (no roster student with the pupil's e-mail), STALE (a
 * newer score was already written) or ERROR (the teacher's authorisation failed; shown to them).
 */
export const classroomGrades = pgTable(
  'classroom_grades',
  {
    linkId: refCascade('link_id', () => classroomLinks.id),
    answerId: uuid('answer_id').notNull(),
    userId: userRefCascade('user_id'),
    answeredAt: timestampTz('answered_at').notNull(),
    status: text('status', { enum: ['SENT', 'NO_MATCH', 'STALE', 'ERROR'] }).notNull(),
    points: integer('points'),
    submissionId: text('submission_id'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.answerId] }),
    index('classroom_grades_link_user_idx').on(t.linkId, t.userId, t.answeredAt),
    check('classroom_grades_status_check', sql`${t.status} in ('SENT', 'NO_MATCH', 'STALE', 'ERROR')`),
  ],
);
