import { courseEndpoints, courseMessages as m, ZErrorResponse } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, authorDoor, errorResponses, usualErrors } from '../../lib/routes/route-options';

const tags = ['Courses'];
const lifecycle =
  'Statuses: DRAFT → UNDER_REVIEW (the author submits) → PUBLISHED (ADMIN approves) or REJECTED (ADMIN, with a comment) → UNDER_REVIEW again; UNDER_REVIEW → DRAFT (withdrawn); PUBLISHED → DRAFT (unpublished). A course waiting for review cannot be edited.';
const nodeTypes =
  "Node types: FOLDER and CHAPTER group others; ARTICLE carries `content` (editor HTML, sanitized); VIDEO a `fileId` (the author's COURSE_VIDEO upload, streamed with ranges by /api/file); HOMEWORK a public `homeworkId`; HOMEWORKS_LIST public `homeworkIds`; QUIZ public closed `homeworkIds` (answered in one go, scored); EXAM an `examId`; HOMEWORK_TYPE a `homeworkTypeId`. `freePreview` opens a node of a paid course to everyone. Every type but FOLDER and CHAPTER may carry `attachmentIds` (up to 10 of the author's COURSE_ATTACHMENT uploads, downloaded from /api/file by those who may open the node).";

/** Courses (issue 20 point 1). The spec names no paths; these are ours. */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = app.services.courses;
  const route = endpointRoutes(app, { tags, errors: usualErrors });

  route.publicRoute(
    courseEndpoints.courses,
    {
      summary: 'Courses: the published ones, or the viewer’s own, joined, or (ADMIN) waiting for review',
      description:
        'scope=public (default): published courses by subject, level, free, maxPrice (grosze), minRating, sorted by createdAt, rating or price; scope=mine: the viewer’s own in every status; scope=enrolled: the courses joined or bought; scope=review: ADMIN only.',
    },
    async (request) => courses.listCourses(request.viewer, request.query),
  );

  route.signedIn(
    courseEndpoints.createCourse,
    {
      summary: 'Create a course (TEACHER or ADMIN), as a draft',
      description: `Title (≤ 200), description (editor HTML), subject, level, an optional cover (the author's EDITOR_IMAGE upload), price in grosze ≥ 200 ('${m.price}') or null for a free course. A USER: 403 '${m.teachersOnly}'. ${lifecycle}`,
      status: 201,
      door: authorDoor(m.teachersOnly),
    },
    async (request) => courses.createCourse(request.viewer, request.body),
  );

  route.publicRoute(
    courseEndpoints.course,
    {
      summary: 'One course by id or slug, with its tree, the viewer’s progress and policies',
      description:
        'A course not published is read by its author and ADMIN only (404 for others). Content nodes of a paid course are `locked` (their content left out) for anyone who did not buy it, except its free preview nodes.',
      errors: errorResponses(404),
    },
    async (request) => courses.getCourse(request.viewer, request.params.id),
  );

  route.signedIn(
    courseEndpoints.updateCourse,
    {
      summary: 'Edit a course’s card (its author or ADMIN)',
    },
    async (request) => courses.updateCourse(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    courseEndpoints.deleteCourse,
    {
      summary: 'Delete a course that is not published (its author or ADMIN)',
    },
    async (request) => courses.removeCourse(request.viewer, request.params.id),
  );

  for (const [endpoint, summary, run] of [
    [courseEndpoints.submitCourse, 'Send a course for review (its author)', courses.submitCourse],
    [courseEndpoints.withdrawCourse, 'Withdraw a course from review (its author)', courses.withdrawCourse],
    [
      courseEndpoints.unpublishCourse,
      'Take a published course back to a draft (its author or ADMIN)',
      courses.unpublishCourse,
    ],
  ] as const) {
    route.signedIn(
      endpoint,
      {
        summary,
        description: `${lifecycle} A step the state does not allow: 400 '${m.transition}'. Submitting a course without content: 400 '${m.emptyCourse}'.`,
      },
      async (request) => run(request.viewer, request.params.id),
    );
  }

  route.signedIn(
    courseEndpoints.reviewCourse,
    {
      summary: 'Publish or reject a course waiting for review (ADMIN)',
      door: adminDoor,
    },
    async (request) => courses.reviewCourse(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    courseEndpoints.joinCourse,
    {
      summary: 'Join a free published course',
      description: `A paid course: 400 '${m.notFree}'; already joined: 400 '${m.alreadyEnrolled}'; one's own: 400 '${m.ownCourse}'.`,
    },
    async (request) => courses.joinCourse(request.viewer, request.params.id),
  );

  route.signedIn(
    courseEndpoints.rateCourse,
    {
      summary: 'Rate a course one joined or bought (1–5 stars; rating again replaces the stars)',
      description: `Not 1–5: 400 '${m.ratingStars}'; not joined or bought: 403 '${m.rateEnrolledOnly}'; one's own: 400 '${m.ownCourse}'. The course's rating and ratingCount, and its author's 'Kursy' rating (courseRating, courseCount) with the overall rating, follow in the same transaction. Answers 'Dodano!' the first time and 'Zaktualizowano!' after.`,
    },
    async (request) => courses.rateCourse(request.viewer, request.params.id, request.body.rating),
  );

  route.signedIn(
    courseEndpoints.checkoutCourse,
    {
      summary: 'Buy a paid published course (payment item COURSE)',
      description: `The confirmed payment gives the buyer access; a refund or a lost dispute takes it back. A free course: 400 '${m.free}'.`,
      responses: { 429: ZErrorResponse },
    },
    async (request) => courses.checkoutCourse(request.viewer, request.params.id, request.body, { ip: request.ip }),
  );

  route.signedIn(
    courseEndpoints.addNode,
    {
      summary: 'Add a node to a course (at the end of its parent)',
      description: `${nodeTypes} The parent must be a FOLDER or CHAPTER of the course ('${m.parentNotGroup}'); at most 4 levels ('${m.tooDeep}') and 500 nodes.`,
      status: 201,
    },
    async (request) => courses.addCourseNode(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    courseEndpoints.updateNode,
    {
      summary: 'Edit a node (its place changes with move)',
      description: nodeTypes,
    },
    async (request) => courses.updateCourseNode(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    courseEndpoints.deleteNode,
    {
      summary: 'Delete a node with its children',
    },
    async (request) => courses.deleteCourseNode(request.viewer, request.params.id),
  );

  route.signedIn(
    courseEndpoints.moveNode,
    {
      summary: 'Move a node to another parent and place, in one transaction',
      description: `The course is locked while its tree changes, so concurrent moves run in turn and always leave a valid tree. Into itself or its own subtree: 400 '${m.moveIntoItself}'.`,
    },
    async (request) => courses.moveCourseNode(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    courseEndpoints.saveProgress,
    {
      summary: 'Mark a node done or not done (and remember it as the last position)',
      description: `For whoever may open it: a buyer, the author, ADMIN, or anyone on a free preview node (403 '${m.locked}').`,
    },
    async (request) => courses.saveCourseProgress(request.viewer, request.params.id, request.body.done),
  );

  route.signedIn(
    courseEndpoints.submitQuiz,
    {
      summary: 'Answer a quiz in one go: the score, per task right or wrong',
      description: `One chosen answer for every task of the quiz ('${m.quizAnswers}'). The best score is kept and the quiz counts as done.`,
    },
    async (request) => courses.submitCourseQuiz(request.viewer, request.params.id, request.body),
  );
};
