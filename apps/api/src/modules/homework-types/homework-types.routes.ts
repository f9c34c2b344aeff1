import { homeworkTypeEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { adminDoor, errorResponses } from '../../lib/routes/route-options';

export const homeworkTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { homeworkTypes: service, homeworkTypeAuthoring: authoring } = app.services;
  const route = endpointRoutes(app, {
    tags: ['Homework types'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });

  route.signedIn(
    homeworkTypeEndpoints.create,
    {
      summary: 'ADMIN: create a task type (name, slug, description and formulas as rich HTML, parent, concepts)',
      door: adminDoor,
      status: 201,
    },
    async (request) => {
      const id = await authoring.create(request.viewer, request.body);
      return service.get(id);
    },
  );

  route.signedIn(
    homeworkTypeEndpoints.update,
    {
      summary: 'ADMIN: edit a task type; the change is written to its history',
      door: adminDoor,
    },
    async (request) => {
      await authoring.update(request.viewer, request.params.id, request.body);
      return service.get(request.params.id);
    },
  );

  route.signedIn(
    homeworkTypeEndpoints.remove,
    {
      summary: 'ADMIN: delete a task type (subtypes become top-level, tasks lose the type)',
      door: adminDoor,
    },
    async (request) => authoring.remove(request.viewer, request.params.id),
  );

  route.signedIn(
    homeworkTypeEndpoints.toggleDone,
    {
      summary: 'ADMIN: toggle the "done" mark of a task type',
      door: adminDoor,
    },
    async (request) => {
      await authoring.toggleDone(request.viewer, request.params.id);
      return service.get(request.params.id);
    },
  );

  route.signedIn(
    homeworkTypeEndpoints.history,
    {
      summary: 'ADMIN: every change of a task type with who and when, newest first',
      door: adminDoor,
    },
    async (request) => authoring.history(request.viewer, request.params.id),
  );

  route.publicRoute(
    homeworkTypeEndpoints.list,
    {
      summary: 'Task types with the count of their public tasks (subtypes included)',
      errors: errorResponses(400),
    },
    async (request) => service.list(request.query),
  );

  route.publicRoute(
    homeworkTypeEndpoints.get,
    {
      summary: 'One task type by id or slug, with its parent, subtypes and concepts',
      errors: errorResponses(400, 404),
    },
    async (request) => service.get(request.params.id),
  );
};
