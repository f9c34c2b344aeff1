import { z } from 'zod';
import { defineJob } from '../../../lib/jobs/job-definition';

/**
 * Every hour, on one node: the KRK certificates decided 30 days ago or more are deleted (storage and row,
 * `document_deleted_at` set), and the verifications ending in 30 days or less are reminded once
 * (`renewal_reminded_at`). Each step is claimed by a conditional UPDATE, so a second run does nothing twice.
 */
export const teacherVerificationSweepJob = defineJob({
  name: 'safeguarding.teacher-verification-sweep',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 60, backoff: false },
  policy: 'short',
  cron: '23 * * * *',
});

/** The teacher's mail about a decision or the renewal: the notification's text, with a link to the page. */
export const teacherVerificationMailJob = defineJob({
  name: 'mail.teacher-verification',
  schema: z.object({ userId: z.uuid(), text: z.string() }),
  retry: { limit: 7, delaySeconds: 30, backoff: true },
  policy: 'short',
});
