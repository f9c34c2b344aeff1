import {
  successMessages,
  ZHomework,
  ZHomeworkList,
  ZHomeworkListQueryWithOwner,
  ZHomeworkReviewInput,
  ZHomeworkReviewList,
  ZHomeworkSave,
  ZHomeworkStateResponse,
  ZHomeworkStatusInput,
  ZIdOrSlugParams,
  ZIdParams,
  ZMessageResponse,
  ZPendingCount,
  ZRandomHomework,
  ZSolution,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoor, authorDoor, errorResponses, routeOptions, usualErrors } from '../../lib/routes/route-options';

export const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const {
    homework: service,
    homeworkList: listService,
    homeworkAuthoring: authoring,
    homeworkReview: workflow,
  } = app.services;
  const { signedIn, publicRoute } = routeOptions(app, {
    tags: ['Homework'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });

  app.post(
    '/',
    signedIn(
      {
        summary: 'Create a task (TEACHER or ADMIN); it starts PRIVATE, with a slug from its description',
        description:
          'One transaction: the task, answers, solution steps, concept and exam links. Rich fields are sanitized; concepts, type, exams and solution files are checked (400).',
        body: ZHomeworkSave,
        response: { 201: ZHomework },
      },
      { door: authorDoor() },
    ),
    async (request, reply) => {
      const id = await authoring.create(request.viewer!, request.body);
      return reply.status(201).send(await service.get(request.viewer, id));
    },
  );

  app.get(
    '/pending/count',
    signedIn(
      {
        summary: 'ADMIN: the number of tasks whose review is PENDING',
        response: { 200: ZPendingCount },
      },
      { errors: errorResponses(401, 403), door: adminDoor },
    ),
    async (request) => workflow.pendingCount(request.viewer!),
  );

  app.put(
    '/:id',
    signedIn({
      summary: 'Edit a task (its author or ADMIN); an author’s edit of a public task sends it back to review',
      params: ZIdParams,
      body: ZHomeworkSave,
      response: { 200: ZHomework },
    }),
    async (request) => {
      await authoring.update(request.viewer!, request.params.id, request.body);
      return service.get(request.viewer, request.params.id);
    },
  );

  app.delete(
    '/:id',
    signedIn({
      summary:
        "Delete a task (its author or ADMIN) with its answers, steps, links and stars; the author's rating is recomputed in the same transaction",
      params: ZIdParams,
      response: { 200: ZMessageResponse },
    }),
    async (request) => {
      await authoring.remove(request.viewer!, request.params.id);
      return { message: successMessages.deleted };
    },
  );

  app.put(
    '/:id/submit-for-review',
    signedIn({
      summary: 'Send a private or public task to review (its author or ADMIN): review PENDING',
      params: ZIdParams,
      response: { 200: ZHomeworkStateResponse },
    }),
    async (request) => workflow.submitForReview(request.viewer!, request.params.id),
  );

  app.put(
    '/:id/review',
    signedIn(
      {
        summary: 'ADMIN: approve or reject a task waiting for review, with a comment; the author is notified',
        params: ZIdParams,
        body: ZHomeworkReviewInput,
        response: { 200: ZHomeworkStateResponse },
      },
      { door: adminDoor },
    ),
    async (request) => workflow.review(request.viewer!, request.params.id, request.body),
  );

  app.get(
    '/:id/reviews',
    signedIn({
      summary: 'The review decisions of a task with their comments, newest first (its author or ADMIN)',
      params: ZIdParams,
      response: { 200: ZHomeworkReviewList },
    }),
    async (request) => workflow.listReviews(request.viewer!, request.params.id),
  );

  app.put(
    '/:id/publish',
    signedIn({
      summary: 'Make a PRIVATE task PUBLIC: ADMIN always, the author once the review is APPROVED; never while PENDING',
      params: ZIdParams,
      response: { 200: ZHomeworkStateResponse },
    }),
    async (request) => workflow.publish(request.viewer!, request.params.id),
  );

  app.put(
    '/:id/status',
    signedIn(
      {
        summary: 'ADMIN: set a content-visibility state (hidden, under copyright review, removed, ...) or back',
        params: ZIdParams,
        body: ZHomeworkStatusInput,
        response: { 200: ZHomeworkStateResponse },
      },
      { door: adminDoor },
    ),
    async (request) => workflow.setStatus(request.viewer!, request.params.id, request.body.status),
  );

  app.get(
    '/',
    publicRoute(
      {
        summary: 'Tasks with filters, search, sort, pagination and disjunctive facet counts',
        description:
          "Everybody sees public tasks; ADMIN may filter by status. examLevels, statuses, unsolved, withoutType and underReview are ADMIN only (403); type and typesIds need ADMIN or Premium (403). Signed in: hideHidden and hideSolved (USER or ADMIN; a TEACHER gets 403) leave out the tasks of one's 'Ukryte' and 'Rozwiązane' lists (ignored signed out); favoriteId keeps only one's own list (401 signed out, 404 for another's), in the list's order (sort favorite:ASC, which needs favoriteId: 400). The facets count under these filters too.",
        querystring: ZHomeworkListQueryWithOwner,
        response: { 200: ZHomeworkList },
      },
      { errors: usualErrors },
    ),
    async (request) => listService.list(request.viewer, request.query),
  );

  app.get(
    '/random',
    publicRoute(
      {
        summary: 'The slug of a random task matching the same filters as the list (null when none)',
        description:
          'The same filters, refusals and list filters (hideHidden, hideSolved, favoriteId) as GET /homework.',
        querystring: ZHomeworkListQueryWithOwner,
        response: { 200: ZRandomHomework },
      },
      { errors: usualErrors },
    ),
    async (request) => listService.pickRandom(request.viewer, request.query),
  );

  app.get(
    '/:id',
    publicRoute(
      {
        summary: 'A task by id or slug; a non-public task only for its author or an ADMIN',
        description: '`policies` answers, for the viewer of the request, which actions on the task they may take.',
        params: ZIdOrSlugParams,
        response: { 200: ZHomework },
      },
      { errors: errorResponses(400, 404) },
    ),
    async (request) => service.get(request.viewer, request.params.id),
  );

  app.get(
    '/:id/solution',
    publicRoute(
      {
        summary: 'The solution of a task: its steps in order, and the solution media',
        description:
          'A paid solution shows only its first step (no worked solution, images, video or files) to a viewer who is not its author or an ADMIN and has not spent PAID_SOLUTION tokens on it; `access` says what is held back, the hint (free with a free or visible solution, sold while it is locked) and the token prices.',
        params: ZIdOrSlugParams,
        response: { 200: ZSolution },
      },
      { errors: errorResponses(400, 404) },
    ),
    async (request) => service.getSolution(request.viewer, request.params.id),
  );
};
