import {
  errorMessages,
  userBlockMessages as m,
  type TBookingChanged,
  type TCheckoutResponse,
  type TUserBlockResult,
} from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { linkStudent, sendText } from '../../../test/chat-fixtures';
import { buildUser, login, loginAs } from '../../../test/factories';
import {
  chatRooms,
  notifications,
  paymentStatusChanges,
  payments,
  safeguardingAudit,
  sessions,
  tutoringBookings,
  tutoringOffers,
  userBlocks,
  users,
} from '../../db/schema';
import { buildTutor, call, lessonAt17, type THeaders } from '../tutoring/tutoring-test-fixtures';

const t = useTestApp();
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
const block = (id: string, headers: THeaders, payload: object = { reason: 'Prośba o kontakt poza serwisem.' }) =>
  call(t.app, 'POST', `/api/admin/users/${id}/block`, headers, payload);

/** Pays a reservation through the demo provider, as the student does on its page. */
async function pay(headers: THeaders, bookingId: string) {
  const checkout = await call(t.app, 'POST', `/api/tutoring/bookings/${bookingId}/checkout`, headers, {
    method: 'stripe',
  });
  expect(checkout.statusCode).toBe(200);
  const { payment } = checkout.json<TCheckoutResponse>();
  expect((await call(t.app, 'POST', `/api/payment/${payment.id}/demo`, headers, { outcome: 'paid' })).statusCode).toBe(
    200,
  );
  return payment.id;
}

describe('POST /api/admin/users/{id}/block', () => {
  it('answers 401, 403 to everybody but an ADMIN, 400 with the exact messages, 404 for nobody', async () => {
    const target = await buildUser(t.app, { role: 'TEACHER' });
    expect((await block(target.id, {})).statusCode).toBe(401);
    for (const role of ['USER', 'TEACHER', 'PARENT'] as const) {
      expect((await block(target.id, (await loginAs(t.app, role)).headers)).statusCode).toBe(403);
    }
    const admin = await loginAs(t.app, 'ADMIN');
    const otherAdmin = await buildUser(t.app, { role: 'ADMIN' });
    for (const [id, payload, message] of [
      [target.id, {}, m.reasonRequired],
      [target.id, { reason: '  ' }, m.reasonRequired],
      [target.id, { reason: 'x'.repeat(1001) }, m.reasonTooLong],
      [admin.user.id, { reason: 'test' }, m.notSelf],
      [otherAdmin.id, { reason: 'test' }, m.notAdmin],
    ] as const) {
      const response = await block(id, admin.headers, payload);
      expect([response.statusCode, messageOf(response)]).toEqual([400, message]);
    }
    const missing = await block(crypto.randomUUID(), admin.headers);
    expect([missing.statusCode, messageOf(missing)]).toEqual([404, errorMessages.userNotFound]);
    expect(await t.app.db.select().from(userBlocks)).toHaveLength(0);
  });

  it('blocks a teacher at once: paid booking refunded once, rooms closed, offer hidden, sign-in and token refused', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const tutor = await buildTutor(t.app);
    const student = await loginAs(t.app, 'USER');
    const reserved = await call(t.app, 'POST', '/api/tutoring/bookings', student.headers, lessonAt17(tutor));
    expect(reserved.statusCode).toBe(201);
    const booking = reserved.json<TBookingChanged>().booking;
    const paymentId = await pay(student.headers, booking.id);
    // A room of the teacher and a pupil.
    const pupil = await buildUser(t.app, { role: 'USER', birthYear: new Date().getUTCFullYear() - 20 });
    const pupilHeaders = { authorization: `Bearer ${(await login(t.app, pupil.email, pupil.password)).token}` };
    await linkStudent(t.app, pupil.id, tutor.user.id);
    const opened = await call(t.app, 'GET', `/api/chat/user/${pupil.id}`, tutor.headers);
    expect(opened.statusCode).toBe(200);
    const roomId = opened.json<{ id: string }>().id;
    const sent = await sendText(t.app, tutor.headers, roomId, 'Dzień dobry');
    const reply = await sendText(t.app, pupilHeaders, roomId, 'Dzień dobry!');

    const blocked = await block(tutor.user.id, admin.headers);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json<TUserBlockResult>()).toMatchObject({
      message: m.blocked,
      roomsClosed: 1,
      offerHidden: true,
      bookingsCancelled: 1,
      bookingsRefunded: 1,
      bookingsLeft: 0,
    });
    expect(blocked.json<TUserBlockResult>().sessionsEnded).toBeGreaterThanOrEqual(1);

    // The booking cancelled and refunded through its payment, once; the student told.
    const [bookingRow] = await t.app.db.select().from(tutoringBookings).where(eq(tutoringBookings.id, booking.id));
    expect(bookingRow!.status).toBe('cancelled');
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe('refunded');
    const refunds = await t.app.db
      .select()
      .from(paymentStatusChanges)
      .where(and(eq(paymentStatusChanges.paymentId, paymentId), eq(paymentStatusChanges.toStatus, 'refunded')));
    expect(refunds).toHaveLength(1);
    const toldStudent = await t.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, student.user.id), eq(notifications.type, 'TUTORING_EVENT')));
    expect(toldStudent.length).toBeGreaterThanOrEqual(1);

    // The room closed: nobody sends or edits there.
    const [room] = await t.app.db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
    expect(room!.closedAt).not.toBeNull();
    const send = await call(t.app, 'POST', `/api/chat/${roomId}/message`, pupilHeaders, { message: 'Halo?' });
    expect([send.statusCode, messageOf(send)]).toEqual([403, m.roomClosed]);
    const ownEdit = await call(t.app, 'PUT', `/api/chat/message/${reply.id}`, pupilHeaders, { message: 'Zmiana' });
    expect([ownEdit.statusCode, messageOf(ownEdit)]).toEqual([403, m.roomClosed]);

    // The offer hidden; the account marked, recorded and audited.
    const [offer] = await t.app.db.select().from(tutoringOffers).where(eq(tutoringOffers.teacherId, tutor.user.id));
    expect(offer!.enabled).toBe(false);
    const [userRow] = await t.app.db.select().from(users).where(eq(users.id, tutor.user.id));
    expect(userRow!.blockedAt).not.toBeNull();
    expect(await t.app.db.select().from(userBlocks).where(eq(userBlocks.userId, tutor.user.id))).toMatchObject([
      { reason: 'Prośba o kontakt poza serwisem.', blockedById: admin.user.id },
    ]);
    const audit = await t.app.db
      .select()
      .from(safeguardingAudit)
      .where(eq(safeguardingAudit.subjectUserId, tutor.user.id));
    expect(audit).toMatchObject([{ kind: 'USER_BLOCKED', actorId: admin.user.id }]);

    // The old token refused, sign-in refused, sessions ended.
    expect((await call(t.app, 'GET', '/api/user/me', tutor.headers)).statusCode).toBe(401);
    const edit = await call(t.app, 'PUT', `/api/chat/message/${sent.id}`, tutor.headers, { message: 'x' });
    expect(edit.statusCode).toBe(401);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: tutor.user.email, password: tutor.user.password },
    });
    expect([signIn.statusCode, messageOf(signIn)]).toEqual([403, m.accountBlocked]);
    const live = await t.app.db.select().from(sessions).where(eq(sessions.userId, tutor.user.id));
    expect(live.every((session) => session.revokedAt)).toBe(true);

    // Blocking again changes nothing.
    const again = await block(tutor.user.id, admin.headers);
    expect([again.statusCode, messageOf(again)]).toEqual([409, m.alreadyBlocked]);
    expect(
      await t.app.db.select().from(paymentStatusChanges).where(eq(paymentStatusChanges.toStatus, 'refunded')),
    ).toHaveLength(1);
  });
});

describe('POST /api/admin/users/{id}/unblock', () => {
  it('lets the account sign in again, audited; 409 when not blocked', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const teacher = await buildUser(t.app, { role: 'TEACHER' });
    const unblock = (headers: THeaders) => call(t.app, 'POST', `/api/admin/users/${teacher.id}/unblock`, headers, {});
    expect((await unblock({})).statusCode).toBe(401);
    expect((await unblock((await loginAs(t.app, 'TEACHER')).headers)).statusCode).toBe(403);
    const notBlocked = await unblock(admin.headers);
    expect([notBlocked.statusCode, messageOf(notBlocked)]).toEqual([409, m.notBlocked]);
    expect((await block(teacher.id, admin.headers)).statusCode).toBe(200);
    const lifted = await unblock(admin.headers);
    expect([lifted.statusCode, messageOf(lifted)]).toEqual([200, m.unblocked]);
    await login(t.app, teacher.email, teacher.password);
    const kinds = await t.app.db
      .select()
      .from(safeguardingAudit)
      .where(eq(safeguardingAudit.subjectUserId, teacher.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['USER_BLOCKED', 'USER_UNBLOCKED']);
  });
});
