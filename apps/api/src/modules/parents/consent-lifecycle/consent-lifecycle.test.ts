import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { buildUser } from '../../../../test/factories';
import { findLinkInOutbox, readOutbox } from '../../../../test/outbox';
import { notifications, parentalConsents, users } from '../../../db/schema';
import { hashToken } from '../../../lib/secrets';

const t = useTestApp();
const day = 86_400_000;
/** The consent's request; the tests move the sweep's clock from here, day by day. */
const requestedAt = new Date('2026-03-02T10:00:00Z');
const dayAt = (n: number) => new Date(requestedAt.getTime() + n * day);

/** A pupil of 13 whose consent was requested at `requestedAt` from mama@example.com. */
async function awaitingPupil(values: { email?: string | null; withdrawnAt?: Date; confirmedAt?: Date } = {}) {
  const pupil = await buildUser(t.app, { birthYear: new Date().getUTCFullYear() - 13 });
  if (values.email === null) await t.app.db.update(users).set({ email: null }).where(eq(users.id, pupil.id));
  await t.app.db.insert(parentalConsents).values({
    userId: pupil.id,
    parentEmail: 'mama@example.com',
    tokenHash: hashToken(`first-${pupil.id}`),
    requestedAt,
    withdrawnAt: values.withdrawnAt ?? null,
    confirmedAt: values.confirmedAt ?? null,
  });
  return pupil;
}

const sweep = async (at: Date) => {
  const result = await t.app.services.consentLifecycle.sweep(at);
  await t.app.jobs.drain();
  return result;
};
const consentOf = async (userId: string) =>
  (await t.app.db.select().from(parentalConsents).where(eq(parentalConsents.userId, userId)))[0];
const mailsTo = async (to: string) => (await readOutbox(t.app.outboxDir)).filter((mail) => mail.to.includes(to));

describe('the lifecycle of an awaited parental consent', () => {
  it('reminds on day 7 and day 25 once each, with a working link, and tells the child', async () => {
    const pupil = await awaitingPupil();

    expect(await sweep(dayAt(6.9))).toEqual({ reminders: 0, deletions: 0 });
    expect(await mailsTo('mama@example.com')).toHaveLength(0);

    expect(await sweep(dayAt(7))).toEqual({ reminders: 1, deletions: 0 });
    expect((await consentOf(pupil.id))?.remindersSent).toBe(1);
    const [first] = await mailsTo('mama@example.com');
    expect(first?.subject).toBe('Przypomnienie: prośba o zgodę na konto dziecka w Zadania');
    expect(first?.text).toContain(pupil.username);
    expect(first?.text).toContain('1 kwietnia 2026');
    const childNotices = await t.app.db.select().from(notifications).where(eq(notifications.userId, pupil.id));
    expect(childNotices).toHaveLength(1);
    expect(String(childNotices[0]?.payload.text)).toContain('Rodzic lub opiekun nie potwierdził jeszcze zgody');

    // A second run (or a second node) the same day sends nothing; nor does day 24.
    expect(await sweep(dayAt(7.01))).toEqual({ reminders: 0, deletions: 0 });
    expect(await sweep(dayAt(24))).toEqual({ reminders: 0, deletions: 0 });
    expect(await mailsTo('mama@example.com')).toHaveLength(1);
    // The requested time stays: the reminder does not restart the 30 days.
    expect((await consentOf(pupil.id))?.requestedAt).toEqual(requestedAt);

    expect(await sweep(dayAt(25))).toEqual({ reminders: 1, deletions: 0 });
    expect(await sweep(dayAt(25.5))).toEqual({ reminders: 0, deletions: 0 });
    expect((await consentOf(pupil.id))?.remindersSent).toBe(2);
    expect(await mailsTo('mama@example.com')).toHaveLength(2);

    // The newest reminder's link gives the consent.
    const link = await findLinkInOutbox(t.app.outboxDir, 'mama@example.com', '/zgoda-rodzica');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parental-consent',
      payload: { token: link!.searchParams.get('token') },
    });
    expect(response.statusCode).toBe(200);
    expect((await consentOf(pupil.id))?.confirmedAt).not.toBeNull();
  });

  it('claims a reminder once when two runners sweep at the same time', async () => {
    const pupil = await awaitingPupil();
    const results = await Promise.all([
      t.app.services.consentLifecycle.sweep(dayAt(8)),
      t.app.services.consentLifecycle.sweep(dayAt(8)),
    ]);
    await t.app.jobs.drain();
    expect(results.reduce((sum, result) => sum + result.reminders, 0)).toBe(1);
    expect(await mailsTo('mama@example.com')).toHaveLength(1);
    expect((await consentOf(pupil.id))?.remindersSent).toBe(1);
  });

  it('deletes the account with everything on day 30 and tells the parent and the child', async () => {
    const pupil = await awaitingPupil();
    await sweep(dayAt(7));
    await sweep(dayAt(25));

    expect(await sweep(dayAt(29.9))).toEqual({ reminders: 0, deletions: 0 });
    expect(await sweep(dayAt(30))).toEqual({ reminders: 0, deletions: 1 });

    expect(await t.app.db.select().from(users).where(eq(users.id, pupil.id))).toHaveLength(0);
    expect(await consentOf(pupil.id)).toBeUndefined();
    expect(await t.app.db.select().from(notifications).where(eq(notifications.userId, pupil.id))).toHaveLength(0);
    const parentMails = await mailsTo('mama@example.com');
    expect(parentMails.map((mail) => mail.subject)).toContain('Konto dziecka w Zadania zostało usunięte');
    const childMails = await mailsTo(pupil.email);
    expect(childMails.map((mail) => mail.subject)).toEqual(['Twoje konto w Zadania zostało usunięte']);

    // Nothing is left to do on the next run.
    expect(await sweep(dayAt(31))).toEqual({ reminders: 0, deletions: 0 });
  });

  it('tells only the parent when the child has no confirmed address, and sends the due reminder once if late', async () => {
    const pupil = await awaitingPupil({ email: null });
    // The job did not run for four weeks: one reminder (the second), then the deletion.
    expect(await sweep(dayAt(27))).toEqual({ reminders: 1, deletions: 0 });
    expect((await consentOf(pupil.id))?.remindersSent).toBe(2);
    await sweep(dayAt(30));
    expect(await t.app.db.select().from(users).where(eq(users.id, pupil.id))).toHaveLength(0);
    expect((await readOutbox(t.app.outboxDir)).map((mail) => mail.to)).toEqual([
      'mama@example.com',
      'mama@example.com',
    ]);
  });

  it('keeps a withdrawn consent and a confirmed one, and reminds neither', async () => {
    const withdrawn = await awaitingPupil({ confirmedAt: dayAt(1), withdrawnAt: dayAt(3) });
    const confirmed = await awaitingPupil({ confirmedAt: dayAt(2) });
    const withdrawnBeforeConfirming = await awaitingPupil({ withdrawnAt: dayAt(3) });

    for (const at of [dayAt(7), dayAt(25), dayAt(30), dayAt(60)]) {
      expect(await sweep(at)).toEqual({ reminders: 0, deletions: 0 });
    }
    for (const pupil of [withdrawn, confirmed, withdrawnBeforeConfirming]) {
      expect(await t.app.db.select().from(users).where(eq(users.id, pupil.id))).toHaveLength(1);
    }
    expect(await readOutbox(t.app.outboxDir)).toHaveLength(0);
  });

  it('leaves an account whose consent came after the deletion was queued', async () => {
    const pupil = await awaitingPupil();
    await t.app.services.consentLifecycle.sweep(dayAt(30));
    await t.app.db
      .update(parentalConsents)
      .set({ confirmedAt: dayAt(30) })
      .where(eq(parentalConsents.userId, pupil.id));
    await t.app.jobs.drain();
    expect(await t.app.db.select().from(users).where(eq(users.id, pupil.id))).toHaveLength(1);
  });
});
