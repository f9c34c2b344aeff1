import {
  approvalStatuses,
  examLevels,
  examTypes,
  examVariants,
  homeworkStatuses,
  mathConceptTypes,
  schoolLevels,
  subjects,
  type TAnswerKey,
  visibilities,
} from '@zadania/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { averageRating, createdAt, primaryId, refCascade, timestamps } from './columns';
import { userRefSetNull } from './references';

export type THomeworkExamAnswerRow = { label: string | null; answer: string; correct: boolean };

export const mathConceptTypeEnum = pgEnum('math_concept_type', mathConceptTypes);
export const homeworkStatusEnum = pgEnum('homework_status', homeworkStatuses);
export const approvalEnum = pgEnum('approval_status', approvalStatuses);
export const schoolLevelEnum = pgEnum('school_level', schoolLevels);
export const subjectEnum = pgEnum('subject', subjects);
export const examTypeEnum = pgEnum('exam_type', examTypes);
export const examLevelEnum = pgEnum('exam_level', examLevels);
export const examVariantEnum = pgEnum('exam_variant', examVariants);
export const visibilityEnum = pgEnum('visibility', visibilities);

/** Domains, theorems, definitions and tags that tasks are filed under. */
export const mathConcepts = pgTable(
  'math_concepts',
  {
    id: primaryId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: mathConceptTypeEnum('type').notNull(),
    /** The school subject the concept belongs to (issue 73); the maths concepts were the only ones before it. */
    subject: subjectEnum('subject').notNull().default('MATHS'),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    /** Requirements of the curriculum the concept serves (issue 37), as `system:code` ('PP2017:LO-P.I.7'). */
    requirements: text('requirements').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('math_concepts_slug_unique').on(t.slug),
    index('math_concepts_type_idx').on(t.type),
    index('math_concepts_subject_idx').on(t.subject, t.type),
    index('math_concepts_requirements_idx').using('gin', t.requirements),
  ],
);

export const homeworkTypes = pgTable(
  'homework_types',
  {
    id: primaryId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    formulas: text('formulas'),
    description: text('description'),
    done: boolean('done').notNull().default(false),
    parentId: uuid('parent_id').references((): AnyPgColumn => homeworkTypes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('homework_types_slug_unique').on(t.slug), index('homework_types_parent_idx').on(t.parentId)],
);

export const homeworkTypeConcepts = pgTable(
  'homework_type_concepts',
  {
    homeworkTypeId: refCascade('homework_type_id', () => homeworkTypes.id),
    conceptId: refCascade('concept_id', () => mathConcepts.id),
  },
  (t) => [primaryKey({ columns: [t.homeworkTypeId, t.conceptId] })],
);

export const exams = pgTable(
  'exams',
  {
    id: primaryId(),
    slug: text('slug').notNull(),
    type: examTypeEnum('type').notNull(),
    /** The exam's subject (issue 73): matura z chemii, egzamin ósmoklasisty z angielskiego. */
    subject: subjectEnum('subject').notNull().default('MATHS'),
    date: date('date').notNull(),
    level: examLevelEnum('level'),
    variant: examVariantEnum('variant').notNull().default('MAIN'),
    details: text('details'),
    status: visibilityEnum('status').notNull().default('PUBLIC'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('exams_slug_unique').on(t.slug)],
);

/** A task (zadanie) with its solution; rich fields are sanitized HTML. */
export const homeworks = pgTable(
  'homeworks',
  {
    id: primaryId(),
    slug: text('slug').notNull(),
    status: homeworkStatusEnum('status').notNull().default('PRIVATE'),
    adminReviewStatus: approvalEnum('admin_review_status'),
    authorId: userRefSetNull('author_id'),
    subject: subjectEnum('subject').notNull().default('MATHS'),
    level: schoolLevelEnum('level').notNull(),
    /** The author's own title (issue 38): plain text, never HTML; null: cards and the page name the task by its description. */
    title: text('title'),
    description: text('description').notNull(),
    descriptionSvg: text('description_svg'),
    closed: boolean('closed').notNull().default(false),
    answer: text('answer'),
    /** The machine-checkable answer of an open task (issue 18): `{kind, value, tolerance}`, never sent to readers. */
    answerKey: jsonb('answer_key').$type<TAnswerKey>(),
    solutionLatex: text('solution_latex'),
    solutionVideoId: uuid('solution_video_id'),
    solutionImageIds: uuid('solution_image_ids').array().notNull().default(sql`'{}'::uuid[]`),
    solutionFileIds: uuid('solution_file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    solutionFormats: text('solution_formats').array().notNull().default(sql`'{}'::text[]`),
    /** The steps past the first are sold for tokens (the author and ADMIN always see them). */
    paidSolution: boolean('paid_solution').notNull().default(false),
    /** Sanitized HTML shown before the solution; sold for tokens while the solution is paid. */
    hint: text('hint'),
    typeId: uuid('type_id').references(() => homeworkTypes.id, { onDelete: 'set null' }),
    /** The book exercise or page the task is attached to (issue 20, `homeworksBookNode`); the foreign key (on delete set null) is in migration `coursebooks`. */
    bookNodeId: uuid('book_node_id'),
    ratingsAvg: averageRating('ratings_avg'),
    ratingsCount: integer('ratings_count').notNull().default(0),
    /** Folded (lower-case, unaccented, ł→l) text of the task, its answers and its concepts' names and aliases. */
    searchText: text('search_text').notNull().default(''),
    /** Copies of homework_concepts and homework_exams kept by triggers, for index-backed filters and one-table facet counts. */
    conceptIds: uuid('concept_ids').array().notNull().default(sql`'{}'::uuid[]`),
    examIds: uuid('exam_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Requirements of the curriculum the task exercises (issue 37), as `system:code` ('PP2017:SP7-8.V.2'). */
    requirements: text('requirements').array().notNull().default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('homeworks_slug_unique').on(t.slug),
    index('homeworks_status_created_idx').on(t.status, t.createdAt),
    index('homeworks_author_idx').on(t.authorId),
    index('homeworks_type_idx').on(t.typeId),
    index('homeworks_book_node_idx').on(t.bookNodeId).where(sql`book_node_id is not null`),
    index('homeworks_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('homeworks_concept_ids_idx').using('gin', t.conceptIds),
    index('homeworks_exam_ids_idx').using('gin', t.examIds),
    index('homeworks_requirements_idx').using('gin', t.requirements),
    /** Paid solutions are few: a file served publicly is checked against them (files module) through this. */
    index('homeworks_paid_solution_idx').on(t.id).where(sql`paid_solution`),
    index('homeworks_public_rating_idx')
      .on(t.ratingsAvg.desc(), t.ratingsCount.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`status = 'PUBLIC'`),
  ],
);

export const homeworkAnswers = pgTable(
  'homework_answers',
  {
    id: primaryId(),
    homeworkId: refCascade('homework_id', () => homeworks.id),
    position: integer('position').notNull(),
    label: text('label'),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull().default(false),
  },
  (t) => [index('homework_answers_homework_idx').on(t.homeworkId, t.position)],
);

export const solutionSteps = pgTable(
  'solution_steps',
  {
    id: primaryId(),
    homeworkId: refCascade('homework_id', () => homeworks.id),
    order: integer('order').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    latex: text('latex').notNull().default(''),
  },
  (t) => [index('solution_steps_homework_idx').on(t.homeworkId, t.order)],
);

export const homeworkConcepts = pgTable(
  'homework_concepts',
  {
    homeworkId: refCascade('homework_id', () => homeworks.id),
    conceptId: refCascade('concept_id', () => mathConcepts.id),
  },
  (t) => [primaryKey({ columns: [t.homeworkId, t.conceptId] }), index('homework_concepts_concept_idx').on(t.conceptId)],
);

export const homeworkExams = pgTable(
  'homework_exams',
  {
    id: primaryId(),
    homeworkId: refCascade('homework_id', () => homeworks.id),
    examId: refCascade('exam_id', () => exams.id),
    position: integer('position').notNull().default(0),
    points: numeric('points', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** The exam variant's answers: [{label, answer (sanitized HTML), correct}]. */
    answers: jsonb('answers').$type<THomeworkExamAnswerRow[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('homework_exams_pair_unique').on(t.homeworkId, t.examId),
    index('homework_exams_exam_idx').on(t.examId, t.position),
  ],
);
