import {
  type TAvailabilitySlot,
  type TFreeTimes,
  type TTutoringOffer,
  tutoringMessages,
  zonedParts,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { tutoringLessonOptions, tutoringOffers } from '../../db/schema';
import { buildTutor, call, validOffer, warsawDate } from './tutoring-test-fixtures';

const t = useTestApp();

const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;

describe('GET/PUT /api/tutoring/offer', () => {
  it('answers 401 signed out and 403 to a student', async () => {
    expect((await call(t.app, 'GET', '/api/tutoring/offer')).statusCode).toBe(401);
    expect((await call(t.app, 'PUT', '/api/tutoring/offer', {}, validOffer)).statusCode).toBe(401);
    const student = await loginAs(t.app, 'USER');
    const refused = await call(t.app, 'PUT', '/api/tutoring/offer', student.headers, validOffer);
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(tutoringMessages.teachersOnly);
    expect(await t.app.db.select().from(tutoringOffers)).toHaveLength(0);
  });

  it('gives a teacher who never saved one an empty, disabled offer', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const response = await call(t.app, 'GET', '/api/tutoring/offer', teacher.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ enabled: false, lessonOptions: [], packages: [], updatedAt: null });
  });

  const invalid: [string, object, string][] = [
    [
      'a price under 2 PLN',
      { lessonOptions: [{ durationMinutes: 60, priceGross: 199 }] },
      'Cena nie może być niższa niż 2 PLN.',
    ],
    ['a price that is no number', { lessonOptions: [{ durationMinutes: 60, priceGross: 'dużo' }] }, 'Wymagana liczba'],
    ['no option while enabled', { lessonOptions: [] }, 'Musisz dodać przynajmniej jeden wariant.'],
    [
      'a package of 11 lessons',
      { packages: [{ lessonCount: 11, discountPercent: 10 }] },
      'Liczba zajęć musi zawierać się między 2 a 10',
    ],
    [
      'a package of 1 lesson',
      { packages: [{ lessonCount: 1, discountPercent: 10 }] },
      'Liczba zajęć musi zawierać się między 2 a 10',
    ],
    ['a discount of 71 %', { packages: [{ lessonCount: 5, discountPercent: 71 }] }, tutoringMessages.packageDiscount],
    [
      'a lesson of 25 minutes',
      { lessonOptions: [{ durationMinutes: 25, priceGross: 5000 }] },
      tutoringMessages.duration,
    ],
    [
      'a lesson of 181 minutes',
      { lessonOptions: [{ durationMinutes: 181, priceGross: 5000 }] },
      tutoringMessages.duration,
    ],
    [
      'a lesson of 62 minutes',
      { lessonOptions: [{ durationMinutes: 62, priceGross: 5000 }] },
      tutoringMessages.minuteStep,
    ],
    ['a break of 35 minutes', { breakMinutes: 35 }, tutoringMessages.breakMinutes],
    ['a break of 7 minutes', { breakMinutes: 7 }, tutoringMessages.breakMinutes],
    [
      'a group of 1',
      { group: { enabled: true, maxParticipants: 1, feePercent: 50 } },
      tutoringMessages.groupParticipants,
    ],
    [
      'a group of 100',
      { group: { enabled: true, maxParticipants: 100, feePercent: 50 } },
      tutoringMessages.groupParticipants,
    ],
    [
      'a group fee of 24 %',
      { group: { enabled: true, maxParticipants: 5, feePercent: 24 } },
      tutoringMessages.groupFee,
    ],
    [
      "a group seat of 1,50 zł (5 zł at 30 %), below the card processor's minimum",
      {
        lessonOptions: [{ durationMinutes: 60, priceGross: 500 }],
        group: { enabled: true, maxParticipants: 5, feePercent: 30 },
      },
      tutoringMessages.groupSeatPrice,
    ],
    ['no subject', { subjects: [] }, tutoringMessages.subjectsRequired],
  ];
  it('refuses each invalid field with its exact message and saves nothing', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    for (const [name, change, message] of invalid) {
      const response = await call(t.app, 'PUT', '/api/tutoring/offer', teacher.headers, { ...validOffer, ...change });
      expect([name, response.statusCode, messageOf(response)]).toEqual([name, 400, message]);
    }
    expect(await t.app.db.select().from(tutoringOffers)).toHaveLength(0);
  });

  it('saves the offer, then updates kept options, archives removed ones and adds new ones', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const first = await call(t.app, 'PUT', '/api/tutoring/offer', teacher.headers, validOffer);
    expect(first.statusCode).toBe(200);
    const saved = first.json<TTutoringOffer>();
    expect(saved).toMatchObject({
      enabled: true,
      subjects: ['MATHS', 'PHYSICS'],
      levels: ['HIGH_SCHOOL'],
      breakMinutes: 10,
      packages: [{ lessonCount: 5, discountPercent: 10 }],
    });
    expect(saved.lessonOptions.map((option) => [option.durationMinutes, option.priceGross])).toEqual([
      [60, 8000],
      [90, 11000],
    ]);
    const [sixty] = saved.lessonOptions;
    const second = await call(t.app, 'PUT', '/api/tutoring/offer', teacher.headers, {
      ...validOffer,
      lessonOptions: [
        { id: sixty!.id, durationMinutes: 60, priceGross: 7000 },
        { durationMinutes: 45, priceGross: 6000 },
      ],
    });
    const updated = second.json<TTutoringOffer>();
    expect(updated.lessonOptions[0]).toEqual({ id: sixty!.id, durationMinutes: 60, priceGross: 7000 });
    expect(updated.lessonOptions).toHaveLength(2);
    const rows = await t.app.db
      .select()
      .from(tutoringLessonOptions)
      .where(eq(tutoringLessonOptions.teacherId, teacher.user.id));
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.archivedAt)).toHaveLength(1);
    const [offerRow] = await t.app.db.select().from(tutoringOffers);
    expect(offerRow!.minPriceGross).toBe(6000);
  });

  it('shows an enabled offer publicly and hides a disabled one', async () => {
    const tutor = await buildTutor(t.app);
    const shown = await call(t.app, 'GET', `/api/tutoring/teachers/${tutor.user.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<TTutoringOffer>().lessonOptions).toHaveLength(2);
    await call(t.app, 'PUT', '/api/tutoring/offer', tutor.headers, { ...validOffer, enabled: false });
    const hidden = await call(t.app, 'GET', `/api/tutoring/teachers/${tutor.user.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(messageOf(hidden)).toBe(tutoringMessages.notTeaching);
  });
});

describe('/api/tutoring/availability', () => {
  const slot = { date: '2026-12-03', startMinute: 17 * 60, endMinute: 19 * 60, repeat: 'WEEK', until: null };

  it('answers 401 and 403 and refuses an end before the start', async () => {
    expect((await call(t.app, 'POST', '/api/tutoring/availability', {}, slot)).statusCode).toBe(401);
    const student = await loginAs(t.app, 'USER');
    expect((await call(t.app, 'POST', '/api/tutoring/availability', student.headers, slot)).statusCode).toBe(403);
    const teacher = await loginAs(t.app, 'TEACHER');
    const backwards = await call(t.app, 'POST', '/api/tutoring/availability', teacher.headers, {
      ...slot,
      endMinute: 16 * 60,
    });
    expect(backwards.statusCode).toBe(400);
    expect(messageOf(backwards)).toBe('Data końcowa nie może być przed datą początkową');
    const offGrid = await call(t.app, 'POST', '/api/tutoring/availability', teacher.headers, {
      ...slot,
      startMinute: 1021,
    });
    expect(messageOf(offGrid)).toBe(tutoringMessages.minuteStep);
    expect((await call(t.app, 'GET', '/api/tutoring/availability', teacher.headers)).json().slots).toEqual([]);
  });

  it('stores a weekly slot in UTC and keeps it at 17:00 Warsaw time', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const created = await call(t.app, 'POST', '/api/tutoring/availability', teacher.headers, slot);
    expect(created.statusCode).toBe(201);
    expect(created.json<TAvailabilitySlot>()).toMatchObject({
      date: '2026-12-03',
      startMinute: 1020,
      repeat: 'WEEK',
      startsAt: '2026-12-03T16:00:00.000Z',
      endsAt: '2026-12-03T18:00:00.000Z',
    });
    const id = created.json<TAvailabilitySlot>().id;
    const other = await loginAs(t.app, 'TEACHER');
    expect((await call(t.app, 'PUT', `/api/tutoring/availability/${id}`, other.headers, slot)).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/tutoring/availability/${id}`, other.headers)).statusCode).toBe(404);
    const moved = await call(t.app, 'PUT', `/api/tutoring/availability/${id}`, teacher.headers, {
      ...slot,
      date: '2027-06-03',
    });
    expect(moved.json<TAvailabilitySlot>().startsAt).toBe('2027-06-03T15:00:00.000Z');
    const removed = await call(t.app, 'DELETE', `/api/tutoring/availability/${id}`, teacher.headers);
    expect(removed.json()).toEqual({ message: 'Usunięto!' });
    expect((await call(t.app, 'GET', '/api/tutoring/availability', teacher.headers)).json().slots).toEqual([]);
  });
});

describe('GET /api/tutoring/teachers/:id/free-times', () => {
  it('lists the free starts of an option in the slot, in UTC, and refuses a foreign option', async () => {
    const tutor = await buildTutor(t.app);
    const response = await call(
      t.app,
      'GET',
      `/api/tutoring/teachers/${tutor.user.id}/free-times?optionId=${tutor.option60.id}&from=${tutor.date}&days=1`,
    );
    expect(response.statusCode).toBe(200);
    const free = response.json<TFreeTimes>();
    expect(free).toMatchObject({ timeZone: 'Europe/Warsaw', durationMinutes: 60, breakMinutes: 10 });
    // 16:00–20:00 Warsaw: a 60-minute lesson starts from 16:00 to 19:00, every quarter hour.
    expect(free.times).toHaveLength(13);
    expect(zonedParts(new Date(free.times[0]!.startsAt))).toEqual({ date: tutor.date, minuteOfDay: 16 * 60 });
    expect(zonedParts(new Date(free.times.at(-1)!.startsAt)).minuteOfDay).toBe(19 * 60);

    const other = await buildTutor(t.app);
    const foreign = await call(
      t.app,
      'GET',
      `/api/tutoring/teachers/${tutor.user.id}/free-times?optionId=${other.option60.id}&from=${tutor.date}`,
    );
    expect(foreign.statusCode).toBe(400);
    expect(messageOf(foreign)).toBe(tutoringMessages.optionNotFound);
    const tooLong = await call(
      t.app,
      'GET',
      `/api/tutoring/teachers/${tutor.user.id}/free-times?optionId=${tutor.option60.id}&from=${tutor.date}&days=32`,
    );
    expect(messageOf(tooLong)).toBe(tutoringMessages.dateRange);
  });
});

describe('GET /api/tutoring/teachers', () => {
  it('finds teachers by subject, level, price, rating and free time', async () => {
    const maths = await buildTutor(t.app);
    const cheapBiology = await buildTutor(t.app, {
      inDays: 20,
      offer: { subjects: ['BIOLOGY'], levels: ['PRIMARY'], lessonOptions: [{ durationMinutes: 45, priceGross: 3000 }] },
    });
    const ids = async (query: string) =>
      (await call(t.app, 'GET', `/api/tutoring/teachers?${query}`))
        .json()
        .results.map((card: { teacher: { id: string } }) => card.teacher.id);
    expect(await ids('subject=MATHS')).toEqual([maths.user.id]);
    expect(await ids('level=PRIMARY')).toEqual([cheapBiology.user.id]);
    expect(await ids('maxPrice=5000')).toEqual([cheapBiology.user.id]);
    expect(await ids('sort=price:ASC')).toEqual([cheapBiology.user.id, maths.user.id]);
    expect(await ids('minRating=4')).toEqual([]);
    expect(await ids(`freeFrom=${warsawDate(1)}&freeDays=7`)).toEqual([maths.user.id]);
    const card = (await call(t.app, 'GET', '/api/tutoring/teachers?subject=MATHS')).json().results[0];
    expect(card).toMatchObject({ minPriceGross: 8000, durations: [60, 90], packages: true, groupLessons: false });
    const bad = await call(t.app, 'GET', '/api/tutoring/teachers?freeFrom=jutro');
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toBe(tutoringMessages.date);
  });
});
