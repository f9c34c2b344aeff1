import {
  ZErrorResponse,
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
import { homeworkTypeAuthoringMessages } from './homework-type-authoring.service';

const tags = ['Homework types'];
const security = [{ bearerAuth: [] }];
const writeErrors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};

export const homeworkTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { homeworkTypes: service, homeworkTypeAuthoring: authoring } = app.services;

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'ADMIN: create a task type (name, slug, description and formulas as rich HTML, parent, concepts)',
        body: ZHomeworkTypeSave,
        response: { 201: ZHomeworkType, ...writeErrors },
      },
    },
    async (request, reply) => {
      const id = await authoring.create(request.viewer!, request.body);
      return reply.status(201).send(await service.get(id));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'ADMIN: edit a task type; the change is written to its history',
        params: ZIdParams,
        body: ZHomeworkTypeSave,
        response: { 200: ZHomeworkType, ...writeErrors },
      },
    },
    async (request) => {
      await authoring.update(request.viewer!, request.params.id, request.body);
      return service.get(request.params.id);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'ADMIN: delete a task type (subtypes become top-level, tasks lose the type)',
        params: ZIdParams,
        response: { 200: ZMessageResponse, ...writeErrors },
      },
    },
    async (request) => {
      await authoring.remove(request.viewer!, request.params.id);
      return { message: homeworkTypeAuthoringMessages.deleted };
    },
  );

  app.put(
    '/:id/toggle-done',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'ADMIN: toggle the "done" mark of a task type',
        params: ZIdParams,
        response: { 200: ZHomeworkType, ...writeErrors },
      },
    },
    async (request) => {
      await authoring.toggleDone(request.viewer!, request.params.id);
      return service.get(request.params.id);
    },
  );

  app.get(
    '/:id/history',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'ADMIN: every change of a task type with who and when, newest first',
        params: ZIdParams,
        response: { 200: ZHomeworkTypeHistory, ...writeErrors },
      },
    },
    async (request) => authoring.history(request.viewer!, request.params.id),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Task types with the count of their public tasks (subtypes included)',
        querystring: ZHomeworkTypeListQuery,
        response: { 200: ZHomeworkTypeList, 400: ZErrorResponse },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One task type by id or slug, with its parent, subtypes and concepts',
        params: ZIdOrSlugParams,
        response: { 200: ZHomeworkType, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (request) => service.get(request.params.id),
  );
};
