import { z } from 'zod';
import { defineJob, type TJobRetry } from '../../lib/jobs/job-definition';

/** A mail server that is down is tried again for about an hour (30 s, 1, 2, 4, 8, 16 and 32 min). */
const mailRetry: TJobRetry = { limit: 7, delaySeconds: 30, backoff: true };

/**
 * The e-mails of accounts. Their data holds no link: the handler makes the single-use token when it sends,
 * so no secret waits in the queue. Queued twice for the same person while the first waits, they go once.
 */
export const confirmationMailJob = defineJob({
  name: 'mail.email-confirmation',
  schema: z.object({ email: z.string() }),
  retry: mailRetry,
  policy: 'short',
});

export const passwordResetMailJob = defineJob({
  name: 'mail.password-reset',
  schema: z.object({ email: z.string() }),
  retry: mailRetry,
  policy: 'short',
});

export const registrationAttemptMailJob = defineJob({
  name: 'mail.registration-attempt',
  schema: z.object({ email: z.string() }),
  retry: mailRetry,
  policy: 'short',
});

/** The request for a parent's consent (a pupil under 16); the handler makes the link when it sends. */
export const parentalConsentMailJob = defineJob({
  name: 'mail.parental-consent',
  schema: z.object({ userId: z.string().uuid() }),
  retry: mailRetry,
  policy: 'short',
});

/** One queued mail per address and kind: the key is case-insensitive, like the addresses. */
export const mailSingletonKey = (address: string) => address.toLowerCase();
