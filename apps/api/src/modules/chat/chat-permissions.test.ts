/**
 * The membership matrix of the chat: every room and message route × (anonymous, a member who wrote the
 * message, a non-member, ADMIN outside the room) → status. Members read and write; ADMIN reads and deletes
 * messages but writes nothing in a room they do not belong to (403); anybody else gets 404 (docs/chat.md,
 * "Membership rule"). One app for the file; every row builds its own room.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/build-test-app';
import { callApi, linkStudent, type TMethod } from '../../../test/chat-fixtures';
import { loginAs } from '../../../test/factories';
import { createChatRepository } from './chat.repository';

const actors = ['anonymous', 'member', 'outsider', 'admin'] as const;
type TActor = (typeof actors)[number];
type TFixture = { roomId: string; messageId: string; memberId: string };

type TRow = {
  method: TMethod;
  url: (fixture: TFixture) => string;
  payload?: (fixture: TFixture) => object;
  expected: Record<Exclude<TActor, 'anonymous'>, number>;
};

const rows: TRow[] = [
  { method: 'GET', url: (f) => `/api/chat/${f.roomId}`, expected: { member: 200, outsider: 404, admin: 200 } },
  {
    method: 'PUT',
    url: (f) => `/api/chat/${f.roomId}`,
    payload: (f) => ({ name: 'Nowa nazwa', usersIds: [f.memberId] }),
    expected: { member: 403, outsider: 404, admin: 403 },
  },
  { method: 'DELETE', url: (f) => `/api/chat/${f.roomId}`, expected: { member: 403, outsider: 404, admin: 200 } },
  {
    method: 'POST',
    url: (f) => `/api/chat/${f.roomId}/message`,
    payload: () => ({ message: '<p>Hej</p>' }),
    expected: { member: 200, outsider: 404, admin: 403 },
  },
  {
    method: 'POST',
    url: (f) => `/api/chat/${f.roomId}/attachments-message`,
    payload: () => ({ attachments: ['00000000-0000-4000-8000-000000000000'] }),
    expected: { member: 400, outsider: 404, admin: 403 },
  },
  {
    method: 'POST',
    url: (f) => `/api/chat/${f.roomId}/meeting-message`,
    payload: () => ({ name: 'Spotkanie' }),
    expected: { member: 200, outsider: 404, admin: 403 },
  },
  {
    method: 'PUT',
    url: (f) => `/api/chat/${f.roomId}/read-last`,
    expected: { member: 200, outsider: 404, admin: 403 },
  },
  {
    method: 'PUT',
    url: (f) => `/api/chat/${f.roomId}/toggle-favorite`,
    expected: { member: 200, outsider: 404, admin: 403 },
  },
  {
    method: 'GET',
    url: (f) => `/api/chat/${f.roomId}/pinned-messages`,
    expected: { member: 200, outsider: 404, admin: 200 },
  },
  { method: 'GET', url: (f) => `/api/chat/${f.roomId}/message`, expected: { member: 200, outsider: 404, admin: 200 } },
  {
    method: 'GET',
    url: (f) => `/api/chat/${f.roomId}/attachments`,
    expected: { member: 200, outsider: 404, admin: 200 },
  },
  { method: 'GET', url: (f) => `/api/chat/${f.roomId}/meetings`, expected: { member: 200, outsider: 404, admin: 200 } },
  { method: 'GET', url: (f) => `/api/chat/${f.roomId}/threads`, expected: { member: 200, outsider: 404, admin: 200 } },
  {
    method: 'PUT',
    url: (f) => `/api/chat/message/${f.messageId}`,
    payload: () => ({ message: '<p>Poprawka</p>' }),
    expected: { member: 200, outsider: 404, admin: 403 },
  },
  {
    method: 'DELETE',
    url: (f) => `/api/chat/message/${f.messageId}`,
    expected: { member: 200, outsider: 404, admin: 200 },
  },
  {
    method: 'PUT',
    url: (f) => `/api/chat/message/${f.messageId}/toggle-pinned`,
    expected: { member: 200, outsider: 404, admin: 403 },
  },
  {
    method: 'GET',
    url: (f) => `/api/chat/message/${f.messageId}/attachments`,
    // The member may read it; the message has no files, so there is nothing to send.
    expected: { member: 404, outsider: 404, admin: 403 },
  },
];

let app: TTestApp;
const people = {} as Record<'owner' | 'member' | 'outsider' | 'admin', Awaited<ReturnType<typeof loginAs>>>;
beforeAll(async () => {
  app = await buildTestApp();
  people.owner = await loginAs(app, 'TEACHER');
  people.member = await loginAs(app);
  people.outsider = await loginAs(app);
  people.admin = await loginAs(app, 'ADMIN');
  // The owner (a teacher) may start a room with the member, a student of theirs (the contact rule).
  await linkStudent(app, people.member.user.id, people.owner.user.id);
});
afterAll(async () => {
  await app?.close();
});

describe('chat membership matrix', () => {
  for (const row of rows) {
    it(`${row.method} ${row.url({ roomId: '{id}', messageId: '{id}', memberId: '' }).replace(/\{id\}/g, ':id')}`, async () => {
      for (const actor of actors) {
        const room = (
          await callApi(app, 'POST', '/api/chat', people.owner.headers, {
            name: 'Pokój',
            usersIds: [people.member.user.id],
          })
        ).json();
        // Written straight to the table, so the fixtures do not spend the member's sending limit.
        const message = await createChatRepository(app.db).insertMessage({
          roomId: room.id,
          authorId: people.member.user.id,
          kind: 'TEXT',
          message: '<p>Wiadomość</p>',
        });
        const fixture = { roomId: room.id, messageId: message.id, memberId: people.member.user.id };
        const headers = actor === 'anonymous' ? {} : people[actor].headers;
        const response = await callApi(app, row.method, row.url(fixture), headers, row.payload?.(fixture));
        expect([actor, response.statusCode]).toEqual([actor, actor === 'anonymous' ? 401 : row.expected[actor]]);
      }
    });
  }
});
