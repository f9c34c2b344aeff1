import { randomUUID } from 'node:crypto';
import { classMessages as m, requirementText, type TClassMastery } from '@zadania/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { classWithPupils, type TClassPerson } from '../../../test/class-fixtures';
import { buildConcept, loginAs } from '../../../test/factories';
import { classes, classMembers, learningAttempts, mathConcepts } from '../../db/schema';
import { historyInstants } from './class-mastery';

const t = useTestApp();
const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

const read = (person: TClassPerson, classId: string) =>
  t.app.inject({ method: 'GET', url: `/api/class/${classId}/mastery`, headers: person.headers });

describe('GET /api/class/{id}/mastery', () => {
  it("counts, per requirement, the pupils who mastered it now and at each week's end, the weakest first", async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 2);
    const [zosia, jan] = pupils as [TClassPerson, TClassPerson];
    // The class and its pupils since 22 days ago: four weekly points (21, 14 and 7 days ago, and now).
    await t.app.db
      .update(classes)
      .set({ createdAt: daysAgo(22) })
      .where(eq(classes.id, schoolClass.id));
    await t.app.db
      .update(classMembers)
      .set({ joinedAt: daysAgo(22) })
      .where(eq(classMembers.classId, schoolClass.id));
    const pitagoras = await buildConcept(t.app, { name: 'Twierdzenie Pitagorasa' });
    const procenty = await buildConcept(t.app, { name: 'Procenty' });
    await t.app.db
      .update(mathConcepts)
      .set({ requirements: ['PP2017:SP7-8.VIII.8'] })
      .where(eq(mathConcepts.id, pitagoras.id));
    await t.app.db
      .update(mathConcepts)
      .set({ requirements: ['PP2017:SP7-8.V.2'] })
      .where(inArray(mathConcepts.id, [procenty.id]));
    const attempt = (userId: string, conceptId: string, correct: boolean, at: Date) => ({
      userId,
      kind: 'PRACTICE' as const,
      itemId: randomUUID(),
      conceptIds: [conceptId],
      answer: correct ? 'dobrze' : 'źle',
      correct,
      createdAt: at,
    });
    await t.app.db.insert(learningAttempts).values([
      // Zosia: Pythagoras right 20 days ago and again 10 days ago (after its interval): mastered since then.
      attempt(zosia.user.id, pitagoras.id, true, daysAgo(20)),
      attempt(zosia.user.id, pitagoras.id, true, daysAgo(10)),
      attempt(zosia.user.id, procenty.id, false, daysAgo(3)),
      // Jan: Pythagoras wrong 5 days ago: met, not mastered.
      attempt(jan.user.id, pitagoras.id, false, daysAgo(5)),
    ]);

    const response = await read(teacher, schoolClass.id);
    expect(response.statusCode, response.body).toBe(200);
    const mastery = response.json<TClassMastery>();
    expect(mastery.pupilCount).toBe(2);
    expect(mastery.weeks).toHaveLength(4);
    expect(mastery.requirements).toEqual([
      {
        system: 'PP2017',
        code: 'SP7-8.V.2',
        text: requirementText('PP2017', 'SP7-8.V.2'),
        met: 1,
        mastered: 0,
        history: [0, 0, 0, 0],
      },
      {
        system: 'PP2017',
        code: 'SP7-8.VIII.8',
        text: requirementText('PP2017', 'SP7-8.VIII.8'),
        met: 2,
        mastered: 1,
        history: [0, 0, 1, 1],
      },
    ]);
  });

  it('answers 403 to a pupil of the class and 404 to another teacher', async () => {
    const { schoolClass, pupils } = await classWithPupils(t.app, 1);
    const pupilAnswer = await read(pupils[0]!, schoolClass.id);
    expect({ status: pupilAnswer.statusCode, message: pupilAnswer.json().message }).toEqual({
      status: 403,
      message: m.teachersOnly,
    });
    const stranger = await read(await loginAs(t.app, 'TEACHER'), schoolClass.id);
    expect({ status: stranger.statusCode, message: stranger.json().message }).toEqual({
      status: 404,
      message: m.notFound,
    });
    const admin = await read(await loginAs(t.app, 'ADMIN'), schoolClass.id);
    expect(admin.json<TClassMastery>()).toEqual({ pupilCount: 1, weeks: [expect.any(String)], requirements: [] });
  });

  it('reads the history a week apart, never before the class existed', () => {
    const at = new Date('2026-11-27T12:00:00Z');
    expect(historyInstants(new Date('2026-11-20T08:00:00Z'), at).map((d) => d.toISOString())).toEqual([
      '2026-11-20T12:00:00.000Z',
      '2026-11-27T12:00:00.000Z',
    ]);
    expect(historyInstants(new Date('2020-01-01'), at)).toHaveLength(12);
    expect(historyInstants(at, at)).toEqual([at]);
  });
});
