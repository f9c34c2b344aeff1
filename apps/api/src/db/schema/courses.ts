import { courseNodeTypes, courseStatuses } from '@zadania/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { exams, homeworks, homeworkTypes, schoolLevelEnum, subjectEnum } from './catalogue';
import {
  averageRating,
  createdAt,
  optionalMinimumPriceCheck,
  optionalStarRatingCheck,
  primaryId,
  refCascade,
  timestamps,
  timestampTz,
  updatedAt,
} from './columns';
import { paymentRefSetNull } from './commerce';
import { files } from './files';
import { userRefCascade, userRefSetNull } from './references';

export const courseStatusEnum = pgEnum('course_status', courseStatuses);
export const courseNodeTypeEnum = pgEnum('course_node_type', courseNodeTypes);

/** A teacher's course (COURSE): its card, its price (null: free) and its review state. */
export const courses = pgTable(
  'courses',
  {
    id: primaryId(),
    slug: text('slug').notNull(),
    authorId: userRefSetNull('author_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subject: subjectEnum('subject').notNull(),
    level: schoolLevelEnum('level').notNull(),
    coverFileId: uuid('cover_file_id').references(() => files.id, { onDelete: 'set null' }),
    priceGross: integer('price_gross'),
    status: courseStatusEnum('status').notNull().default('DRAFT'),
    reviewComment: text('review_comment').notNull().default(''),
    rating: averageRating('rating'),
    ratingCount: integer('rating_count').notNull().default(0),
    publishedAt: timestampTz('published_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('courses_slug_unique').on(t.slug),
    index('courses_status_created_idx').on(t.status, t.createdAt),
    index('courses_author_idx').on(t.authorId),
    optionalMinimumPriceCheck('courses_price', t.priceGross),
  ],
);

/**
 * One element of a course's tree (COURSE_NODE). Siblings are ordered by `position` (0, 1, 2, … with no gaps,
 * kept by the service with the course locked); what it carries depends on its type.
 */
export const courseNodes = pgTable(
  'course_nodes',
  {
    id: primaryId(),
    courseId: refCascade('course_id', () => courses.id),
    parentId: uuid('parent_id').references((): AnyPgColumn => courseNodes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: courseNodeTypeEnum('type').notNull(),
    title: text('title').notNull(),
    freePreview: boolean('free_preview').notNull().default(false),
    content: text('content'),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    homeworkId: uuid('homework_id').references(() => homeworks.id, { onDelete: 'set null' }),
    homeworkIds: uuid('homework_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** A content node's COURSE_ATTACHMENT uploads (up to 10), served to those who may open the node. */
    attachmentIds: uuid('attachment_ids').array().notNull().default(sql`'{}'::uuid[]`),
    examId: uuid('exam_id').references(() => exams.id, { onDelete: 'set null' }),
    homeworkTypeId: uuid('homework_type_id').references(() => homeworkTypes.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index('course_nodes_course_parent_idx').on(t.courseId, t.parentId, t.position)],
);

/** A student's access to a course: joined free or bought (`payment_id`), with the last node opened. */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    courseId: refCascade('course_id', () => courses.id),
    userId: userRefCascade('user_id'),
    paymentId: paymentRefSetNull(),
    lastNodeId: uuid('last_node_id').references(() => courseNodes.id, { onDelete: 'set null' }),
    rating: integer('rating'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.userId] }),
    index('course_enrollments_user_idx').on(t.userId),
    optionalStarRatingCheck('course_enrollments_rating', t.rating),
  ],
);

/** A student's progress on one node: done, and a quiz's best score. */
export const courseNodeProgress = pgTable(
  'course_node_progress',
  {
    nodeId: refCascade('node_id', () => courseNodes.id),
    userId: userRefCascade('user_id'),
    courseId: refCascade('course_id', () => courses.id),
    done: boolean('done').notNull().default(false),
    quizCorrect: integer('quiz_correct'),
    quizTotal: integer('quiz_total'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.nodeId, t.userId] }),
    index('course_node_progress_user_idx').on(t.userId, t.courseId),
  ],
);
