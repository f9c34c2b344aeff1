import type { TDb } from '../../../db/client';
import type { TEventOutbox } from '../../../lib/events/event-outbox';
import type { TJobQueue } from '../../../lib/jobs/job-queue';
import { createOpaqueToken, hashToken } from '../../../lib/secrets';
import type { TUnitOfWork } from '../../../lib/uow';
import type { TMailer } from '../../mail/mail.service';
import {
  consentAccountDeletedMailJob,
  consentExpiredDeletionJob,
  consentLifecycleSweepJob,
  consentReminderMailJob,
} from './consent-lifecycle.jobs';
import { buildConsentAccountDeletedMail, buildConsentReminderMail } from './consent-lifecycle.mails';
import { createConsentLifecycleRepository } from './consent-lifecycle.repository';

const msPerDay = 86_400_000;
/** Days after the request: the first reminder, the second, the deletion (docs/legal.md). */
export const consentLifecycleDays = { firstReminder: 7, secondReminder: 25, deletion: 30 } as const;
/** Consents handled per sweep; the next hourly run takes the rest. */
const sweepBatch = 500;

const warsawDate = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'long' });

export type TConsentLifecycleDeps = {
  db: TDb;
  uow: TUnitOfWork;
  outbox: Pick<TEventOutbox, 'record'>;
  jobs: Pick<TJobQueue, 'send'>;
  mailer: TMailer;
  publicUrl: string;
  /** The account deletion with everything in it (users.service `removeAccount`), in the caller's transaction. */
  deleteAccount: (tx: TDb, userId: string) => Promise<boolean>;
};

/**
 * What happens to a pupil's account while the parent's consent is awaited (issue 71 point 3): reminders on day 7
 * and day 25 (to the parent by e-mail, to the child in the app), deletion with everything on day 30, both told.
 * A consent withdrawn by a linked parent is never deleted; a confirmed one is out of the lifecycle.
 */
export function createConsentLifecycleService(deps: TConsentLifecycleDeps) {
  const { uow, outbox, jobs } = deps;
  const deletionDateOf = (requestedAt: Date) =>
    new Date(requestedAt.getTime() + consentLifecycleDays.deletion * msPerDay);

  /** Claims one reminder (`from` → `to`) and, in the same transaction, queues its mail and the child's notice. */
  const remind = (userId: string, requestedAt: Date, from: number, to: 1 | 2) =>
    uow.run(async (tx) => {
      if (!(await createConsentLifecycleRepository(tx).claimReminder(userId, from, to))) return false;
      await jobs.send(
        consentReminderMailJob,
        { userId, reminder: to },
        { tx, singletonKey: `consent-reminder:${userId}` },
      );
      await outbox.record(tx, 'notification.requested', {
        type: 'FAMILY_EVENT',
        recipientIds: [userId],
        text: `Rodzic lub opiekun nie potwierdził jeszcze zgody na Twoje konto. Przypomnieliśmy mu o tym e-mailem. Jeśli zgoda nie przyjdzie do ${warsawDate.format(deletionDateOf(requestedAt))}, konto zostanie usunięte razem ze wszystkimi danymi. Poproś rodzica, żeby sprawdził pocztę, albo popraw jego adres w ustawieniach konta.`,
        href: null,
        data: { parentalConsent: 'REMINDER', reminder: to },
      });
      return true;
    });

  return {
    /**
     * The hourly sweep at `at`: due reminders claimed and queued, due deletions queued (one job per account).
     * Safe to run twice or on two nodes at once: each step is a conditional UPDATE or a deletion job that checks again.
     */
    async sweep(at: Date) {
      const ageOf = (requestedAt: Date) => (at.getTime() - requestedAt.getTime()) / msPerDay;
      const before = (days: number) => new Date(at.getTime() - days * msPerDay);
      const due = await createConsentLifecycleRepository(deps.db).listDue(
        {
          firstBefore: before(consentLifecycleDays.firstReminder),
          secondBefore: before(consentLifecycleDays.secondReminder),
          deleteBefore: before(consentLifecycleDays.deletion),
        },
        sweepBatch,
      );
      const result = { reminders: 0, deletions: 0 };
      for (const { userId, requestedAt, remindersSent } of due) {
        const age = ageOf(requestedAt);
        if (age >= consentLifecycleDays.deletion) {
          await jobs.send(
            consentExpiredDeletionJob,
            { userId, requestedAt: requestedAt.toISOString() },
            { singletonKey: `consent-deletion:${userId}` },
          );
          result.deletions += 1;
        } else if (age >= consentLifecycleDays.secondReminder && remindersSent < 2) {
          // Both reminders missed (the job did not run for weeks): one mail, the second.
          if (await remind(userId, requestedAt, remindersSent, 2)) result.reminders += 1;
        } else if (remindersSent < 1) {
          if (await remind(userId, requestedAt, remindersSent, 1)) result.reminders += 1;
        }
      }
      return result;
    },

    /** The reminder mail job: a fresh consent link (the earlier one stops working), keeping the 30 days' start. */
    async sendReminderMail({ userId }: { userId: string }) {
      const repository = createConsentLifecycleRepository(deps.db);
      const consent = await repository.findAwaited(userId);
      if (!consent) return;
      const token = createOpaqueToken();
      if (!(await repository.renewToken(userId, hashToken(token)))) return;
      const link = `${deps.publicUrl}/zgoda-rodzica?token=${token}`;
      await deps.mailer.send(
        buildConsentReminderMail(consent.parentEmail, consent.username, link, deletionDateOf(consent.requestedAt)),
      );
    },

    /**
     * The deletion job of one account: only if its consent is still awaited, not withdrawn, and requested when the
     * sweep judged it. The account goes with everything in it, and the notices are queued in the same transaction.
     */
    async deleteExpired({ userId, requestedAt }: { userId: string; requestedAt: string }) {
      return uow.run(async (tx) => {
        const consent = await createConsentLifecycleRepository(tx).lockForDeletion(userId);
        if (!consent || consent.confirmedAt || consent.withdrawnAt) return false;
        if (consent.requestedAt.getTime() !== new Date(requestedAt).getTime()) return false;
        if (!(await deps.deleteAccount(tx, userId))) return false;
        const { username } = consent;
        await jobs.send(
          consentAccountDeletedMailJob,
          { to: consent.parentEmail, username, recipient: 'PARENT' },
          { tx },
        );
        if (consent.email && consent.emailConfirmedAt) {
          await jobs.send(consentAccountDeletedMailJob, { to: consent.email, username, recipient: 'CHILD' }, { tx });
        }
        return true;
      });
    },

    async sendAccountDeletedMail({
      to,
      username,
      recipient,
    }: {
      to: string;
      username: string;
      recipient: 'PARENT' | 'CHILD';
    }) {
      await deps.mailer.send(buildConsentAccountDeletedMail(to, username, recipient));
    },
  };
}

export type TConsentLifecycleService = ReturnType<typeof createConsentLifecycleService>;

/** Builds the lifecycle and binds its jobs (the composition root calls this once). */
export function bindConsentLifecycle(
  deps: TConsentLifecycleDeps & { jobs: Pick<TJobQueue, 'send' | 'register'> },
  now: () => Date = () => new Date(),
) {
  const service = createConsentLifecycleService(deps);
  deps.jobs.register(consentLifecycleSweepJob, async () => {
    await service.sweep(now());
  });
  deps.jobs.register(consentReminderMailJob, service.sendReminderMail);
  deps.jobs.register(consentExpiredDeletionJob, async (data) => {
    await service.deleteExpired(data);
  });
  deps.jobs.register(consentAccountDeletedMailJob, service.sendAccountDeletedMail);
  return service;
}
