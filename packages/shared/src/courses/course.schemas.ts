import { z } from 'zod';
import { commerceMessages, ZCheckoutResponse, ZInvoiceBuyerType } from '../commerce/commerce.schemas';
import { schoolLevels, subjects } from '../enums';
import { ZCoursePolicySet } from '../policies/policy.schemas';
import { ZPerson } from '../users/user.schemas';
import { hasNoControlCharacters } from '../validation/fields';
import { validationMessages } from '../validation/messages';
import { pageOf, pagingQuery } from '../validation/paging';
import { courseNodeTypes, courseStatuses, courseLimits as l, courseMessages as m } from './course-messages';

export const ZCourseStatus = z.enum(courseStatuses);
export const ZCourseNodeType = z.enum(courseNodeTypes, { error: m.nodeType });
const ZHtml = z.string({ error: m.descriptionTooLong }).max(l.htmlMaxLength, m.descriptionTooLong);

/** POST /course, PUT /course/{id}: a course's card. `priceGross` null is a free course. */
export const ZCourseSave = z.object({
  title: z
    .string({ error: m.titleRequired })
    .trim()
    .min(1, m.titleRequired)
    .max(l.titleMaxLength, m.titleTooLong)
    .refine(hasNoControlCharacters, validationMessages.controlCharacters),
  description: ZHtml.default(''),
  subject: z.enum(subjects, { error: m.subject }),
  level: z.enum(schoolLevels, { error: m.level }),
  coverFileId: z.uuid({ error: m.fileInvalid }).nullable().default(null),
  priceGross: z
    .int({ error: m.number })
    .min(l.minPriceGross, m.price)
    .max(l.maxPriceGross, m.priceTooHigh)
    .nullable()
    .default(null),
});
export type TCourseSave = z.input<typeof ZCourseSave>;

/**
 * POST /course/{id}/nodes, PUT /course-node/{id}: one element of the course tree. What it carries depends on
 * its type: ARTICLE `content`, VIDEO `fileId` (a COURSE_VIDEO of the author), HOMEWORK `homeworkId`,
 * HOMEWORKS_LIST and QUIZ `homeworkIds` (a quiz: closed tasks only), EXAM `examId`, HOMEWORK_TYPE
 * `homeworkTypeId`; FOLDER and CHAPTER group others. `freePreview` opens it to everyone on a paid course.
 * Every type but FOLDER and CHAPTER may carry `attachmentIds`: up to 10 COURSE_ATTACHMENT uploads of the author.
 */
export const ZCourseNodeSave = z.object({
  type: ZCourseNodeType,
  title: z
    .string({ error: m.nodeTitleRequired })
    .trim()
    .min(1, m.nodeTitleRequired)
    .max(l.titleMaxLength, m.titleTooLong)
    .refine(hasNoControlCharacters, validationMessages.controlCharacters),
  parentId: z.uuid({ error: m.nodeNotFound }).nullable().default(null),
  freePreview: z.boolean().default(false),
  content: ZHtml.nullable().default(null),
  fileId: z.uuid({ error: m.fileInvalid }).nullable().default(null),
  homeworkId: z.uuid({ error: m.homeworkInvalid }).nullable().default(null),
  homeworkIds: z
    .array(z.uuid({ error: m.homeworkInvalid }))
    .max(l.maxListHomeworks, m.homeworksRequired)
    .default([]),
  examId: z.uuid({ error: m.examInvalid }).nullable().default(null),
  homeworkTypeId: z.uuid({ error: m.typeInvalid }).nullable().default(null),
  attachmentIds: z
    .array(z.uuid({ error: m.attachmentInvalid }), { error: m.attachmentInvalid })
    .max(l.maxAttachments, m.tooManyAttachments)
    .default([]),
});
export type TCourseNodeSave = z.input<typeof ZCourseNodeSave>;
export type TCourseNodeSaveParsed = z.output<typeof ZCourseNodeSave>;

/** POST /course-node/{id}/move: a new parent (null: the top level) and place among its children (0-based). */
export const ZCourseNodeMove = z.object({
  parentId: z.uuid({ error: m.nodeNotFound }).nullable(),
  position: z.int({ error: m.number }).min(0, m.number),
});
export type TCourseNodeMove = z.input<typeof ZCourseNodeMove>;

/** A file attached to a course node (a COURSE_ATTACHMENT), downloaded at /api/file/{id}/download. */
export const ZCourseAttachment = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.int(),
  mimeType: z.string().optional(),
});
export type TCourseAttachment = z.infer<typeof ZCourseAttachment>;

export const ZCourseNode = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  position: z.int(),
  type: ZCourseNodeType,
  title: z.string(),
  freePreview: z.boolean(),
  /** The viewer may not open it (a paid course not bought, and not a free preview): its contents are left out. */
  locked: z.boolean(),
  content: z.string().nullable(),
  fileId: z.uuid().nullable(),
  homeworkId: z.uuid().nullable(),
  homeworkIds: z.array(z.uuid()),
  examId: z.uuid().nullable(),
  homeworkTypeId: z.uuid().nullable(),
  /** Its attachments in the author's order; empty when `locked`. */
  attachments: z.array(ZCourseAttachment),
  /** The viewer marked it done (or passed the quiz). */
  done: z.boolean(),
  /** A quiz's best score of the viewer, or null. */
  quizScore: z.object({ correct: z.int(), total: z.int() }).nullable(),
});
export type TCourseNode = z.infer<typeof ZCourseNode>;

export const ZCourseCard = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  subject: z.enum(subjects),
  level: z.enum(schoolLevels),
  priceGross: z.int().nullable(),
  status: ZCourseStatus,
  author: ZPerson.nullable(),
  rating: z.number(),
  ratingCount: z.int(),
  /** The cover image (an EDITOR_IMAGE, read at /api/file/{id}/content), null without one. */
  coverFileId: z.uuid().nullable(),
  nodeCount: z.int(),
  createdAt: z.iso.datetime(),
});
export type TCourseCard = z.infer<typeof ZCourseCard>;

export const ZCourse = ZCourseCard.extend({
  description: z.string(),
  reviewComment: z.string(),
  /** The course tree in order: each node with its parent and place. */
  nodes: z.array(ZCourseNode),
  /** The viewer bought or joined it (the author and ADMIN have access without it). */
  enrolled: z.boolean(),
  /** The viewer's progress: done nodes of the content (groups do not count), percent, where they stopped. */
  progress: z.object({ done: z.int(), total: z.int(), percent: z.int(), lastNodeId: z.uuid().nullable() }),
  /** The viewer's own stars (1–5) for the course, null before they rate it. */
  myRating: z.int().nullable(),
  policies: ZCoursePolicySet,
});
export type TCourse = z.infer<typeof ZCourse>;

export const ZCourseChanged = z.object({ message: z.string(), course: ZCourse });
export type TCourseChanged = z.infer<typeof ZCourseChanged>;

/** GET /course: published courses, by subject, level, price and rating, like the task catalogue. */
export const ZCourseListQuery = z.object({
  ...pagingQuery({ max: 50, fallback: 12 }),
  subject: z.enum(subjects).optional(),
  level: z.enum(schoolLevels).optional(),
  free: z.enum(['true', 'false']).optional(),
  maxPrice: z.coerce.number({ error: m.number }).int(m.number).min(0, m.number).optional(),
  minRating: z.coerce.number({ error: m.number }).min(0, m.number).max(5, m.number).optional(),
  /** mine: the viewer's own courses in every status; enrolled: the courses the viewer joined or bought. */
  scope: z.enum(['public', 'mine', 'enrolled', 'review']).default('public'),
  sort: z.enum(['createdAt:DESC', 'rating:DESC', 'price:ASC']).default('createdAt:DESC'),
});
export type TCourseListQuery = z.output<typeof ZCourseListQuery>;
export type TCourseListQueryInput = z.input<typeof ZCourseListQuery>;
export const ZCourseList = pageOf(ZCourseCard);
export type TCourseList = z.infer<typeof ZCourseList>;

/** POST /course/{id}/review (ADMIN): publish or reject, with a comment for the author. */
export const ZCourseReview = z.object({
  decision: z.enum(['APPROVE', 'REJECT'], { error: m.transition }),
  comment: z.string({ error: m.comment }).trim().max(l.commentMaxLength, m.comment).default(''),
});
export type TCourseReview = z.input<typeof ZCourseReview>;

export const ZCourseCheckout = z.object({
  method: z.enum(['stripe', 'manual'], { error: commerceMessages.invalidMethod }),
  buyer: ZInvoiceBuyerType.default('private'),
});
export type TCourseCheckout = z.input<typeof ZCourseCheckout>;
export const ZCourseCheckoutResponse = ZCheckoutResponse;

/** PUT /course-node/{id}/progress: mark done or not done (also remembers it as the last position). */
export const ZCourseProgressSave = z.object({ done: z.boolean() });

/** POST /course-node/{id}/quiz: one chosen answer per task of the quiz. */
export const ZCourseQuizSubmit = z.object({
  answers: z
    .array(z.object({ homeworkId: z.uuid({ error: m.quizAnswers }), answerId: z.uuid({ error: m.quizAnswers }) }))
    .min(1, m.quizAnswers)
    .max(l.maxQuizHomeworks, m.quizAnswers),
});
export type TCourseQuizSubmit = z.input<typeof ZCourseQuizSubmit>;
export const ZCourseQuizResult = z.object({
  message: z.string(),
  correct: z.int(),
  total: z.int(),
  /** Per task: whether the chosen answer was right, and which answers are (shown once the quiz is sent). */
  results: z.array(z.object({ homeworkId: z.uuid(), correct: z.boolean(), correctAnswerIds: z.array(z.uuid()) })),
});
export type TCourseQuizResult = z.infer<typeof ZCourseQuizResult>;

/** PUT /course/{id}/rating: a student's stars for a course they joined or bought; changing them replaces them. */
export const ZCourseRatingSave = z.object({
  rating: z.int({ error: m.ratingStars }).min(1, m.ratingStars).max(5, m.ratingStars),
});
export type TCourseRatingSave = z.infer<typeof ZCourseRatingSave>;

/** The uuid `:id` of a course or a course node; a malformed id answers 400 'Niepoprawny format'. */
export const ZCourseIdParams = z.object({ id: z.uuid({ error: validationMessages.invalidFormat }) });
/** GET /api/course/{id}: a course by id or slug. */
export const ZCourseKeyParams = z.object({ id: z.string().min(1).max(200) });
