import { randomUUID } from 'node:crypto';
import { assignmentMessages as am, requirementText, type TAssignment, type TAssignmentResults } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { classWithPupils, type TClassPerson } from '../../../test/class-fixtures';
import { buildConcept } from '../../../test/factories';
import { learningAttempts, mathConcepts } from '../../db/schema';

const t = useTestApp();
const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs);

type TMethod = 'GET' | 'POST';
const call = (method: TMethod, url: string, person: TClassPerson, payload?: object) =>
  t.app.inject({ method, url, headers: person.headers, ...(payload !== undefined && { payload }) });

describe('a practice goal set as an assignment item', () => {
  it("is a point per concept at the level in the pupil's model, practised outside the assignment", async () => {
    const { teacher, schoolClass, pupils } = await classWithPupils(t.app, 2);
    const [zosia, jan] = pupils as [TClassPerson, TClassPerson];
    const pitagoras = await buildConcept(t.app, { name: 'Twierdzenie Pitagorasa' });
    const procenty = await buildConcept(t.app, { name: 'Procenty' });
    await t.app.db
      .update(mathConcepts)
      .set({ requirements: ['PP2017:SP7-8.VIII.8'] })
      .where(eq(mathConcepts.id, pitagoras.id));

    const created = await call('POST', `/api/class/${schoolClass.id}/assignment`, teacher, {
      title: 'Powtórka przed sprawdzianem',
      startsAt: daysAgo(30).toISOString(),
      dueAt: new Date(Date.now() + dayMs).toISOString(),
      items: [{ kind: 'GOAL', requirements: ['PP2017:SP7-8.VIII.8'], conceptIds: [procenty.id] }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const assignment = created.json<TAssignment>();
    expect(assignment.items).toEqual([
      expect.objectContaining({ kind: 'GOAL', maxPoints: 2, title: 'Cel: opanuj Procenty, Twierdzenie Pitagorasa' }),
    ]);
    expect(assignment.items[0]!.requirements).toEqual([{ system: 'PP2017', code: 'SP7-8.VIII.8' }]);

    const url = `/api/assignment/${assignment.id}`;
    const typed = await call('POST', `${url}/answer`, zosia, { position: 1, answer: '5' });
    expect({ status: typed.statusCode, message: typed.json().message }).toEqual({
      status: 409,
      message: am.goalAnswered,
    });

    // Zosia practises Pythagoras: right 20 days ago and again 10 days ago, after its interval: mastered.
    const attempt = (correct: boolean, at: Date) => ({
      userId: zosia.user.id,
      kind: 'PRACTICE' as const,
      itemId: randomUUID(),
      conceptIds: [pitagoras.id],
      answer: 'x',
      correct,
      createdAt: at,
    });
    await t.app.db.insert(learningAttempts).values([attempt(true, daysAgo(20)), attempt(true, daysAgo(10))]);
    await t.app.services.studentModel.rebuild(zosia.user.id);

    const seen = (await call('GET', url, zosia)).json<TAssignment>();
    expect(seen.items[0]!.goal).toEqual({
      level: 'mastered',
      reached: 1,
      concepts: expect.arrayContaining([
        { conceptId: pitagoras.id, name: 'Twierdzenie Pitagorasa', state: 'mastered' },
        { conceptId: procenty.id, name: 'Procenty', state: 'new' },
      ]),
    });
    expect(seen.progress).toMatchObject({ answered: 1, correct: 0, status: 'TODO' });

    const results = (await call('GET', `${url}/results`, teacher)).json<TAssignmentResults>();
    expect(results.cells).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: zosia.user.id, points: 1, maxPoints: 2, attempts: 2 }),
        expect.objectContaining({ userId: jan.user.id, points: 0, maxPoints: 2, attempts: 0 }),
      ]),
    );
    expect(results.byRequirement).toEqual([
      { system: 'PP2017', code: 'SP7-8.VIII.8', text: requirementText('PP2017', 'SP7-8.VIII.8'), percent: 25 },
    ]);
    expect(await t.app.services.assignments.scoreOf(assignment.id, zosia.user.id)).toMatchObject({
      points: 1,
      maxPoints: 2,
      completed: false,
    });
  });
});
