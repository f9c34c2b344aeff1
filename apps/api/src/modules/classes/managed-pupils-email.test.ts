import { randomUUID } from 'node:crypto';
import {
  addEmailMessages,
  managedPupilMessages as mp,
  type TManagedPupilsCreated,
  validationMessages,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { classWithPupils } from '../../../test/class-fixtures';
import { findLinkInOutbox, readOutbox } from '../../../test/outbox';
import { users } from '../../db/schema';
import { createNotificationMailSubscriber } from '../notifications/notification-mail.subscriber';
import { createUsersRepository } from '../users/users.repository';

type THeaders = Record<string, string>;

const t = useTestApp();
const post = (url: string, headers: THeaders = {}, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers, payload });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
const refusal = (response: Awaited<ReturnType<typeof post>>) => ({
  status: response.statusCode,
  message: messageOf(response),
});
const pupilsUrl = (id: string) => `/api/class/${id}/pupils`;
const passwordUrl = (id: string, userId: string) => `/api/class/${id}/pupil/${userId}/password`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createPupils(classId: string, headers: THeaders, names: string[]) {
  const response = await post(pupilsUrl(classId), headers, { names });
  if (response.statusCode !== 201) throw new Error(`pupils: ${response.statusCode} ${response.body}`);
  return response.json<TManagedPupilsCreated>().pupils;
}

const signIn = (payload: object) => post('/api/auth/login', {}, payload);

describe('mail to accounts without e-mail', () => {
  it('is never attempted: a mailed notification reaches only the pupil with an address', async () => {
    const { schoolClass, teacher, pupils } = await classWithPupils(t.app, 1);
    const [managed] = await createPupils(schoolClass.id, teacher.headers, ['Jan Nowak']);
    const subscriber = createNotificationMailSubscriber({
      users: createUsersRepository(t.app.db),
      mailer: t.app.mailer,
      publicUrl: t.app.config.publicUrl,
    });
    await subscriber.handle({
      id: randomUUID(),
      type: 'notification.requested',
      payload: {
        type: 'TUTORING_EVENT',
        recipientIds: [managed!.id, pupils[0]!.user.id],
        text: 'Lekcja jutro',
        href: null,
        data: {},
      },
      actorId: null,
      createdAt: new Date(),
    });
    const mails = await readOutbox(t.app.outboxDir);
    expect(mails.map((mail) => mail.to)).toEqual([expect.stringContaining('@example.com')]);
    expect(mails.some((mail) => mail.to.includes('null'))).toBe(false);
    await t.app.mailer.send({ to: null as unknown as string, subject: 'x', text: 'x', html: 'x' });
    expect(await readOutbox(t.app.outboxDir)).toHaveLength(1);
  });
});

describe('POST /api/user/me/email', () => {
  it('adds an e-mail to a pupil without one once the mailed link is followed, and refuses what it must', async () => {
    const { schoolClass, teacher, pupils: withEmail } = await classWithPupils(t.app, 1);
    const [pupil] = await createPupils(schoolClass.id, teacher.headers, ['Jan Nowak']);
    const { token } = (await signIn({ username: pupil!.username, password: pupil!.password })).json<{
      token: string;
    }>();
    const url = '/api/user/me/email';

    expect((await post(url, {}, { email: 'jan@example.com' })).statusCode).toBe(401);
    // The login card's session sets its own password first (issue 72): an address added by whoever holds the card
    // would let them reset the password.
    expect(refusal(await post(url, bearer(token), { email: 'jan@example.com' }))).toEqual({
      status: 403,
      message: mp.ownPasswordFirst,
    });
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: bearer(token),
      payload: {
        currentPassword: pupil!.password,
        newPassword: { password: 'MojeHaslo123', confirmPassword: 'MojeHaslo123' },
      },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(refusal(await post(url, bearer(token), { email: 'nie-adres' }))).toEqual({
      status: 400,
      message: validationMessages.invalidFormat,
    });
    const taken = await t.app.db.select().from(users).where(eq(users.id, withEmail[0]!.user.id));
    expect(refusal(await post(url, bearer(token), { email: taken[0]!.email! }))).toEqual({
      status: 409,
      message: addEmailMessages.taken,
    });
    expect(refusal(await post(url, teacher.headers, { email: 'inny@example.com' }))).toEqual({
      status: 409,
      message: addEmailMessages.hasEmail,
    });

    const sent = await post(url, bearer(token), { email: 'Jan.Nowak@Example.com' });
    expect(sent.json()).toEqual({ message: addEmailMessages.sent });
    const link = await findLinkInOutbox(t.app.outboxDir, 'jan.nowak@example.com', '/confirm-email');
    expect(link).toBeDefined();
    const [before] = await t.app.db.select().from(users).where(eq(users.id, pupil!.id));
    expect(before!.email).toBeNull();

    const confirmed = await post('/api/auth/confirm-email', {}, { token: new URL(link!).searchParams.get('token')! });
    expect(confirmed.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(users).where(eq(users.id, pupil!.id));
    expect(after).toMatchObject({ email: 'jan.nowak@example.com' });
    expect(after!.emailConfirmedAt).not.toBeNull();
    expect((await signIn({ email: 'jan.nowak@example.com', password: 'MojeHaslo123' })).statusCode).toBe(200);
    // Now it has an address: a teacher's reset is refused, the pupil resets their own.
    expect(refusal(await post(passwordUrl(schoolClass.id, pupil!.id), teacher.headers))).toEqual({
      status: 409,
      message: mp.pupilHasEmail,
    });
  });
});
