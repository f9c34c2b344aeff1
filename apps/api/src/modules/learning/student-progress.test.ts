import { learningMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, loginAs } from '../../../test/factories';
import { studentTeacherLinks } from '../../db/schema';

const t = useTestApp();

type THeaders = Record<string, string>;
const progress = (studentId: string, headers: THeaders = {}) =>
  t.app.inject({ method: 'GET', url: `/api/learn/students/${studentId}`, headers });
const messagesOf = (response: { json: () => { message: string | string[] } }) => [response.json().message].flat();

describe('GET /api/learn/students/{id}', () => {
  it("shows a student's mastery and attempts to their teacher only while the link is accepted", async () => {
    const concept = await buildConcept(t.app, { name: 'Ułamki' });
    const task = await buildHomework(t.app, {
      answerKey: { kind: 'NUMBER', value: '1.5', tolerance: null },
      conceptIds: [concept.id],
    });
    const student = await loginAs(t.app);
    const teacher = await loginAs(t.app, 'TEACHER');
    const otherTeacher = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    await t.app.inject({
      method: 'POST',
      url: `/api/homework/${task.id}/check-answer`,
      headers: student.headers,
      payload: { answer: '1,5' },
    });
    const [link] = await t.app.db
      .insert(studentTeacherLinks)
      .values({ studentId: student.user.id, teacherId: teacher.user.id, status: 'PENDING' })
      .returning();

    expect((await progress(student.user.id)).statusCode).toBe(401);
    // An invitation not yet accepted shows nothing.
    const pending = await progress(student.user.id, teacher.headers);
    expect(pending.statusCode).toBe(404);
    expect(messagesOf(pending)).toEqual([learningMessages.studentNotFound]);

    await t.app.db.update(studentTeacherLinks).set({ status: 'ACCEPTED' }).where(eq(studentTeacherLinks.id, link!.id));
    const shown = await progress(student.user.id, teacher.headers);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().mastery).toEqual([
      expect.objectContaining({ conceptId: concept.id, name: 'Ułamki', state: 'learning', attempts: 1, correct: 1 }),
    ]);
    expect(shown.json().attempts).toEqual([expect.objectContaining({ itemId: task.id, answer: '1,5', correct: true })]);

    for (const stranger of [otherTeacher, admin, student]) {
      expect((await progress(student.user.id, stranger.headers)).statusCode).toBe(404);
    }
    expect((await progress('nie-uuid', teacher.headers)).statusCode).toBe(404);

    await t.app.db.update(studentTeacherLinks).set({ status: 'ENDED' }).where(eq(studentTeacherLinks.id, link!.id));
    expect((await progress(student.user.id, teacher.headers)).statusCode).toBe(404);
  });
});
