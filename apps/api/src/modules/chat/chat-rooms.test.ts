import { chatMessages, errorMessages, type TChatRoom, validationMessages } from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import {
  buildChatRoom,
  callApi,
  linkStudent,
  sendText,
  type THeaders,
  type TMethod,
} from '../../../test/chat-fixtures';
import { loginAs } from '../../../test/factories';
import { chatMessages as chatMessageRows, chatRoomMembers, chatRooms } from '../../db/schema';

const t = useTestApp();
const call = (method: TMethod, url: string, headers?: THeaders, payload?: object) =>
  callApi(t.app, method, url, headers, payload);

const memberIds = async (roomId: string) =>
  (await t.app.db.select().from(chatRoomMembers).where(eq(chatRoomMembers.roomId, roomId)))
    .map((row) => row.userId)
    .sort();

describe('POST /api/chat', () => {
  it('creates a group room of the creator and the chosen people', async () => {
    const me = await loginAs(t.app, 'TEACHER');
    const other = await loginAs(t.app);
    expect((await call('POST', '/api/chat', {}, { name: 'Klasa 3b', usersIds: [other.user.id] })).statusCode).toBe(401);

    const shortName = await call('POST', '/api/chat', me.headers, { name: 'K', usersIds: [other.user.id] });
    expect(shortName.statusCode).toBe(400);
    expect(shortName.json().message).toBe(validationMessages.nameMin);
    const noUsers = await call('POST', '/api/chat', me.headers, { name: 'Klasa 3b', usersIds: [] });
    expect(noUsers.json().message).toBe(chatMessages.usersRequired);
    const onlyMe = await call('POST', '/api/chat', me.headers, { name: 'Klasa 3b', usersIds: [me.user.id] });
    expect(onlyMe.json().message).toBe(chatMessages.usersRequired);
    const badId = await call('POST', '/api/chat', me.headers, { name: 'Klasa 3b', usersIds: ['nie-uuid'] });
    expect(badId.json().message).toBe(chatMessages.invalidUserId);
    const unknown = await call('POST', '/api/chat', me.headers, {
      name: 'Klasa 3b',
      usersIds: [other.user.id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(chatMessages.usersNotFound);
    // A student the teacher is not linked to: no room with them (the contact rule).
    const unlinked = await call('POST', '/api/chat', me.headers, { name: 'Klasa 3b', usersIds: [other.user.id] });
    expect(unlinked.statusCode).toBe(403);
    expect(unlinked.json().message).toBe(chatMessages.contactNotAllowed);
    expect(await t.app.db.select().from(chatRooms)).toEqual([]);
    await linkStudent(t.app, other.user.id, me.user.id);

    const created = await call('POST', '/api/chat', me.headers, {
      name: '  Klasa 3b  ',
      usersIds: [other.user.id, other.user.id],
    });
    expect(created.statusCode).toBe(200);
    const room: TChatRoom = created.json();
    expect(room).toMatchObject({
      kind: 'GROUP',
      name: 'Klasa 3b',
      createdById: me.user.id,
      favorite: false,
      unreadCount: 0,
    });
    expect(room.users.map((user) => user.id).sort()).toEqual([me.user.id, other.user.id].sort());
    expect(room.users[0]).not.toHaveProperty('email');
    expect(await memberIds(room.id)).toEqual([me.user.id, other.user.id].sort());
  });
});

describe('GET /api/chat and GET /api/chat/{id}', () => {
  it('lists one’s rooms favourites first, then by last activity, with unread counts', async () => {
    const { owner, member, outsider, room } = await buildChatRoom(t.app);
    expect((await call('GET', '/api/chat')).statusCode).toBe(401);
    const second = (
      await call('POST', '/api/chat', owner.headers, { name: 'Drugi pokój', usersIds: [member.user.id] })
    ).json() as TChatRoom;
    await sendText(t.app, owner.headers, room.id, '<p>Dzień dobry</p>');
    await sendText(t.app, owner.headers, room.id, '<p>Zadanie 5</p>');

    const list = (await call('GET', '/api/chat', member.headers)).json();
    expect(list).toMatchObject({ total: 2, page: 1, pageCount: 1 });
    expect(list.results.map((r: TChatRoom) => [r.id, r.unreadCount])).toEqual([
      [room.id, 2],
      [second.id, 0],
    ]);
    // The sender has nothing unread in the room they wrote in.
    expect((await call('GET', `/api/chat/${room.id}`, owner.headers)).json().unreadCount).toBe(0);

    const favorite = await call('PUT', `/api/chat/${second.id}/toggle-favorite`, member.headers);
    expect(favorite.json()).toEqual({ favorite: true });
    const reordered = (await call('GET', '/api/chat', member.headers)).json();
    expect(reordered.results.map((r: TChatRoom) => [r.id, r.favorite])).toEqual([
      [second.id, true],
      [room.id, false],
    ]);
    // Favourites are the member's own.
    expect((await call('GET', '/api/chat', owner.headers)).json().results[0].id).toBe(room.id);
    expect((await call('GET', '/api/chat', outsider.headers)).json()).toEqual({
      results: [],
      total: 0,
      page: 1,
      pageCount: 0,
    });

    const badPage = await call('GET', '/api/chat?pageSize=0', member.headers);
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().message).toBe(chatMessages.pageSize);
    const paged = (await call('GET', '/api/chat?pageSize=1&page=2', member.headers)).json();
    expect(paged).toMatchObject({ total: 2, page: 2, pageCount: 2 });
    expect(paged.results.map((r: TChatRoom) => r.id)).toEqual([room.id]);
  });

  it('pages rooms by 15 by default (docs/product-spec.md section 9)', async () => {
    const me = await loginAs(t.app, 'TEACHER');
    const other = await loginAs(t.app, 'TEACHER');
    for (let index = 0; index < 16; index += 1) {
      await call('POST', '/api/chat', me.headers, { name: `Pokój ${index}`, usersIds: [other.user.id] });
    }
    const list = (await call('GET', '/api/chat', me.headers)).json();
    expect(list.results).toHaveLength(15);
    expect(list).toMatchObject({ total: 16, pageCount: 2 });
  });

  it('shows a room to its members and ADMIN; to anybody else it does not exist', async () => {
    const { member, outsider, admin, room } = await buildChatRoom(t.app);
    expect((await call('GET', `/api/chat/${room.id}`)).statusCode).toBe(401);
    const badId = await call('GET', '/api/chat/nie-uuid', member.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(chatMessages.invalidRoomId);
    const hidden = await call('GET', `/api/chat/${room.id}`, outsider.headers);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(chatMessages.roomNotFound);
    expect((await call('GET', `/api/chat/${room.id}`, member.headers)).json()).toMatchObject({
      id: room.id,
      name: room.name,
    });
    expect((await call('GET', `/api/chat/${room.id}`, admin.headers)).statusCode).toBe(200);
  });
});

describe('PUT /api/chat/{id}', () => {
  it('lets the creator rename the room and set its members', async () => {
    const { owner, member, outsider, admin, room } = await buildChatRoom(t.app);
    const body = { name: 'Nowa nazwa', usersIds: [outsider.user.id] };
    expect((await call('PUT', `/api/chat/${room.id}`, {}, body)).statusCode).toBe(401);
    const invalid = await call('PUT', `/api/chat/${room.id}`, owner.headers, { name: 'Nowa nazwa', usersIds: [] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe(chatMessages.usersRequired);
    expect((await call('PUT', `/api/chat/${room.id}`, outsider.headers, body)).statusCode).toBe(404);
    for (const refused of [member, admin]) {
      const response = await call('PUT', `/api/chat/${room.id}`, refused.headers, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(chatMessages.roomOwnerOnly);
    }
    expect(await memberIds(room.id)).toEqual([owner.user.id, member.user.id].sort());
    // The outsider is a student the teacher is not linked to: they cannot be added (the contact rule).
    const unlinked = await call('PUT', `/api/chat/${room.id}`, owner.headers, body);
    expect(unlinked.statusCode).toBe(403);
    expect(unlinked.json().message).toBe(chatMessages.contactNotAllowed);
    expect(await memberIds(room.id)).toEqual([owner.user.id, member.user.id].sort());
    expect((await t.app.db.select().from(chatRooms).where(eq(chatRooms.id, room.id)))[0]!.name).toBe(room.name);
    await linkStudent(t.app, outsider.user.id, owner.user.id);

    const updated = await call('PUT', `/api/chat/${room.id}`, owner.headers, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().name).toBe('Nowa nazwa');
    expect(await memberIds(room.id)).toEqual([owner.user.id, outsider.user.id].sort());
    const [row] = await t.app.db.select().from(chatRooms).where(eq(chatRooms.id, room.id));
    expect(row!.name).toBe('Nowa nazwa');
    // The removed member no longer sees it.
    expect((await call('GET', `/api/chat/${room.id}`, member.headers)).statusCode).toBe(404);
  });

  it('refuses to change a direct room', async () => {
    const me = await loginAs(t.app, 'TEACHER');
    const other = await loginAs(t.app, 'TEACHER');
    const direct = (await call('GET', `/api/chat/user/${other.user.id}`, me.headers)).json();
    const response = await call('PUT', `/api/chat/${direct.id}`, me.headers, {
      name: 'Nasza rozmowa',
      usersIds: [other.user.id],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(chatMessages.directRoomFixed);
  });
});

describe('DELETE /api/chat/{id}', () => {
  it('lets the creator or ADMIN delete a group room with its messages', async () => {
    const { owner, member, outsider, admin, room } = await buildChatRoom(t.app);
    await sendText(t.app, member.headers, room.id, '<p>Cześć</p>');
    expect((await call('DELETE', `/api/chat/${room.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/chat/${room.id}`, outsider.headers)).statusCode).toBe(404);
    const refused = await call('DELETE', `/api/chat/${room.id}`, member.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(chatMessages.roomDeleteForbidden);
    const deleted = await call('DELETE', `/api/chat/${room.id}`, owner.headers);
    expect(deleted.json()).toEqual({ message: chatMessages.deleted });
    expect(await t.app.db.select().from(chatRooms).where(eq(chatRooms.id, room.id))).toEqual([]);
    expect(await t.app.db.select().from(chatMessageRows).where(eq(chatMessageRows.roomId, room.id))).toEqual([]);

    const other = await buildChatRoom(t.app);
    expect((await call('DELETE', `/api/chat/${other.room.id}`, admin.headers)).statusCode).toBe(200);
  });

  it('lets either person delete their direct room', async () => {
    const me = await loginAs(t.app, 'TEACHER');
    const other = await loginAs(t.app, 'TEACHER');
    const direct = (await call('GET', `/api/chat/user/${me.user.id}`, other.headers)).json();
    expect((await call('DELETE', `/api/chat/${direct.id}`, me.headers)).statusCode).toBe(200);
    expect(await t.app.db.select().from(chatRooms)).toEqual([]);
  });
});

describe('GET /api/chat/user/{id}', () => {
  it('opens the one direct room of two people, created on first use', async () => {
    const me = await loginAs(t.app);
    const other = await loginAs(t.app, 'TEACHER');
    expect((await call('GET', `/api/chat/user/${other.user.id}`)).statusCode).toBe(401);
    const badId = await call('GET', '/api/chat/user/nie-uuid', me.headers);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(chatMessages.invalidUserId);
    const self = await call('GET', `/api/chat/user/${me.user.id}`, me.headers);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(chatMessages.selfChat);
    const unknown = await call('GET', '/api/chat/user/00000000-0000-4000-8000-000000000000', me.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(errorMessages.userNotFound);
    // A teacher the student is not linked to: no room (the contact rule).
    const unlinked = await call('GET', `/api/chat/user/${other.user.id}`, me.headers);
    expect(unlinked.statusCode).toBe(403);
    expect(unlinked.json().message).toBe(chatMessages.contactNotAllowed);
    expect(await t.app.db.select().from(chatRooms)).toEqual([]);
    await linkStudent(t.app, me.user.id, other.user.id);

    const first: TChatRoom = (await call('GET', `/api/chat/user/${other.user.id}`, me.headers)).json();
    expect(first).toMatchObject({ kind: 'DIRECT', name: null, createdById: me.user.id });
    expect(first.users.map((user) => user.id).sort()).toEqual([me.user.id, other.user.id].sort());
    const fromTheOtherSide = (await call('GET', `/api/chat/user/${me.user.id}`, other.headers)).json();
    expect(fromTheOtherSide.id).toBe(first.id);
    expect(await t.app.db.select().from(chatRooms)).toHaveLength(1);
    expect(
      await t.app.db
        .select()
        .from(chatRoomMembers)
        .where(and(eq(chatRoomMembers.roomId, first.id))),
    ).toHaveLength(2);
  });
});
