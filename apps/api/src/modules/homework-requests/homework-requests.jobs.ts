import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job-definition';

/**
 * Once a minute, on one node: paid on-request tasks whose offer's deadline passed without a solution are
 * refunded and become undelivered (SOLUTION_NOT_DELIVERED to both sides).
 */
export const sweepHomeworkRequestsJob = defineJob({
  name: 'homework-requests.sweep-undelivered',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  policy: 'short',
  cron: '* * * * *',
});

/** The sweep as the queue runs it; tests call the service with their own clock. */
export const createSweepHomeworkRequestsHandler =
  (service: { sweepUndelivered: (at: Date) => Promise<unknown> }, now: () => Date = () => new Date()) =>
  async () => {
    await service.sweepUndelivered(now());
  };
