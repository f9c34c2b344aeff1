import { z } from 'zod';

/** GET /api/health: the process answers. */
export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type THealth = z.infer<typeof ZHealth>;

/** GET /api/ready: whether this node should get traffic, and each check's result. */
export const ZReadiness = z.object({
  ready: z.boolean(),
  checks: z.array(
    z.object({ name: z.enum(['serving', 'database', 'migrations', 'redis', 'catalogue']), ok: z.boolean() }),
  ),
});
export type TReadiness = z.infer<typeof ZReadiness>;
