import {
  ZHomeworkType,
  ZHomeworkTypeHistory,
  ZHomeworkTypeList,
  ZHomeworkTypeListQuery,
  ZHomeworkTypeSave,
  ZIdOrSlugParams,
  ZIdParams,
  ZMessageResponse,
} from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoor, errorResponses, routeOptions } from '../../lib/routes/route-options';

export const homeworkTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { homeworkTypes: service, homeworkTypeAuthoring: authoring } = app.services;
  const { signedIn, publicRoute } = routeOptions(app, {
    tags: ['Homework types'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });

  app.post(
    '/',
    signedIn(
      {
        summary: 'ADMIN: create a task type (name, slug, description and formulas as rich HTML, parent, concepts)',
        body: ZHomeworkTypeSave,
        response: { 201: ZHomeworkType },
      },
      { door: adminDoor },
    ),
    async (request, reply) => {
      const id = await authoring.create(request.viewer!, request.body);
      return reply.status(201).send(await service.get(id));
    },
  );

  app.put(
    '/:id',
    signedIn(
      {
        summary: 'ADMIN: edit a task type; the change is written to its history',
        params: ZIdParams,
        body: ZHomeworkTypeSave,
        response: { 200: ZHomeworkType },
      },
      { door: adminDoor },
    ),
    async (request) => {
      await authoring.update(request.viewer!, request.params.id, request.body);
      return service.get(request.params.id);
    },
  );

  app.delete(
    '/:id',
    signedIn(
      {
        summary: 'ADMIN: delete a task type (subtypes become top-level, tasks lose the type)',
        params: ZIdParams,
        response: { 200: ZMessageResponse },
      },
      { door: adminDoor },
    ),
    async (request) => authoring.remove(request.viewer!, request.params.id),
  );

  app.put(
    '/:id/toggle-done',
    signedIn(
      {
        summary: 'ADMIN: toggle the "done" mark of a task type',
        params: ZIdParams,
        response: { 200: ZHomeworkType },
      },
      { door: adminDoor },
    ),
    async (request) => {
      await authoring.toggleDone(request.viewer!, request.params.id);
      return service.get(request.params.id);
    },
  );

  app.get(
    '/:id/history',
    signedIn(
      {
        summary: 'ADMIN: every change of a task type with who and when, newest first',
        params: ZIdParams,
        response: { 200: ZHomeworkTypeHistory },
      },
      { door: adminDoor },
    ),
    async (request) => authoring.history(request.viewer!, request.params.id),
  );

  app.get(
    '/',
    publicRoute({
      summary: 'Task types with the count of their public tasks (subtypes included)',
      querystring: ZHomeworkTypeListQuery,
      response: { 200: ZHomeworkTypeList },
      errors: errorResponses(400),
    }),
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    publicRoute({
      summary: 'One task type by id or slug, with its parent, subtypes and concepts',
      params: ZIdOrSlugParams,
      response: { 200: ZHomeworkType },
      errors: errorResponses(400, 404),
    }),
    async (request) => service.get(request.params.id),
  );
};
