import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job-definition';
import type { TRealtimeDeliveriesRepository } from './realtime-deliveries.repository';

/** How long numbered realtime events are kept for sockets that come back (a tab away longer refetches). */
export const deliveryRetentionMs = 7 * 24 * 60 * 60 * 1000;

/** Every night, on one node: numbered realtime events older than the retention go. */
export const pruneDeliveriesJob = defineJob({
  name: 'realtime.prune-deliveries',
  schema: z.object({}),
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  policy: 'short',
  cron: '17 3 * * *',
});

export const createPruneDeliveriesHandler =
  (deliveries: Pick<TRealtimeDeliveriesRepository, 'prune'>, now: () => Date = () => new Date()) =>
  async () => {
    await deliveries.prune(new Date(now().getTime() - deliveryRetentionMs));
  };
