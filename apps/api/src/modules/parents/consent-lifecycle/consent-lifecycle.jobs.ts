import { z } from 'zod';
import { defineJob, type TJobRetry } from '../../../lib/jobs/job-definition';

/** A mail server that is down is tried again for about an hour, as the account mails are. */
const mailRetry: TJobRetry = { limit: 7, delaySeconds: 30, backoff: true };

/**
 * Every hour, on one node: the consents still awaited get their reminders (day 7 and day 25 after the request) and,
 * on day 30, one deletion job per account. Each step is claimed by a conditional UPDATE, so a second run (or node)
 * sends nothing twice.
 */
export const consentLifecycleSweepJob = defineJob({
  name: 'parents.consent-lifecycle-sweep',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  policy: 'short',
  cron: '17 * * * *',
});

/** The reminder to the parent: the handler makes a fresh consent link when it sends (no secret waits in the queue). */
export const consentReminderMailJob = defineJob({
  name: 'mail.parental-consent-reminder',
  schema: z.object({ userId: z.uuid(), reminder: z.union([z.literal(1), z.literal(2)]) }),
  retry: mailRetry,
  policy: 'short',
});

/**
 * The deletion of one account whose consent never came (day 30): one job per account, so one that fails (retried
 * with backoff, then kept for ADMIN) holds up no other. `requestedAt` is the request the sweep judged: a consent
 * requested again since (a corrected address) is not deleted by this job.
 */
export const consentExpiredDeletionJob = defineJob({
  name: 'parents.consent-expired-deletion',
  schema: z.object({ userId: z.uuid(), requestedAt: z.iso.datetime() }),
  retry: { limit: 8, delaySeconds: 60, backoff: true },
  policy: 'short',
});

/** The notice that the account was deleted, to the parent's address and the child's confirmed one. */
export const consentAccountDeletedMailJob = defineJob({
  name: 'mail.parental-consent-account-deleted',
  schema: z.object({ to: z.string(), username: z.string(), recipient: z.enum(['PARENT', 'CHILD']) }),
  retry: mailRetry,
  policy: 'standard',
});
