import { healthEndpoints } from '@zadania/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoutes } from '../../lib/routes/endpoint-route';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = endpointRoutes(app, { tags: ['Health'], errors: {} });

  route.publicRoute(
    healthEndpoints.health,
    {
      summary: 'Liveness: the process answers (no dependency is asked; see /api/ready)',
    },
    async () => ({ status: 'ok' as const, database: app.database.kind, uptimeSeconds: Math.round(process.uptime()) }),
  );

  route.publicRoute(
    healthEndpoints.ready,
    {
      summary:
        'Readiness: 200 when this node should get traffic, 503 while it starts, shuts down or lacks a dependency',
      description:
        'Checks: not shutting down, the database answers at the migration version this build expects, Redis answers (when configured), the catalogue snapshot is loaded.',
      responses: { 503: healthEndpoints.ready.response },
    },
    async (_request, reply) => {
      const result = await app.readiness();
      return reply.status(result.ready ? 200 : 503).send(result);
    },
  );
};
