import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildUser } from '../../../test/factories';
import { readOutbox } from '../../../test/outbox';
import { confirmationMailJob, mailSingletonKey, passwordResetMailJob } from './auth-mail.jobs';

const t = useTestApp();

describe('the mail jobs of accounts', () => {
  it('send one reset mail when a person asks twice before the first went out', async () => {
    const user = await buildUser(t.app);
    // What POST /auth/forgot-password queues, twice, before any worker took the first.
    for (const email of [user.email, user.email.toUpperCase()]) {
      await t.app.jobs.send(passwordResetMailJob, { email }, { singletonKey: mailSingletonKey(email) });
    }
    await t.app.jobs.drain();
    const mails = (await readOutbox(t.app.outboxDir)).filter((mail) => mail.to === user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/set-password?token=');
  });

  it('carry no link in the queue: the token is made when the mail is sent', async () => {
    const user = await buildUser(t.app, { emailConfirmedAt: null });
    const id = await t.app.jobs.send(confirmationMailJob, { email: user.email });
    const queued = await t.app.jobs.find(confirmationMailJob.name, id!);
    expect(queued?.data).toEqual({ email: user.email });
    await t.app.jobs.drain();
    const [mail] = (await readOutbox(t.app.outboxDir)).filter((sent) => sent.to === user.email);
    expect(mail?.text).toContain('/confirm-email?token=');
  });

  it('send no confirmation to an address that is confirmed by the time the job runs', async () => {
    const user = await buildUser(t.app);
    await t.app.jobs.send(confirmationMailJob, { email: user.email });
    await t.app.jobs.drain();
    expect((await readOutbox(t.app.outboxDir)).filter((mail) => mail.to === user.email)).toEqual([]);
  });
});
