import { homeworkEndpoints, successMessages } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, authorDoor, errorResponses } from '../../lib/routes/route-options';

export const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { homework: service, homeworkAuthoring: authoring, homeworkReview: workflow } = app.services;
  const route = endpointRoutes(app, {
    tags: ['Homework'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });

  route.signedIn(
    homeworkEndpoints.create,
    {
      summary: 'Create a task (TEACHER or ADMIN); it starts PRIVATE, with a slug from its description',
      description:
        'One transaction: the task, answers, solution steps, concept and exam links. Rich fields are sanitized; concepts, type, exams and solution files are checked (400).',
      status: 201,
      door: authorDoor(),
    },
    async (request) => {
      const id = await authoring.create(request.viewer, request.body);
      return service.get(request.viewer, id);
    },
  );

  route.signedIn(
    homeworkEndpoints.pendingCount,
    {
      summary: 'ADMIN: the number of tasks whose review is PENDING',
      errors: errorResponses(401, 403),
      door: adminDoor,
    },
    async (request) => workflow.pendingCount(request.viewer),
  );

  route.signedIn(
    homeworkEndpoints.update,
    {
      summary: 'Edit a task (its author or ADMIN); an author’s edit of a public task sends it back to review',
    },
    async (request) => {
      await authoring.update(request.viewer, request.params.id, request.body);
      return service.get(request.viewer, request.params.id);
    },
  );

  route.signedIn(
    homeworkEndpoints.remove,
    {
      summary:
        "Delete a task (its author or ADMIN) with its answers, steps, links and stars; the author's rating is recomputed in the same transaction",
    },
    async (request) => {
      await authoring.remove(request.viewer, request.params.id);
      return { message: successMessages.deleted };
    },
  );

  route.signedIn(
    homeworkEndpoints.submitForReview,
    {
      summary: 'Send a private or public task to review (its author or ADMIN): review PENDING',
    },
    async (request) => workflow.submitForReview(request.viewer, request.params.id),
  );

  route.signedIn(
    homeworkEndpoints.review,
    {
      summary: 'ADMIN: approve or reject a task waiting for review, with a comment; the author is notified',
      door: adminDoor,
    },
    async (request) => workflow.review(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    homeworkEndpoints.reviews,
    {
      summary: 'The review decisions of a task with their comments, newest first (its author or ADMIN)',
    },
    async (request) => workflow.listReviews(request.viewer, request.params.id),
  );

  route.signedIn(
    homeworkEndpoints.publish,
    {
      summary: 'Make a PRIVATE task PUBLIC: ADMIN always, the author once the review is APPROVED; never while PENDING',
    },
    async (request) => workflow.publish(request.viewer, request.params.id),
  );

  route.signedIn(
    homeworkEndpoints.setStatus,
    {
      summary: 'ADMIN: set a content-visibility state (hidden, under copyright review, removed, ...) or back',
      door: adminDoor,
    },
    async (request) => workflow.setStatus(request.viewer, request.params.id, request.body.status),
  );

  route.publicRoute(
    homeworkEndpoints.get,
    {
      summary: 'A task by id or slug; a non-public task only for its author or an ADMIN',
      description: '`policies` answers, for the viewer of the request, which actions on the task they may take.',
      errors: errorResponses(400, 404),
    },
    async (request) => service.get(request.viewer, request.params.id),
  );

  route.publicRoute(
    homeworkEndpoints.solution,
    {
      summary: 'The solution of a task: its steps in order, and the solution media',
      description:
        'A paid solution shows only its first step (no worked solution, images, video or files) to a viewer who is not its author or an ADMIN and has not spent PAID_SOLUTION tokens on it; `access` says what is held back, the hint (free with a free or visible solution, sold while it is locked) and the token prices.',
      errors: errorResponses(400, 404),
    },
    async (request) => service.getSolution(request.viewer, request.params.id),
  );
};
