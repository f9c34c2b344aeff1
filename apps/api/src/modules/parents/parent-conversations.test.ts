import { randomUUID } from 'node:crypto';
import {
  chatMessages as chatText,
  errorMessages,
  parentMessages as m,
  parentConversationMessages as pc,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { linkStudent, sendText } from '../../../test/chat-fixtures';
import { buildUser, login, loginAs } from '../../../test/factories';
import { chatMessageEdits, chatMessages, chatRoomMembers } from '../../db/schema';

const t = useTestApp();
const thisYear = new Date().getUTCFullYear();

type TPerson = { user: { id: string }; headers: Record<string, string> };

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TPerson | null, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload && { payload }) });

async function signedIn(values: Parameters<typeof buildUser>[1]) {
  const user = await buildUser(t.app, values);
  const session = await login(t.app, user.email, user.password);
  return { user, headers: { authorization: `Bearer ${session.token}` } };
}

/** A pupil born `age` years ago (null: no birth year, as a login card's account). */
const pupil = (age: number | null = 12) => signedIn({ birthYear: age === null ? null : thisYear - age });

/** A verified teacher (issue 72: only a verified teacher talks with a minor). */
const teacher = () => signedIn({ role: 'TEACHER', teacherVerifiedUntil: new Date(Date.now() + 365 * 86_400_000) });

/** A parent linked with the child by the child's code (a child of 16 or more confirms it). */
async function linkedParent(child: TPerson, confirm = false) {
  const parent = await loginAs(t.app, 'PARENT');
  const code = (await call('POST', '/api/user/me/parent-code', child, {})).json().code;
  expect((await call('POST', '/api/parent/children', parent, { code })).statusCode).toBe(200);
  if (confirm) {
    const confirmed = await call('POST', `/api/user/me/parents/${parent.user.id}/confirm`, child, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  return parent;
}

/** The direct room of a teacher and a pupil linked to them, with a first message of the teacher. */
async function directRoom(adult: TPerson, child: TPerson) {
  await linkStudent(t.app, child.user.id, adult.user.id);
  const opened = await call('GET', `/api/chat/user/${child.user.id}`, adult);
  expect(opened.statusCode, opened.body).toBe(200);
  return opened.json().id as string;
}

const listUrl = (childId: string) => `/api/parent/children/${childId}/conversations`;
const textUrl = (childId: string, roomId: string, query = '') =>
  `/api/parent/children/${childId}/conversations/${roomId}/messages${query}`;

describe('the doors of a child’s conversations', () => {
  it('answer 401, 403 to other roles, 404 to a parent not linked, 400 to bad ids and paging', async () => {
    const child = await pupil();
    const roomId = randomUUID();
    for (const url of [listUrl(child.user.id), textUrl(child.user.id, roomId)]) {
      expect((await call('GET', url)).statusCode).toBe(401);
      for (const role of ['USER', 'TEACHER', 'ADMIN'] as const) {
        const response = await call('GET', url, await loginAs(t.app, role));
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        expect(response.json().message).toBe(m.notParent);
      }
      const stranger = await call('GET', url, await loginAs(t.app, 'PARENT'));
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().message).toBe(errorMessages.userNotFound);
    }
    const parent = await linkedParent(child);
    const badChild = await call('GET', listUrl('nope'), parent);
    expect(badChild.statusCode).toBe(400);
    expect(badChild.json().message).toBe('Niepoprawny identyfikator');
    const badRoom = await call('GET', textUrl(child.user.id, 'nope'), parent);
    expect(badRoom.statusCode).toBe(400);
    expect(badRoom.json().message).toBe(pc.invalidRoomId);
    const badSize = await call('GET', textUrl(child.user.id, roomId, '?pageSize=0'), parent);
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().message).toBe(pc.pageSize);
    const unknownRoom = await call('GET', textUrl(child.user.id, roomId), parent);
    expect(unknownRoom.statusCode).toBe(404);
    expect(unknownRoom.json().message).toBe(chatText.roomNotFound);
  });
});

describe('a parent reads a child’s room with an adult', () => {
  it('under 16: the whole room read-only with the edits’ history, never a held or undelivered message', async () => {
    const [child, adult] = [await pupil(12), await teacher()];
    const parent = await linkedParent(child);
    const roomId = await directRoom(adult, child);

    const first = await sendText(t.app, adult.headers, roomId, '<p>Dzień dobry, jutro lekcja o 17.</p>');
    const edited = await call('PUT', `/api/chat/message/${first.id}`, adult, { message: '<p>Jutro lekcja o 18.</p>' });
    expect(edited.statusCode, edited.body).toBe(200);
    const edits = await t.app.db.select().from(chatMessageEdits).where(eq(chatMessageEdits.messageId, first.id));
    expect(edits.map((edit) => edit.previousMessage)).toEqual(['<p>Dzień dobry, jutro lekcja o 17.</p>']);
    await sendText(t.app, child.headers, roomId, '<p>Dobrze, dziękuję!</p>');
    // Held (not released) and a night message waiting for the morning: the child does not see them, nor the parent.
    const held = await sendText(t.app, adult.headers, roomId, '<p>Wstrzymana</p>');
    const night = await sendText(t.app, adult.headers, roomId, '<p>Nocna</p>');
    await t.app.db.update(chatMessages).set({ heldAt: new Date() }).where(eq(chatMessages.id, held.id));
    await t.app.db
      .update(chatMessages)
      .set({ deliverAt: new Date(Date.now() + 3_600_000) })
      .where(eq(chatMessages.id, night.id));

    for (const member of [child, adult]) {
      const room = await call('GET', `/api/chat/${roomId}`, member);
      expect(room.json().parentCanRead).toBe(true);
    }

    const list = await call('GET', listUrl(child.user.id), parent);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      canReadText: true,
      results: [
        { roomId, kind: 'DIRECT', name: null, messageCount: 2, adults: [{ id: adult.user.id, role: 'TEACHER' }] },
      ],
    });

    const transcript = await call('GET', textUrl(child.user.id, roomId), parent);
    expect(transcript.statusCode, transcript.body).toBe(200);
    const body = transcript.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageCount: 1, conversation: { roomId } });
    expect(body.results.map((message: { text: string }) => message.text)).toEqual([
      'Jutro lekcja o 18.',
      'Dobrze, dziękuję!',
    ]);
    expect(body.results[0]).toMatchObject({
      author: { id: adult.user.id, role: 'TEACHER' },
      edits: [{ previousText: 'Dzień dobry, jutro lekcja o 17.' }],
    });
    expect(body.results[0].editedAt).not.toBeNull();
    expect(body.results[1]).toMatchObject({ author: { id: child.user.id }, edits: [], editedAt: null, files: [] });

    // A released message reaches the child, and so the parent.
    await t.app.db.update(chatMessages).set({ heldDecision: 'RELEASED' }).where(eq(chatMessages.id, held.id));
    expect((await call('GET', textUrl(child.user.id, roomId), parent)).json().total).toBe(3);
  });

  it('a child without a birth year counts as under 16', async () => {
    const [child, adult] = [await pupil(null), await teacher()];
    const parent = await linkedParent(child);
    const roomId = await directRoom(adult, child);
    await sendText(t.app, adult.headers, roomId, '<p>Hej</p>');
    expect((await call('GET', listUrl(child.user.id), parent)).json().canReadText).toBe(true);
    expect((await call('GET', textUrl(child.user.id, roomId), parent)).statusCode).toBe(200);
  });

  it('16–17: with whom and when, never the text', async () => {
    const [child, adult] = [await pupil(17), await teacher()];
    const parent = await linkedParent(child, true);
    const roomId = await directRoom(adult, child);
    await sendText(t.app, adult.headers, roomId, '<p>Tajne</p>');
    expect((await call('GET', `/api/chat/${roomId}`, child)).json().parentCanRead).toBe(false);

    const list = await call('GET', listUrl(child.user.id), parent);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      canReadText: false,
      results: [{ roomId, messageCount: 1, adults: [{ id: adult.user.id }] }],
    });
    expect(list.json().results[0].lastMessageAt).not.toBeNull();
    const text = await call('GET', textUrl(child.user.id, roomId), parent);
    expect(text.statusCode).toBe(403);
    expect(text.json().message).toBe(pc.textHidden);
    expect(text.body).not.toContain('Tajne');
  });

  it('another child’s room is not found', async () => {
    const [child, other, adult] = [await pupil(12), await pupil(12), await teacher()];
    const parent = await linkedParent(child);
    const roomId = await directRoom(adult, other);
    const response = await call('GET', textUrl(child.user.id, roomId), parent);
    expect(response.statusCode).toBe(404);
    expect((await call('GET', listUrl(child.user.id), parent)).json().results).toEqual([]);
  });
});

describe('an adult erases nothing in a room with a minor', () => {
  it('refuses the adult’s delete of a message and of the room; the child and an ADMIN may delete', async () => {
    const [child, adult, admin] = [await pupil(15), await teacher(), await loginAs(t.app, 'ADMIN')];
    const roomId = await directRoom(adult, child);
    const message = await sendText(t.app, adult.headers, roomId, '<p>Zostaje</p>');

    const refused = await call('DELETE', `/api/chat/message/${message.id}`, adult);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(chatText.minorMessageKept);
    const [kept] = await t.app.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(kept?.message).toBe('<p>Zostaje</p>');

    const room = await call('DELETE', `/api/chat/${roomId}`, adult);
    expect(room.statusCode).toBe(403);
    expect(room.json().message).toBe(chatText.minorRoomKept);
    expect((await call('GET', `/api/chat/${roomId}`, adult)).statusCode).toBe(200);

    const own = await sendText(t.app, child.headers, roomId, '<p>Moja</p>');
    expect((await call('DELETE', `/api/chat/message/${own.id}`, child)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/chat/message/${message.id}`, admin)).statusCode).toBe(200);
  });

  it('lets adults delete in a room of adults', async () => {
    const [student, adult] = [await pupil(30), await teacher()];
    const roomId = await directRoom(adult, student);
    const message = await sendText(t.app, adult.headers, roomId, '<p>Do usunięcia</p>');
    expect((await call('GET', `/api/chat/${roomId}`, adult)).json().parentCanRead).toBe(false);
    expect((await call('DELETE', `/api/chat/message/${message.id}`, adult)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/chat/${roomId}`, adult)).statusCode).toBe(200);
  });

  it('refuses removing a minor from a group room', async () => {
    const [grown, child, adult] = [await pupil(30), await pupil(14), await teacher()];
    await linkStudent(t.app, grown.user.id, adult.user.id);
    const created = await call('POST', '/api/chat', adult, { name: 'Kółko', usersIds: [grown.user.id] });
    expect(created.statusCode, created.body).toBe(200);
    const roomId = created.json().id;
    // A minor put in before the rule that keeps them out of teachers' group rooms.
    await t.app.db.insert(chatRoomMembers).values({ roomId, userId: child.user.id });
    expect((await call('GET', `/api/chat/${roomId}`, adult)).json().parentCanRead).toBe(true);
    const removed = await call('PUT', `/api/chat/${roomId}`, adult, { name: 'Kółko', usersIds: [grown.user.id] });
    expect(removed.statusCode).toBe(403);
    expect(removed.json().message).toBe(chatText.minorMemberKept);
    const members = await t.app.db.select().from(chatRoomMembers).where(eq(chatRoomMembers.roomId, roomId));
    expect(members.map((member) => member.userId)).toContain(child.user.id);
  });
});
