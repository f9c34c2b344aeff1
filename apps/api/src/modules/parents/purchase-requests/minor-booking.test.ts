import {
  type TBookingChanged,
  type TCheckoutResponse,
  type TPurchaseRequest,
  tutoringLimits,
  tutoringMessages,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { buildUser, login, loginAs } from '../../../../test/factories';
import { call, messageOf, type THeaders } from '../../../../test/inject';
import {
  chatMessages,
  chatRooms,
  parentLinks,
  purchaseRequests,
  tutoringBookings,
  tutoringLessons,
} from '../../../db/schema';
import { directRoomKey } from '../../chat/chat.repository';
import { buildTutor, lessonAt17 } from '../../tutoring/tutoring-test-fixtures';

const t = useTestApp();
const hourMs = 3_600_000;

async function child(birthYear: number | null = new Date().getUTCFullYear() - 12) {
  const user = await buildUser(t.app, { birthYear });
  const session = await login(t.app, user.email, user.password);
  return { user, headers: { authorization: `Bearer ${session.token}` } as THeaders };
}
async function parentOf(childId: string) {
  const parent = await loginAs(t.app, 'PARENT');
  await t.app.db.insert(parentLinks).values({ parentId: parent.user.id, childId, confirmedAt: new Date() });
  return parent;
}
const reserve = (headers: THeaders, tutor: Awaited<ReturnType<typeof buildTutor>>) =>
  call(t.app, 'POST', '/api/tutoring/bookings', headers, lessonAt17(tutor));

describe('a minor’s paid booking waits for a parent (issue 72)', () => {
  it('refuses a minor with no linked parent, saying how to link one; nothing is reserved', async () => {
    const tutor = await buildTutor(t.app);
    for (const pupil of [await child(), await child(null)]) {
      const refused = await reserve(pupil.headers, tutor);
      expect([refused.statusCode, messageOf(refused)]).toEqual([400, tutoringMessages.minorNeedsParent]);
      const rows = await t.app.db.select().from(tutoringBookings).where(eq(tutoringBookings.studentId, pupil.user.id));
      expect(rows).toEqual([]);
    }
  });

  it('holds a minor’s reservation for 48 hours, asks the parent at once, the parent pays: booked', async () => {
    const pupil = await child();
    const parent = await parentOf(pupil.user.id);
    const tutor = await buildTutor(t.app, { inDays: 5 });
    const before = Date.now();
    const reserved = await reserve(pupil.headers, tutor);
    expect(reserved.statusCode, reserved.body).toBe(201);
    const { message, booking } = reserved.json<TBookingChanged>();
    expect(message).toBe(tutoringMessages.reservedForParent);
    expect(booking.awaitingParent).toBe(true);
    const held = new Date(booking.expiresAt!).getTime() - before;
    expect(held).toBeGreaterThan((tutoringLimits.minorReservationHours - 1) * hourMs);
    expect(held).toBeLessThanOrEqual(tutoringLimits.minorReservationHours * hourMs + 60_000);

    // The request was made for the child: the parent sees it; the teacher sees the booking waiting for the parent.
    const requests = (await call(t.app, 'GET', '/api/parent/purchase-requests', parent.headers)).json<
      TPurchaseRequest[]
    >();
    expect(requests).toMatchObject([{ bookingId: booking.id, status: 'PENDING', amountGross: booking.amountGross }]);
    const teacherView = await call(t.app, 'GET', `/api/tutoring/bookings/${booking.id}`, tutor.headers);
    expect(JSON.stringify(teacherView.json())).toContain('"awaitingParent":true');

    const started = await call(t.app, 'POST', `/api/tutoring/bookings/${booking.id}/checkout`, parent.headers, {
      method: 'stripe',
    });
    expect(started.statusCode, started.body).toBe(200);
    const { payment } = started.json<TCheckoutResponse>();
    const paid = await call(t.app, 'POST', `/api/payment/${payment.id}/demo`, parent.headers, { outcome: 'paid' });
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await t.app.db.select().from(tutoringBookings).where(eq(tutoringBookings.id, booking.id));
    expect(row?.status).toBe('booked');
    const [request] = await t.app.db.select().from(purchaseRequests).where(eq(purchaseRequests.bookingId, booking.id));
    expect(request?.status).toBe('PAID');
    const after = await call(t.app, 'GET', `/api/tutoring/bookings/${booking.id}`, tutor.headers);
    expect(JSON.stringify(after.json())).toContain('"awaitingParent":false');
  });

  it('a declined request cancels the reservation and frees the time', async () => {
    const pupil = await child();
    const parent = await parentOf(pupil.user.id);
    const tutor = await buildTutor(t.app);
    const booking = (await reserve(pupil.headers, tutor)).json<TBookingChanged>().booking;
    const [request] = await t.app.db.select().from(purchaseRequests).where(eq(purchaseRequests.bookingId, booking.id));
    const declined = await call(
      t.app,
      'POST',
      `/api/parent/purchase-requests/${request!.id}/decline`,
      parent.headers,
      {},
    );
    expect(declined.statusCode, declined.body).toBe(200);
    const [row] = await t.app.db.select().from(tutoringBookings).where(eq(tutoringBookings.id, booking.id));
    expect([row?.status, row?.cancelledById]).toEqual(['cancelled', parent.user.id]);
    const lessons = await t.app.db.select().from(tutoringLessons).where(eq(tutoringLessons.bookingId, booking.id));
    expect(lessons.every((lesson) => lesson.cancelled)).toBe(true);
    // The slot is free: another student books the same time.
    const adult = await loginAs(t.app, 'USER');
    const again = await reserve(adult.headers, tutor);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<TBookingChanged>()).toMatchObject({
      message: tutoringMessages.reserved,
      booking: { awaitingParent: false },
    });
  });

  it('shows the parent the video link the child sees for an upcoming lesson', async () => {
    const pupil = await child();
    const parent = await parentOf(pupil.user.id);
    const tutor = await buildTutor(t.app);
    const booking = (await reserve(pupil.headers, tutor)).json<TBookingChanged>().booking;
    const progress = async () =>
      (await call(t.app, 'GET', `/api/parent/children/${pupil.user.id}/progress`, parent.headers)).json();
    expect((await progress()).lessons).toMatchObject([{ bookingId: booking.id, joinUrl: null }]);
    // The lesson's meeting, started in the direct room of the two (POST /tutoring/lessons/{id}/meeting posts it).
    const [room] = await t.app.db
      .insert(chatRooms)
      .values({ kind: 'DIRECT', directKey: directRoomKey(pupil.user.id, tutor.user.id) })
      .returning();
    const startsAt = new Date(booking.lessons[0]!.startsAt);
    await t.app.db.insert(chatMessages).values({
      roomId: room!.id,
      authorId: tutor.user.id,
      kind: 'MEETING',
      meetingId: 'lekcja-1',
      meetingName: 'Lekcja',
      meetingJoinUrl: 'https://meet.example.com/lekcja-1',
      createdAt: new Date(startsAt.getTime() - 10 * 60_000),
    });
    expect((await progress()).lessons).toMatchObject([
      { bookingId: booking.id, joinUrl: 'https://meet.example.com/lekcja-1' },
    ]);
  });
});
