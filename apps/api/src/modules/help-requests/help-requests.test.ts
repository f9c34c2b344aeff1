import {
  chatMessages as chatWords,
  helpMessages as m,
  parentMessages,
  type THelpQueue,
  type THelpRequestCreated,
} from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { linkStudent, sendText } from '../../../test/chat-fixtures';
import { buildUser, login, loginAs } from '../../../test/factories';
import { readOutbox } from '../../../test/outbox';
import { notifications, parentalConsents, safeguardingAudit, safeguardingHelpRequests, users } from '../../db/schema';

const t = useTestApp();
const help = (headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: 'POST', url: '/api/safeguarding/help', headers, ...(payload ? { payload } : {}) });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

async function signedIn(values: Parameters<typeof buildUser>[1]) {
  const user = await buildUser(t.app, values);
  const session = await login(t.app, user.email, user.password);
  return { user, headers: { authorization: `Bearer ${session.token}` } };
}

/** A pupil of 12 and a verified teacher with an accepted link, in their direct room with two messages. */
async function pupilInRoom() {
  const pupil = await signedIn({ role: 'USER', birthYear: new Date().getUTCFullYear() - 12, displayName: 'Ola' });
  const teacher = await signedIn({
    role: 'TEACHER',
    displayName: 'Pan Tomasz',
    teacherVerifiedUntil: new Date(Date.now() + 365 * 24 * 3600_000),
  });
  await linkStudent(t.app, pupil.user.id, teacher.user.id);
  const opened = await t.app.inject({
    method: 'GET',
    url: `/api/chat/user/${pupil.user.id}`,
    headers: teacher.headers,
  });
  expect(opened.statusCode).toBe(200);
  const roomId = opened.json<{ id: string }>().id;
  await sendText(t.app, teacher.headers, roomId, 'Zostań po lekcji sam, pogadamy.');
  await sendText(t.app, pupil.headers, roomId, 'Nie chcę.');
  return { pupil, teacher, roomId };
}

describe('POST /api/safeguarding/help', () => {
  it('answers 401 signed out, 400 with the exact messages, 403 to a PARENT', async () => {
    expect((await help({}, { text: 'Pomocy' })).statusCode).toBe(401);
    const pupil = await loginAs(t.app, 'USER');
    for (const [payload, message] of [
      [{}, m.textRequired],
      [{ text: '   ' }, m.textRequired],
      [{ text: 'x'.repeat(4001) }, m.textTooLong],
      [{ text: 'Pomocy', withWhom: 'x'.repeat(201) }, m.withWhomTooLong],
      [{ text: 'Pomocy', roomId: 'nie-uuid' }, m.roomId],
    ] as const) {
      const response = await help(pupil.headers, payload);
      expect([response.statusCode, messageOf(response)]).toEqual([400, message]);
    }
    const parent = await loginAs(t.app, 'PARENT');
    const refused = await help(parent.headers, { text: 'Pomocy' });
    expect([refused.statusCode, messageOf(refused)]).toEqual([403, parentMessages.parentOnly]);
    expect(await t.app.db.select().from(safeguardingHelpRequests)).toHaveLength(0);
  });

  it('refuses a room the sender is not in (403) and one that does not exist (404)', async () => {
    const { roomId } = await pupilInRoom();
    const outsider = await loginAs(t.app, 'USER');
    const notMember = await help(outsider.headers, { text: 'Pomocy', roomId });
    expect([notMember.statusCode, messageOf(notMember)]).toEqual([403, m.roomMembersOnly]);
    const missing = await help(outsider.headers, { text: 'Pomocy', roomId: crypto.randomUUID() });
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, chatWords.roomNotFound]);
  });

  it('reaches the responsible ADMIN first with the room attached, audited, acknowledged with 116 111 and 112', async () => {
    const responsible = await signedIn({ role: 'ADMIN', safeguardingResponsible: true });
    const other = await signedIn({ role: 'ADMIN', safeguardingResponsible: false });
    const { pupil, teacher, roomId } = await pupilInRoom();
    const sent = await help(pupil.headers, {
      text: 'Nauczyciel chce, żebym pisała gdzie indziej.',
      withWhom: 'Pan Tomasz',
      roomId,
    });
    expect(sent.statusCode).toBe(201);
    const body = sent.json<THelpRequestCreated>();
    expect(body.message).toBe(m.acknowledgement);
    expect(body.message).toContain('116 111');
    expect(body.message).toContain('112');
    expect(body.helpLines.map((line) => line.number)).toEqual(['116 111', '112']);
    expect(body.roomAttached).toBe(true);

    const [row] = await t.app.db.select().from(safeguardingHelpRequests);
    expect(row).toMatchObject({ childId: pupil.user.id, roomId, withWhom: 'Pan Tomasz', status: 'OPEN' });
    expect(row!.transcript).toMatchObject([
      { authorId: teacher.user.id, authorName: 'Pan Tomasz', message: 'Zostań po lekcji sam, pogadamy.' },
      { authorId: pupil.user.id, authorName: 'Ola', message: 'Nie chcę.' },
    ]);
    const audit = await t.app.db.select().from(safeguardingAudit).where(eq(safeguardingAudit.refId, row!.id));
    expect(audit).toMatchObject([{ kind: 'HELP_REQUESTED', actorId: pupil.user.id, subjectUserId: pupil.user.id }]);

    const told = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, 'SAFEGUARDING_EVENT')));
    expect(told.map((notice) => notice.userId)).toEqual([responsible.user.id]);
    expect(String((told[0]!.payload as { text: string }).text)).toMatch(/^PILNE: Ola prosi o pomoc/);
    expect(told.some((notice) => notice.userId === other.user.id)).toBe(false);
    const mails = await readOutbox(t.app.outboxDir);
    expect(mails.filter((mail) => mail.to === responsible.user.email && mail.subject.includes('PILNE'))).toHaveLength(
      1,
    );

    // Deleting the room's messages later hides nothing: the copy stays.
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/admin/safeguarding/help',
      headers: responsible.headers,
    });
    expect(queue.statusCode).toBe(200);
    const [first] = queue.json<THelpQueue>().results;
    expect(first).toMatchObject({
      id: row!.id,
      status: 'OPEN',
      child: { id: pupil.user.id, minor: true, age: 12 },
      room: { id: roomId },
    });
    expect(first!.room!.members.find((member) => member.id === teacher.user.id)).toMatchObject({ minor: false });
    expect(first!.transcript).toHaveLength(2);
  });

  it('lets a pupil waiting for consent ask, and brakes a loop after 5 an hour with the help lines', async () => {
    const pupil = await signedIn({ role: 'USER', birthYear: null });
    await t.app.db
      .insert(parentalConsents)
      .values({ userId: pupil.user.id, parentEmail: 'rodzic@example.com', tokenHash: 'x' });
    for (let i = 0; i < 5; i += 1) expect((await help(pupil.headers, { text: `Pomocy ${i}` })).statusCode).toBe(201);
    const braked = await help(pupil.headers, { text: 'Pomocy 6' });
    expect([braked.statusCode, messageOf(braked)]).toEqual([429, m.tooMany]);
  });
});

describe('the responsible persons’ queue', () => {
  it('answers 401 and 403 to everybody but an ADMIN', async () => {
    for (const url of ['/api/admin/safeguarding/help', '/api/admin/safeguarding/help/count']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const role of ['USER', 'TEACHER', 'PARENT'] as const) {
        const who = await loginAs(t.app, role);
        expect((await t.app.inject({ method: 'GET', url, headers: who.headers })).statusCode).toBe(403);
      }
    }
  });

  it('lists OPEN first with the longest-waiting on top, then taken, then closed; each change audited', async () => {
    const admin = await signedIn({ role: 'ADMIN', safeguardingResponsible: true });
    const pupil = await loginAs(t.app, 'USER');
    const ids: string[] = [];
    for (const text of ['pierwsza', 'druga', 'trzecia']) {
      ids.push((await help(pupil.headers, { text })).json<THelpRequestCreated>().id);
    }
    // Their times set apart: the first came an hour ago.
    for (const [index, id] of ids.entries()) {
      await t.app.db
        .update(safeguardingHelpRequests)
        .set({ createdAt: new Date(Date.now() - (3 - index) * 3600_000) })
        .where(eq(safeguardingHelpRequests.id, id));
    }
    const status = (id: string, payload: object, headers = admin.headers) =>
      t.app.inject({ method: 'POST', url: `/api/admin/safeguarding/help/${id}/status`, headers, payload });
    expect((await status(ids[0]!, { status: 'IN_PROGRESS' }, pupil.headers)).statusCode).toBe(403);
    const bad = await status(ids[0]!, { status: 'OPEN' });
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, m.status]);
    const missing = await status(crypto.randomUUID(), { status: 'CLOSED' });
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, m.requestNotFound]);

    const taken = await status(ids[0]!, { status: 'IN_PROGRESS', note: 'Dzwonię do rodziców.' });
    expect([taken.statusCode, messageOf(taken)]).toEqual([200, m.taken]);
    const closed = await status(ids[1]!, { status: 'CLOSED', note: 'Wyjaśnione.' });
    expect([closed.statusCode, messageOf(closed)]).toEqual([200, m.closed]);
    const again = await status(ids[1]!, { status: 'IN_PROGRESS' });
    expect([again.statusCode, messageOf(again)]).toEqual([400, m.alreadyClosed]);

    const queue = (
      await t.app.inject({ method: 'GET', url: '/api/admin/safeguarding/help', headers: admin.headers })
    ).json<THelpQueue>();
    expect(queue.results.map((request) => [request.text, request.status])).toEqual([
      ['trzecia', 'OPEN'],
      ['pierwsza', 'IN_PROGRESS'],
      ['druga', 'CLOSED'],
    ]);
    expect(queue.open).toBe(1);
    expect(queue.results[1]).toMatchObject({ note: 'Dzwonię do rodziców.', handledBy: { id: admin.user.id } });
    const count = await t.app.inject({
      method: 'GET',
      url: '/api/admin/safeguarding/help/count',
      headers: admin.headers,
    });
    expect(count.json()).toEqual({ count: 1 });
    const audit = await t.app.db
      .select()
      .from(safeguardingAudit)
      .where(eq(safeguardingAudit.kind, 'HELP_STATUS_CHANGED'));
    expect(audit).toHaveLength(2);
  });
});

describe('PUT /api/admin/users/{id}/safeguarding-responsible', () => {
  it('marks ADMINs only, audited', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const other = await buildUser(t.app, { role: 'ADMIN' });
    const teacher = await buildUser(t.app, { role: 'TEACHER' });
    const put = (id: string, payload: object, headers = admin.headers) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/users/${id}/safeguarding-responsible`, headers, payload });
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/admin/users/${other.id}/safeguarding-responsible`,
          payload: { responsible: true },
        })
      ).statusCode,
    ).toBe(401);
    expect((await put(other.id, { responsible: true }, (await loginAs(t.app, 'TEACHER')).headers)).statusCode).toBe(
      403,
    );
    const bad = await put(other.id, {});
    expect([bad.statusCode, messageOf(bad)]).toEqual([400, m.responsibleValue]);
    const notAdmin = await put(teacher.id, { responsible: true });
    expect([notAdmin.statusCode, messageOf(notAdmin)]).toEqual([400, m.responsibleAdminsOnly]);
    const on = await put(other.id, { responsible: true });
    expect([on.statusCode, messageOf(on)]).toEqual([200, m.responsibleOn]);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, other.id));
    expect(row!.safeguardingResponsible).toBe(true);
    const audit = await t.app.db.select().from(safeguardingAudit).where(eq(safeguardingAudit.subjectUserId, other.id));
    expect(audit).toMatchObject([{ kind: 'RESPONSIBLE_CHANGED', actorId: admin.user.id }]);
  });
});
