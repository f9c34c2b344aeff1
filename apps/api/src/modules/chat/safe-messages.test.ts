import { offPlatformReasons, safeMessageTexts, type TChatMessage } from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { callApi, linkStudent, sendText, type THeaders, type TMethod } from '../../../test/chat-fixtures';
import { buildUser, login, loginAs } from '../../../test/factories';
import { createPng, uploadFile } from '../../../test/file-fixtures';
import { chatMessages, notifications, realtimeDeliveries, safeguardingAudit } from '../../db/schema';

const t = useTestApp();
const call = (method: TMethod, url: string, headers?: THeaders, payload?: object) =>
  callApi(t.app, method, url, headers, payload);

/** 23:30 and 7:01 Warsaw (winter: UTC+1). */
const night = new Date('2026-11-29T22:30:00Z');
const morning = new Date('2026-11-30T06:01:00Z');
const afternoon = new Date('2026-11-29T13:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

const at = (time: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
};

/** A teacher and a pupil of 12 linked, and their direct room. */
async function teacherAndPupil() {
  const teacher = await loginAs(t.app, 'TEACHER');
  const pupilUser = await buildUser(t.app, { birthYear: new Date().getUTCFullYear() - 12 });
  const session = await login(t.app, pupilUser.email, pupilUser.password);
  const pupil = { user: pupilUser, headers: { authorization: `Bearer ${session.token}` } };
  await linkStudent(t.app, pupil.user.id, teacher.user.id);
  const room = (await call('GET', `/api/chat/user/${pupil.user.id}`, teacher.headers)).json();
  const adminUser = await buildUser(t.app, { role: 'ADMIN', safeguardingResponsible: true });
  const adminSession = await login(t.app, adminUser.email, adminUser.password);
  const admin = { user: adminUser, headers: { authorization: `Bearer ${adminSession.token}` } };
  return { teacher, pupil, room, admin };
}

const messagesOf = async (roomId: string, headers: THeaders): Promise<TChatMessage[]> =>
  (await call('GET', `/api/chat/${roomId}/message`, headers)).json().results;
const unreadOf = async (roomId: string, headers: THeaders) =>
  (await call('GET', `/api/chat/${roomId}`, headers)).json().unreadCount;
const deliveriesTo = async (userId: string) =>
  t.app.db
    .select()
    .from(realtimeDeliveries)
    .where(and(eq(realtimeDeliveries.userId, userId), eq(realtimeDeliveries.event, 'CreatedChatMessage')));
const bellsOf = async (userId: string, type: 'CHAT_MESSAGE' | 'SAFEGUARDING_EVENT' = 'CHAT_MESSAGE') =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('held messages', () => {
  it('holds an adult’s phone number to a minor: 202 to the sender, nothing to the pupil, queue for ADMIN', async () => {
    at(afternoon);
    const { teacher, pupil, room, admin } = await teacherAndPupil();
    const url = `/api/chat/${room.id}/message`;
    const sent = await call('POST', url, teacher.headers, { message: '<p>Mój numer: 501 234 567</p>' });
    expect(sent.statusCode).toBe(202);
    const body = sent.json();
    expect(body).toMatchObject({
      held: true,
      reason: safeMessageTexts.heldBecause(offPlatformReasons.phone),
      message: { held: { reason: offPlatformReasons.phone, decision: null }, deliverAt: null },
    });
    const row = (await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, body.message.id)))[0]!;
    expect(row).toMatchObject({ heldReason: offPlatformReasons.phone, heldDecision: null });
    expect(row.heldAt).not.toBeNull();

    // The pupil: not in the list, no unread, no realtime event, no bell.
    expect(await messagesOf(room.id, pupil.headers)).toEqual([]);
    expect(await unreadOf(room.id, pupil.headers)).toBe(0);
    expect(await deliveriesTo(pupil.user.id)).toEqual([]);
    expect(await bellsOf(pupil.user.id)).toEqual([]);
    // The sender sees it, marked.
    expect((await messagesOf(room.id, teacher.headers))[0]).toMatchObject({
      id: body.message.id,
      held: { reason: offPlatformReasons.phone },
    });
    // The responsible ADMIN: a bell and the queue; the audit.
    expect(await bellsOf(admin.user.id, 'SAFEGUARDING_EVENT')).toHaveLength(1);
    const queue = await call('GET', '/api/admin/safeguarding/held-messages', admin.headers);
    expect(queue.json().results).toMatchObject([
      {
        id: body.message.id,
        roomId: room.id,
        sender: { id: teacher.user.id },
        minors: [{ id: pupil.user.id }],
        text: 'Mój numer: 501 234 567',
        reason: offPlatformReasons.phone,
      },
    ]);
    expect(await t.app.db.select().from(safeguardingAudit)).toMatchObject([
      { kind: 'MESSAGE_HELD', refId: body.message.id, subjectUserId: teacher.user.id },
    ]);

    // Released: delivered as if sent now; a second decision 409.
    const released = await call(
      'POST',
      `/api/admin/safeguarding/held-messages/${body.message.id}/release`,
      admin.headers,
    );
    expect(released.json()).toEqual({ message: safeMessageTexts.released });
    expect((await messagesOf(room.id, pupil.headers)).map((m) => m.id)).toEqual([body.message.id]);
    expect((await messagesOf(room.id, pupil.headers))[0]!.held).toBeNull();
    expect(await unreadOf(room.id, pupil.headers)).toBe(1);
    expect(await deliveriesTo(pupil.user.id)).toHaveLength(1);
    expect(await bellsOf(pupil.user.id)).toHaveLength(1);
    const again = await call('POST', `/api/admin/safeguarding/held-messages/${body.message.id}/reject`, admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(safeMessageTexts.alreadyDecided);
    expect((await call('GET', '/api/admin/safeguarding/held-messages', admin.headers)).json().results).toEqual([]);
    expect((await t.app.db.select().from(safeguardingAudit)).map((row) => row.kind).sort()).toEqual([
      'MESSAGE_HELD',
      'MESSAGE_RELEASED',
    ]);
  });

  it('keeps a rejected message from the pupil for good and tells the sender', async () => {
    at(afternoon);
    const { teacher, pupil, room, admin } = await teacherAndPupil();
    const sent = await call('POST', `/api/chat/${room.id}/message`, teacher.headers, {
      message: '<p>napisz do mnie na priv, nie mów rodzicom</p>',
    });
    expect(sent.statusCode).toBe(202);
    const id = sent.json().message.id;
    const rejected = await call('POST', `/api/admin/safeguarding/held-messages/${id}/reject`, admin.headers);
    expect(rejected.json()).toEqual({ message: safeMessageTexts.rejected });
    expect(await messagesOf(room.id, pupil.headers)).toEqual([]);
    expect(await deliveriesTo(pupil.user.id)).toEqual([]);
    expect(await bellsOf(teacher.user.id, 'SAFEGUARDING_EVENT')).toHaveLength(1);
    expect((await messagesOf(room.id, teacher.headers))[0]!.held).toMatchObject({ decision: 'REJECTED' });
    const row = (await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, id)))[0]!;
    expect(row).toMatchObject({ heldDecision: 'REJECTED', heldDecidedById: admin.user.id });
    const unknown = await call(
      'POST',
      '/api/admin/safeguarding/held-messages/6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01/release',
      admin.headers,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(safeMessageTexts.notFound);
  });

  it('refuses an edit adding contact details; never holds a minor’s message or an adult-to-adult one', async () => {
    at(afternoon);
    const { teacher, pupil, room } = await teacherAndPupil();
    const sent = await sendText(t.app, teacher.headers, room.id, '<p>Dzień dobry</p>');
    const edit = await call('PUT', `/api/chat/message/${sent.id}`, teacher.headers, {
      message: '<p>Dzień dobry, mój mail: jan@wp.pl</p>',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(safeMessageTexts.editRefused(offPlatformReasons.email));
    expect((await messagesOf(room.id, pupil.headers))[0]!.message).toBe('<p>Dzień dobry</p>');

    const fromPupil = await call('POST', `/api/chat/${room.id}/message`, pupil.headers, {
      message: '<p>mój numer 501 234 567</p>',
    });
    expect(fromPupil.statusCode).toBe(200);

    const adult = await loginAs(t.app, 'USER');
    await linkStudent(t.app, adult.user.id, teacher.user.id);
    const adultRoom = (await call('GET', `/api/chat/user/${adult.user.id}`, teacher.headers)).json();
    const toAdult = await call('POST', `/api/chat/${adultRoom.id}/message`, teacher.headers, {
      message: '<p>mój numer 501 234 567</p>',
    });
    expect(toAdult.statusCode).toBe(200);
  });
});

describe('night delivery', () => {
  it('waits for 7:00 Warsaw: invisible to the pupil until the job runs, then announced once', async () => {
    at(night);
    const { teacher, pupil, room } = await teacherAndPupil();
    const sent = await sendText(t.app, teacher.headers, room.id, '<p>Zadanie na jutro: 3.14</p>');
    expect(sent.deliverAt).toBe('2026-11-30T06:00:00.000Z');
    expect(await messagesOf(room.id, pupil.headers)).toEqual([]);
    expect(await unreadOf(room.id, pupil.headers)).toBe(0);
    expect(await deliveriesTo(pupil.user.id)).toEqual([]);
    expect(await bellsOf(pupil.user.id)).toEqual([]);
    // Reading the room at night does not move the pupil's pointer past the waiting message.
    await call('PUT', `/api/chat/${room.id}/read-last`, pupil.headers, {});
    // The pupil's own answer at night is never delayed.
    at(new Date(night.getTime() + 60_000));
    const answer = await sendText(t.app, pupil.headers, room.id, '<p>Dobranoc</p>');
    expect(answer.deliverAt ?? null).toBeNull();
    expect((await messagesOf(room.id, teacher.headers)).map((m) => m.id).sort()).toEqual([answer.id, sent.id].sort());
    expect((await messagesOf(room.id, pupil.headers)).map((m) => m.id)).toEqual([answer.id]);

    at(morning);
    // A new day, new sessions (an access token lasts minutes).
    for (const person of [pupil, teacher]) {
      const session = await login(t.app, person.user.email, person.user.password);
      person.headers = { authorization: `Bearer ${session.token}` };
    }
    expect((await messagesOf(room.id, pupil.headers)).map((m) => m.id).sort()).toEqual([answer.id, sent.id].sort());
    expect(await t.app.services.chat.deliverDueMessages(morning)).toEqual({ delivered: 1 });
    expect(await t.app.services.chat.deliverDueMessages(morning)).toEqual({ delivered: 0 });
    await t.app.jobs.drain();
    const live = (await deliveriesTo(pupil.user.id)).filter((row) => (row.payload as TChatMessage).id === sent.id);
    expect(live).toHaveLength(1);
    expect(await bellsOf(pupil.user.id)).toHaveLength(1);
    expect(await unreadOf(room.id, pupil.headers)).toBe(1);
    expect((await messagesOf(room.id, teacher.headers)).find((m) => m.id === sent.id)!.deliverAt).toBeNull();
  });

  it('delivers an adult-to-adult message at night at once', async () => {
    at(night);
    const teacher = await loginAs(t.app, 'TEACHER');
    const adult = await loginAs(t.app, 'USER');
    await linkStudent(t.app, adult.user.id, teacher.user.id);
    const room = (await call('GET', `/api/chat/user/${adult.user.id}`, teacher.headers)).json();
    const sent = await sendText(t.app, teacher.headers, room.id, '<p>Hej</p>');
    expect(sent.deliverAt ?? null).toBeNull();
    expect((await messagesOf(room.id, adult.headers)).map((m) => m.id)).toEqual([sent.id]);
    expect(await deliveriesTo(adult.user.id)).toHaveLength(1);
  });
});

describe('blurred images', () => {
  it('blurs an adult’s image for the minor, not for the adult', async () => {
    at(afternoon);
    const { teacher, pupil, room } = await teacherAndPupil();
    const png = await createPng();
    const file = (
      await uploadFile(t.app, teacher.headers, { filename: 'a.png', content: png, assign: 'CHAT_ATTACHMENT' })
    ).json();
    const sent = await call('POST', `/api/chat/${room.id}/attachments-message`, teacher.headers, {
      attachments: [file.id],
    });
    expect(sent.statusCode).toBe(200);
    expect((await messagesOf(room.id, pupil.headers))[0]!.blurForViewer).toBe(true);
    expect((await messagesOf(room.id, teacher.headers))[0]!.blurForViewer).toBe(false);
    const live = await deliveriesTo(pupil.user.id);
    expect(live.map((row) => (row.payload as TChatMessage).blurForViewer)).toEqual([true]);
  });
});

describe('the held-message routes', () => {
  it('are ADMIN only', async () => {
    const paths = [
      ['GET', '/api/admin/safeguarding/held-messages'],
      ['POST', '/api/admin/safeguarding/held-messages/6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01/release'],
      ['POST', '/api/admin/safeguarding/held-messages/6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01/reject'],
    ] as const;
    for (const [method, url] of paths) {
      expect((await call(method, url)).statusCode).toBe(401);
      for (const role of ['USER', 'TEACHER', 'PARENT'] as const) {
        const { headers } = await loginAs(t.app, role);
        expect((await call(method, url, headers)).statusCode).toBe(403);
      }
    }
  });
});
