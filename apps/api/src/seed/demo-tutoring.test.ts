import { addDays, type TFreeTimes, type TLessonChanged, zonedParts } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { buildUser, login } from '../../test/factories';
import { tutoringLessons } from '../db/schema';
import { seedDemoTutoring } from './demo-tutoring';

const t = useTestApp();

describe('demo tutoring', () => {
  it('makes the teacher bookable on weekday afternoons and leaves a past lesson to confirm, once', async () => {
    const teacher = await buildUser(t.app, { role: 'TEACHER' });
    const student = await buildUser(t.app);
    expect(await seedDemoTutoring(t.app.db, { teacherId: teacher.id, studentId: student.id })).toBe(true);
    expect(await seedDemoTutoring(t.app.db, { teacherId: teacher.id, studentId: student.id })).toBe(false);

    const search = await t.app.inject({ method: 'GET', url: '/api/tutoring/teachers?subject=MATHS' });
    expect(search.json().results.map((card: { teacher: { id: string } }) => card.teacher.id)).toEqual([teacher.id]);
    const offer = (await t.app.inject({ method: 'GET', url: `/api/tutoring/teachers/${teacher.id}` })).json();
    const from = addDays(zonedParts(new Date()).date, 1);
    const free = await t.app.inject({
      method: 'GET',
      url: `/api/tutoring/teachers/${teacher.id}/free-times?optionId=${offer.lessonOptions[0].id}&from=${from}&days=7`,
    });
    const times = free.json<TFreeTimes>().times;
    // Five weekdays, 16:00–20:00: a 60-minute lesson starts at 13 quarter hours each.
    expect(times).toHaveLength(5 * 13);
    expect(new Set(times.map((time) => zonedParts(new Date(time.startsAt)).minuteOfDay))).toContain(16 * 60);

    const [lesson] = await t.app.db.select().from(tutoringLessons);
    const headers = { authorization: `Bearer ${(await login(t.app, teacher.email)).token}` };
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/tutoring/lessons/${lesson!.id}/confirm`,
      headers,
      payload: {},
    });
    expect(confirmed.json<TLessonChanged>().lesson.confirmation).toBe('TEACHER_CONFIRMED');
  });
});
