import { z } from 'zod';
import { defineJob } from '../../lib/jobs/job-definition';

/**
 * Once a minute, on one node: scheduled periods whose start came become ACTIVE (SubscriptionActivated to
 * the account's tabs), periods whose end passed become EXPIRED, and due renewal reminders are queued. Access
 * never waits on it (the session check reads the periods' dates); it keeps statuses and notices right.
 */
export const sweepSubscriptionsJob = defineJob({
  name: 'subscriptions.sweep',
  schema: z.object({}),
  retry: { limit: 0, delaySeconds: 30, backoff: false },
  policy: 'short',
  cron: '* * * * *',
});

/** The renewal reminder of one period; queued in the transaction that marks it sent, so it goes once. */
export const renewalReminderMailJob = defineJob({
  name: 'mail.subscription-renewal-reminder',
  schema: z.object({ subscriptionId: z.uuid() }),
  retry: { limit: 7, delaySeconds: 30, backoff: true },
  policy: 'short',
});

/** How long before Premium ends its account is reminded to renew. */
export const renewalReminderDays = 3;

/** The sweep as the queue runs it; tests call it with their own clock. */
export const createSweepSubscriptionsHandler =
  (service: { sweep: (at: Date) => Promise<unknown> }, now: () => Date = () => new Date()) =>
  async () => {
    await service.sweep(now());
  };
