import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job-definition';

/**
 * Every minute, on one node: messages sent to a minor at night whose 7:00 Warsaw has come are announced to their
 * rooms (realtime, bells). Taking a message clears its `deliver_at`, so a second runner or a retry finds nothing.
 */
export const deliverNightMessagesJob = defineJob({
  name: 'chat.deliver-night-messages',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  policy: 'short',
  cron: '* * * * *',
});

/** The delivery as the queue runs it; tests call the service with their own clock. */
export const createDeliverNightMessagesHandler =
  (service: { deliverDueMessages: (at?: Date) => Promise<unknown> }, now: () => Date = () => new Date()) =>
  async () => {
    await service.deliverDueMessages(now());
  };
