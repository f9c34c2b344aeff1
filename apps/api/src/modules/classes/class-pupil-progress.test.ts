import { randomUUID } from 'node:crypto';
import { learningMessages, type TStudentProgress } from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { classWithPupils, type TClassPerson } from '../../../test/class-fixtures';
import { loginAs } from '../../../test/factories';
import { classMembers, learningAttempts } from '../../db/schema';

const t = useTestApp();
const hour = 3_600_000;

const progressOf = (teacher: TClassPerson, pupilId: string) =>
  t.app.inject({ method: 'GET', url: `/api/learn/students/${pupilId}`, headers: teacher.headers });

const attempt = (userId: string, createdAt: Date, answer: string) => ({
  userId,
  kind: 'PRACTICE' as const,
  itemId: randomUUID(),
  answer,
  correct: true,
  createdAt,
});

describe("a class's teacher reads a pupil's mastery map", () => {
  it('sees the map and only the attempts since the pupil joined, until the pupil leaves', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 1);
    const pupil = pupils[0]!;
    // Joined an hour ago (classWithPupils): one attempt from before, one since.
    await t.app.db
      .insert(learningAttempts)
      .values([
        attempt(pupil.user.id, new Date(Date.now() - 3 * hour), 'before'),
        attempt(pupil.user.id, new Date(), 'since'),
      ]);
    const response = await progressOf(teacher, pupil.user.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TStudentProgress>().attempts.map((entry) => entry.answer)).toEqual(['since']);

    const stranger = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    for (const other of [stranger, admin]) {
      const refused = await progressOf(other, pupil.user.id);
      expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
        status: 404,
        message: learningMessages.studentNotFound,
      });
    }

    await t.app.db
      .update(classMembers)
      .set({ leftAt: new Date(), endReason: 'LEFT' })
      .where(and(eq(classMembers.classId, schoolClass.id), eq(classMembers.userId, pupil.user.id)));
    expect((await progressOf(teacher, pupil.user.id)).statusCode).toBe(404);
  });
});
