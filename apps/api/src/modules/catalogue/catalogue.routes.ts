import { homeworkEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { usualErrors } from '../../lib/routes/route-options';

/** The catalogue of tasks under /api/homework: the list with its filters, search and facets, and a random pick. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const listService = app.services.homeworkList;
  const route = endpointRoutes(app, { tags: ['Homework'], errors: usualErrors });

  route.publicRoute(
    homeworkEndpoints.list,
    {
      summary: 'Tasks with filters, search, sort, pagination and disjunctive facet counts',
      description:
        "Everybody sees public tasks; ADMIN may filter by status. examLevels, statuses, unsolved, withoutType and underReview are ADMIN only (403); type and typesIds need ADMIN or Premium (403). Signed in: hideHidden and hideSolved (USER or ADMIN; a TEACHER gets 403) leave out the tasks of one's 'Ukryte' and 'Rozwiązane' lists (ignored signed out); favoriteId keeps only one's own list (401 signed out, 404 for another's), in the list's order (sort favorite:ASC, which needs favoriteId: 400). The facets count under these filters too.",
      errors: usualErrors,
    },
    async (request) => listService.listHomeworks(request.viewer, request.query),
  );

  route.publicRoute(
    homeworkEndpoints.random,
    {
      summary: 'The slug of a random task matching the same filters as the list (null when none)',
      description: 'The same filters, refusals and list filters (hideHidden, hideSolved, favoriteId) as GET /homework.',
      errors: usualErrors,
    },
    async (request) => listService.pickRandomHomework(request.viewer, request.query),
  );
};
