import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job-definition';

/**
 * Once a minute, on one node: lesson reservations not paid within 15 minutes are released (their open payment
 * cancelled first), so the times return to the teacher's free times.
 */
export const sweepReservationsJob = defineJob({
  name: 'tutoring.sweep-reservations',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  policy: 'short',
  cron: '* * * * *',
});

/** The sweep as the queue runs it; tests call the service with their own clock. */
export const createSweepReservationsHandler =
  (service: { sweepExpiredBookings: (at: Date) => Promise<unknown> }, now: () => Date = () => new Date()) =>
  async () => {
    await service.sweepExpiredBookings(now());
  };
