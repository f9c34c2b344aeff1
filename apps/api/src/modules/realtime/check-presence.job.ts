import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job-definition';

/**
 * Once a minute, on one node: who is online on every node now, against the last check. Somebody whose
 * sockets were all on a node that died (no disconnect ran there) is announced offline within a minute.
 */
export const checkPresenceJob = defineJob({
  name: 'realtime.check-presence',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  policy: 'short',
  cron: '* * * * *',
});
