import { curriculumEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';
import { errorResponses, usualErrors } from '../../lib/routes/route-options';

const requirementsBody =
  "The full list replaces the old one: `[{system, code}]` of GET /api/curriculum (400 'Nieznane wymaganie podstawy programowej.' for another code; at most 30, 400 'Można wybrać najwyżej 30 wymagań.'); repeated ones are kept once.";

/** The curriculum of issue 37: both systems of requirement codes, and which tasks and concepts carry them. */
export const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.curriculum;
  const route = endpointRoutes(app, { tags: ['Curriculum'], errors: usualErrors });

  route.publicRoute(
    curriculumEndpoints.get,
    {
      summary: 'The requirements of the curriculum in both systems, as trees, and the crosswalk between them',
      description:
        "`PP2017`: the podstawa programowa now in force (primary school 2017, klasy IV–VI and VII–VIII; secondary school 2018, basic and extended level); `KJ2026`: the Kompas Jutra reform's learning outcomes where published. A requirement's `parentCode` names its section (null for a section). `crosswalk` links a requirement of one system to one of the other, as `system:code`. Sources: docs/curriculum.md.",
      errors: {},
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return service.get();
    },
  );

  route.publicRoute(
    curriculumEndpoints.coverage,
    {
      summary: 'Per requirement: the public tasks, concepts and task generators that practise it',
      description:
        'A section counts what its requirements carry. Tasks are public tasks only; generators are those of GET /api/generator.',
      errors: {},
    },
    async () => service.coverage(),
  );

  route.signedIn(
    curriculumEndpoints.setHomeworkRequirements,
    {
      summary: "Set a task's requirements of the curriculum",
      description: `ADMIN, or a TEACHER on their own task (403 otherwise; 404 for a task the viewer may not read). ${requirementsBody}`,
    },
    async (request) => service.setHomeworkRequirements(request.viewer, request.params.id, request.body),
  );

  route.signedIn(
    curriculumEndpoints.setConceptRequirements,
    {
      summary: "Set a concept's requirements of the curriculum",
      description: `ADMIN only (403 otherwise). ${requirementsBody}`,
      errors: errorResponses(400, 401, 403, 404),
    },
    async (request) => service.setConceptRequirements(request.viewer, request.params.id, request.body),
  );
};
