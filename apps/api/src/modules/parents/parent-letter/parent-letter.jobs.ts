import { z } from 'zod';
import { defineJob } from '../../../lib/jobs/job-definition';

/**
 * Every hour on the hour (UTC), on one node: once Sunday 18:00 Warsaw has come (16:00 UTC in summer, 17:00 in
 * winter, both on the hour) each parent's letter of the week is taken (`parent_letters`) and its mail queued; the
 * other runs of the day find every letter taken. Past a day after the slot nothing is sent for that week.
 */
export const parentLetterSweepJob = defineJob({
  name: 'parents.letter-sweep',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  policy: 'short',
  cron: '0 * * * *',
});

/** One parent's letter of one week; queued in the transaction that took it, so it goes once. */
export const parentLetterMailJob = defineJob({
  name: 'mail.parent-letter',
  schema: z.object({ parentId: z.uuid(), weekStart: z.iso.date() }),
  retry: { limit: 7, delaySeconds: 30, backoff: true },
  policy: 'short',
});
