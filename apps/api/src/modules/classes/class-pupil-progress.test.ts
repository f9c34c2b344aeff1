import { randomUUID } from 'node:crypto';
import { learningMessages, type TClassMastery, type TMasteryList, type TStudentProgress } from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { classWithPupils, type TClassPerson } from '../../../test/class-fixtures';
import { buildConcept, loginAs } from '../../../test/factories';
import { classMembers, learningAttempts, mathConcepts } from '../../db/schema';

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

describe('the membership window holds for the student model', () => {
  it('shows the class teacher nothing a pupil mastered before joining, in the map or the class summary', async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 1);
    const pupil = pupils[0]!;
    const day = 24 * hour;
    const calka = await buildConcept(t.app, { name: 'Całka nieoznaczona' });
    const procenty = await buildConcept(t.app, { name: 'Procenty' });
    await t.app.db
      .update(mathConcepts)
      .set({ requirements: ['PP2017:LO-R.XIII.1'] })
      .where(eq(mathConcepts.id, calka.id));
    await t.app.db
      .update(mathConcepts)
      .set({ requirements: ['PP2017:SP7-8.V.2'] })
      .where(eq(mathConcepts.id, procenty.id));
    const practised = (conceptId: string, createdAt: Date, correct = true) => ({
      ...attempt(pupil.user.id, createdAt, correct ? 'dobrze' : 'źle'),
      conceptIds: [conceptId],
      correct,
    });
    // Integrals mastered weeks before joining (right on three days, each after its interval); percentages since.
    await t.app.db
      .insert(learningAttempts)
      .values([
        practised(calka.id, new Date(Date.now() - 40 * day)),
        practised(calka.id, new Date(Date.now() - 30 * day)),
        practised(calka.id, new Date(Date.now() - 10 * day)),
        practised(procenty.id, new Date(), false),
      ]);
    await t.app.services.studentModel.rebuild(pupil.user.id);
    // The pupil's own model keeps everything they did.
    const own = await t.app.inject({ method: 'GET', url: '/api/learn/mastery', headers: pupil.headers });
    expect(
      own
        .json<TMasteryList>()
        .results.map((concept) => concept.name)
        .sort(),
    ).toEqual(['Całka nieoznaczona', 'Procenty']);

    const response = await progressOf(teacher, pupil.user.id);
    expect(response.statusCode, response.body).toBe(200);
    const progress = response.json<TStudentProgress>();
    expect(progress.mastery.map(({ name, state, attempts }) => ({ name, state, attempts }))).toEqual([
      { name: 'Procenty', state: 'new', attempts: 1 },
    ]);
    expect(progress.attempts.map((entry) => entry.conceptIds)).toEqual([[procenty.id]]);
    const [membership] = await t.app.db
      .select({ joinedAt: classMembers.joinedAt })
      .from(classMembers)
      .where(eq(classMembers.userId, pupil.user.id));
    expect(progress.since).toBe(membership!.joinedAt!.toISOString());

    const summary = await t.app.inject({
      method: 'GET',
      url: `/api/class/${schoolClass.id}/mastery`,
      headers: teacher.headers,
    });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json<TClassMastery>().requirements.map((requirement) => requirement.code)).toEqual(['SP7-8.V.2']);
  });
});
