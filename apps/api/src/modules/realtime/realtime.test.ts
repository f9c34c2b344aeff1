import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildChatRoom, callApi, linkStudent, sendText } from '../../../test/chat-fixtures';
import { buildHomework, loginAs } from '../../../test/factories';
import { connected, disconnected, listenOnce, openSocket, type TTestSocket } from '../../../test/sockets';
import { realtimePresence, users } from '../../db/schema';
import { createPruneDeliveriesHandler, deliveryRetentionMs } from './prune-deliveries.job';
import { createRealtimeDeliveriesRepository } from './realtime-deliveries.repository';

const t = useTestApp();
const sockets: TTestSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

async function connect(token: string | undefined) {
  const socket = openSocket(await listenOnce(t.app), token);
  sockets.push(socket);
  await connected(socket);
  return socket;
}

const onlineIds = async () => (await t.app.inject({ method: 'GET', url: '/api/user/online' })).json() as string[];

describe('the realtime connection (namespace /events)', () => {
  it('refuses a handshake without a token, with a forged one, and with the token of a session that ended', async () => {
    await expect(connect(undefined)).rejects.toThrow('Jesteś niezalogowany!');
    await expect(connect('nie-token')).rejects.toThrow('Jesteś niezalogowany!');
    const student = await loginAs(t.app, 'USER');
    await callApi(t.app, 'POST', '/api/auth/logout', student.headers);
    await expect(connect(student.session.token)).rejects.toThrow('Jesteś niezalogowany!');
  });

  it('tells a session’s sockets Logout and closes them when it logs out; the user’s other sessions stay', async () => {
    const student = await loginAs(t.app, 'USER');
    const loggingOut = await connect(student.session.token);
    const other = await loginAs(t.app, 'USER');
    const otherSocket = await connect(other.session.token);
    const closed = disconnected(loggingOut);

    const response = await callApi(t.app, 'POST', '/api/auth/logout', student.headers);
    expect(response.statusCode).toBe(200);
    await expect(loggingOut.next('Logout')).resolves.toEqual({});
    expect(await closed).toBe('io server disconnect');
    expect(otherSocket.connected).toBe(true);
  });

  it('ends every other session’s sockets on a password change, keeping the one that changed it', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const here = await connect(teacher.session.token);
    const secondLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: teacher.user.email, password: teacher.user.password },
    });
    const elsewhere = await connect(secondLogin.json().token);
    const closed = disconnected(elsewhere);

    const response = await callApi(t.app, 'PUT', '/api/user/change-password', teacher.headers, {
      currentPassword: teacher.user.password,
      newPassword: { password: 'NoweHaslo123', confirmPassword: 'NoweHaslo123' },
    });
    expect(response.statusCode, response.body).toBe(200);
    await elsewhere.next('Logout');
    await closed;
    expect(here.connected).toBe(true);
    expect(here.received.map((entry) => entry.event)).not.toContain('Logout');
  });

  it('keeps a user online while any socket is open, then offline with lastOnline, announced to others', async () => {
    const observer = await loginAs(t.app, 'USER');
    const observerSocket = await connect(observer.session.token);
    expect(await observerSocket.next('UserOnline')).toEqual({ userId: observer.user.id });
    const student = await loginAs(t.app, 'USER');
    const firstTab = await connect(student.session.token);
    expect(await observerSocket.next('UserOnline')).toEqual({ userId: student.user.id });
    const secondTab = await connect(student.session.token);
    await expect.poll(onlineIds).toEqual(expect.arrayContaining([observer.user.id, student.user.id]));

    firstTab.close();
    await expect.poll(() => t.app.events.in(`user:${student.user.id}`).fetchSockets()).toHaveLength(1);
    expect(await onlineIds()).toContain(student.user.id);

    secondTab.close();
    expect(await observerSocket.next('UserOffline')).toEqual({ userId: student.user.id });
    expect(await onlineIds()).not.toContain(student.user.id);
    const [row] = await t.app.db
      .select({ lastOnline: users.lastOnline })
      .from(users)
      .where(eq(users.id, student.user.id));
    expect(row?.lastOnline).toBeInstanceOf(Date);
    expect(observerSocket.received.filter((entry) => entry.event === 'UserOnline')).toHaveLength(2);
  });
});

describe('chat events', () => {
  it('reach the room’s members only: a new message, its edit, a pin, a read and a removal', async () => {
    const { owner, member, outsider, admin, room } = await buildChatRoom(t.app);
    const memberSocket = await connect(member.session.token);
    const outsiderSocket = await connect(outsider.session.token);
    const adminSocket = await connect(admin.session.token);

    const sent = await sendText(t.app, owner.headers, room.id, '<p>Zadanie 5 na jutro</p>');
    expect(await memberSocket.next('CreatedChatMessage')).toEqual(sent);

    const edited = await callApi(t.app, 'PUT', `/api/chat/message/${sent.id}`, owner.headers, {
      message: '<p>Zadanie 6 na jutro</p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await memberSocket.next('ChatMessageUpdated')).message).toBe('<p>Zadanie 6 na jutro</p>');

    await callApi(t.app, 'PUT', `/api/chat/message/${sent.id}/toggle-pinned`, member.headers);
    expect((await memberSocket.next('ChatMessageUpdated')).pinned).toBe(true);

    await callApi(t.app, 'PUT', `/api/chat/${room.id}/read-last`, member.headers);
    expect(await memberSocket.next('ChatMessageRead')).toEqual({
      chatRoomId: room.id,
      userId: member.user.id,
      messageId: sent.id,
    });

    await callApi(t.app, 'DELETE', `/api/chat/message/${sent.id}`, owner.headers);
    expect(await memberSocket.next('ChatMessageRemoved')).toEqual({ chatRoomId: room.id, messageId: sent.id });

    // A later event of the outsider's own arrives after everything above: nothing of the room came before it.
    // (ADMIN opens it: a student starts no conversation with ADMIN, the contact rule.)
    const own = await callApi(t.app, 'GET', `/api/chat/user/${outsider.user.id}`, admin.headers);
    expect(own.statusCode).toBe(200);
    await outsiderSocket.next('CreatedChatRoom');
    await adminSocket.next('CreatedChatRoom');
    const chatEvents = (socket: TTestSocket) =>
      socket.received.filter((entry) => entry.event !== 'UserOnline' && entry.event !== 'UserOffline');
    expect(chatEvents(outsiderSocket).map((entry) => entry.event)).toEqual(['CreatedChatRoom']);
    expect(chatEvents(adminSocket).map((entry) => entry.event)).toEqual(['CreatedChatRoom']);
  });

  it('tells the members of a new or changed room, and those removed from it', async () => {
    const owner = await loginAs(t.app, 'TEACHER');
    const first = await loginAs(t.app, 'USER');
    const second = await loginAs(t.app, 'USER');
    // Students of the owner: a teacher adds to a room only students linked to them (the contact rule).
    await linkStudent(t.app, first.user.id, owner.user.id);
    await linkStudent(t.app, second.user.id, owner.user.id);
    const firstSocket = await connect(first.session.token);
    const secondSocket = await connect(second.session.token);

    const created = await callApi(t.app, 'POST', '/api/chat', owner.headers, {
      name: 'Lekcja',
      usersIds: [first.user.id],
    });
    const roomId = created.json().id;
    expect(await firstSocket.next('CreatedChatRoom')).toEqual({ chatRoomId: roomId });

    await callApi(t.app, 'PUT', `/api/chat/${roomId}`, owner.headers, { name: 'Lekcja 2', usersIds: [second.user.id] });
    expect(await firstSocket.next('UpdatedChatRoom')).toEqual({ chatRoomId: roomId });
    expect(await secondSocket.next('UpdatedChatRoom')).toEqual({ chatRoomId: roomId });
    expect(secondSocket.received.map((entry) => entry.event)).not.toContain('CreatedChatRoom');
  });

  it('passes typing on to the other members only, and drops it from a non-member', async () => {
    const { owner, member, outsider, room } = await buildChatRoom(t.app);
    const ownerSocket = await connect(owner.session.token);
    const memberSocket = await connect(member.session.token);
    const outsiderSocket = await connect(outsider.session.token);

    outsiderSocket.emit('Typing', { chatRoomId: room.id });
    memberSocket.emit('Typing', { chatRoomId: room.id });
    expect(await ownerSocket.next('Typing')).toEqual({
      chatRoomId: room.id,
      userId: member.user.id,
      threadMessageId: null,
    });
    memberSocket.emit('StoppedTyping', { chatRoomId: room.id });
    await ownerSocket.next('StoppedTyping');
    expect(ownerSocket.received.filter((entry) => entry.event === 'Typing')).toHaveLength(1);
    expect(memberSocket.received.map((entry) => entry.event)).not.toContain('Typing');
  });
});

describe('numbered delivery', () => {
  const resume = (socket: TTestSocket, lastSeq: number | null) =>
    new Promise<{ seq: number; complete: boolean }>((resolve) => socket.emit('Resume', { lastSeq }, resolve));
  const numberedMessages = (socket: TTestSocket) =>
    socket.received
      .filter((entry) => entry.event === 'CreatedChatMessage')
      .map((entry) => ({ id: (entry.payload as { id: string }).id, seq: entry.meta?.seq }));

  it('numbers a member’s chat events; a socket that comes back gets what it missed from the database, in order', async () => {
    const { owner, member, room } = await buildChatRoom(t.app);
    const first = await connect(member.session.token);
    expect(await resume(first, null)).toEqual({ seq: 1, complete: true });
    const one = await sendText(
      t.app,
      { ...owner.headers, 'x-request-id': 'lb-request-0001' },
      room.id,
      '<p>Pierwsza</p>',
    );
    await first.next('CreatedChatMessage');
    expect(numberedMessages(first)).toEqual([{ id: one.id, seq: 2 }]);
    // Sent live, the event names the request whose write caused it (the id its log lines carry).
    expect(first.received.find((entry) => entry.event === 'CreatedChatMessage')?.meta).toEqual({
      seq: 2,
      requestId: 'lb-request-0001',
    });
    first.close();

    // Number 3 is the bell's notification of the first message (one per room until read: none for the next two).
    const two = await sendText(t.app, owner.headers, room.id, '<p>Druga</p>');
    const three = await sendText(t.app, owner.headers, room.id, '<p>Trzecia</p>');
    const back = await connect(member.session.token);
    expect(await resume(back, 2)).toEqual({ seq: 5, complete: true });
    expect(numberedMessages(back)).toEqual([
      { id: two.id, seq: 4 },
      { id: three.id, seq: 5 },
    ]);
    // A replay is not the request's work: its events carry their numbers only.
    expect(back.received.filter((entry) => entry.event === 'CreatedChatMessage').map((entry) => entry.meta)).toEqual([
      { seq: 4 },
      { seq: 5 },
    ]);
    expect(await resume(back, 5)).toEqual({ seq: 5, complete: true });
    expect(numberedMessages(back)).toHaveLength(2);
  });

  it('gives a delivery run again the numbers of the first run, and parallel deliveries consecutive numbers', async () => {
    const { owner, member } = await buildChatRoom(t.app);
    const numbered = (sourceEventId: string) =>
      t.app.db.transaction((tx) =>
        createRealtimeDeliveriesRepository(tx).record({
          sourceEventId,
          event: 'UpdatedChatRoom',
          payload: { chatRoomId: sourceEventId },
          usersIds: [member.user.id, owner.user.id],
        }),
      );
    const sourceEventId = randomUUID();
    const firstRun = await numbered(sourceEventId);
    expect(await numbered(sourceEventId)).toEqual(expect.arrayContaining(firstRun));

    const before = await createRealtimeDeliveriesRepository(t.app.db).lastSeq(member.user.id);
    await Promise.all(Array.from({ length: 8 }, () => numbered(randomUUID())));
    const rows = await createRealtimeDeliveriesRepository(t.app.db).after(member.user.id, before, 100);
    expect(rows.map((row) => row.seq)).toEqual(Array.from({ length: 8 }, (_, index) => before + index + 1));
  });
});

describe('the nightly prune of numbered events', () => {
  it('forgets events older than the retention and keeps the cursor, so numbers never repeat', async () => {
    const { owner, member, room } = await buildChatRoom(t.app);
    await sendText(t.app, owner.headers, room.id, '<p>Stara</p>');
    const deliveries = createRealtimeDeliveriesRepository(t.app.db);
    const last = await deliveries.lastSeq(member.user.id);
    await createPruneDeliveriesHandler(deliveries, () => new Date(Date.now() + deliveryRetentionMs + 60_000))();
    expect(await deliveries.after(member.user.id, 0, 10)).toEqual([]);
    expect(await deliveries.lastSeq(member.user.id)).toBe(last);
  });
});

describe('the presence check', () => {
  it('announces offline a user the last check saw online who has no socket on any node now (their node died)', async () => {
    const observer = await loginAs(t.app, 'USER');
    const observerSocket = await connect(observer.session.token);
    const lost = await loginAs(t.app, 'USER');
    expect(await t.app.services.realtime.checkPresence()).toEqual([]);
    // As if the check had seen them on a node that has since died without running its disconnects.
    const seenAt = new Date(Date.now() - 30_000);
    await t.app.db.insert(realtimePresence).values({ userId: lost.user.id, seenAt });

    expect(await t.app.services.realtime.checkPresence()).toEqual([lost.user.id]);
    await expect
      .poll(() => observerSocket.received)
      .toContainEqual({ event: 'UserOffline', payload: { userId: lost.user.id } });
    const [row] = await t.app.db.select({ lastOnline: users.lastOnline }).from(users).where(eq(users.id, lost.user.id));
    expect(row?.lastOnline?.getTime()).toBe(seenAt.getTime());
    expect((await t.app.db.select().from(realtimePresence)).map((entry) => entry.userId)).toEqual([observer.user.id]);
    expect(await t.app.services.realtime.checkPresence()).toEqual([]);
  });
});

describe('notifications and ended accounts', () => {
  it('brings the author CreatedNotification the moment an ADMIN reviews their task, numbered, to nobody else', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const bystander = await loginAs(t.app, 'USER');
    const task = await buildHomework(t.app, {
      authorId: author.user.id,
      status: 'PRIVATE',
      adminReviewStatus: 'PENDING',
    });
    const authorSocket = await connect(author.session.token);
    const bystanderSocket = await connect(bystander.session.token);

    const reviewed = await callApi(t.app, 'PUT', `/api/homework/${task.id}/review`, admin.headers, {
      status: 'APPROVED',
      comment: 'Dobre zadanie.',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const notification = await authorSocket.next('CreatedNotification');
    expect(notification).toMatchObject({
      type: 'HOMEWORK_REVIEWED',
      payload: { homeworkId: task.id, status: 'APPROVED', comment: 'Dobre zadanie.' },
      readAt: null,
    });
    expect(authorSocket.received.find((entry) => entry.event === 'CreatedNotification')?.meta?.seq).toBeGreaterThan(0);
    const listed = await callApi(t.app, 'GET', '/api/notification', author.headers);
    expect(listed.json().results[0].id).toBe(notification.id);
    expect(bystanderSocket.received.map((entry) => entry.event)).not.toContain('CreatedNotification');
  });

  it('logs out and disconnects every socket of an account when it is deleted', async () => {
    const student = await loginAs(t.app, 'USER');
    const socket = await connect(student.session.token);
    const closed = disconnected(socket);
    const deleted = await callApi(t.app, 'DELETE', `/api/user/${student.user.id}`, student.headers, {
      currentPassword: student.user.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await socket.next('Logout');
    expect(await closed).toBe('io server disconnect');
  });
});

describe('busy in a meeting', () => {
  it('shows a member busy while a tab of theirs has a meeting of their room open, to everybody, until it closes', async () => {
    const { owner, member, outsider, room } = await buildChatRoom(t.app);
    const meeting = await callApi(t.app, 'POST', `/api/chat/${room.id}/meeting-message`, owner.headers, {
      name: 'Konsultacje',
    });
    expect(meeting.statusCode, meeting.body).toBe(200);
    const text = await sendText(t.app, owner.headers, room.id, '<p>To nie spotkanie</p>');
    const observer = await connect(outsider.session.token);
    const memberTab = await connect(member.session.token);
    const otherTab = await connect(member.session.token);
    const outsiderTab = await connect(outsider.session.token);
    const busy = async () => (await t.app.inject({ method: 'GET', url: '/api/user/busy' })).json() as string[];
    const busyWords = () =>
      observer.received.filter(
        (entry) => entry.event === 'UserOnline' && (entry.payload as { busy?: boolean }).busy !== undefined,
      );

    // Not a meeting, or a meeting of somebody else's room: nothing.
    memberTab.emit('MeetingJoined', { messageId: text.id });
    outsiderTab.emit('MeetingJoined', { messageId: meeting.json().id });
    memberTab.emit('MeetingJoined', { messageId: meeting.json().id });
    await expect.poll(busyWords).toEqual([{ event: 'UserOnline', payload: { userId: member.user.id, busy: true } }]);
    expect(await busy()).toEqual([member.user.id]);

    memberTab.emit('MeetingLeft');
    await expect.poll(busyWords).toHaveLength(2);
    expect(busyWords()[1]?.payload).toEqual({ userId: member.user.id, busy: false });
    expect(await busy()).toEqual([]);

    // The tab that joined closes without a word: the person is free again, still online in the other tab.
    memberTab.emit('MeetingJoined', { messageId: meeting.json().id });
    await expect.poll(busy).toEqual([member.user.id]);
    memberTab.close();
    await expect.poll(busy).toEqual([]);
    await expect.poll(() => busyWords().at(-1)?.payload).toEqual({ userId: member.user.id, busy: false });
    expect(otherTab.connected).toBe(true);
    expect(await onlineIds()).toContain(member.user.id);
  });
});
