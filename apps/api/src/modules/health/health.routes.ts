import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

const ZReadiness = z.object({
  ready: z.boolean(),
  checks: z.array(
    z.object({ name: z.enum(['serving', 'database', 'migrations', 'redis', 'catalogue']), ok: z.boolean() }),
  ),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['Health'],
        summary: 'Liveness: the process answers (no dependency is asked; see /api/ready)',
        response: { 200: ZHealth },
      },
    },
    async () => ({ status: 'ok' as const, database: app.database.kind, uptimeSeconds: Math.round(process.uptime()) }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['Health'],
        summary:
          'Readiness: 200 when this node should get traffic, 503 while it starts, shuts down or lacks a dependency',
        description:
          'Checks: not shutting down, the database answers at the migration version this build expects, Redis answers (when configured), the catalogue snapshot is loaded.',
        response: { 200: ZReadiness, 503: ZReadiness },
      },
    },
    async (_request, reply) => {
      const result = await app.readiness();
      return reply.status(result.ready ? 200 : 503).send(result);
    },
  );
};
