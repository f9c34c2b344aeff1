import { randomUUID } from 'node:crypto';
import { classroomMessages as cm, type TClassroomLinks } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { assignmentForClassroom, connectClassroom } from '../../../test/classroom-fixtures';
import { startFakeClassroom, type TFakeClassroom } from '../../../test/fake-classroom-server';
import { classroomGrades, users } from '../../db/schema';

let fake: TFakeClassroom;
beforeAll(async () => {
  fake = await startFakeClassroom({ clientId: 'client-wb.apps.googleusercontent.com', clientSecret: 'wb-secret' });
});
afterAll(async () => fake?.close());

const t = useTestApp(() => fake.env);
const PATCH = 'PATCH /v1/courses/:id/courseWork/:id/studentSubmissions/:id';

/** A published assignment: pupil `zosia` is on the course's roster (her e-mail in capitals), `jan` is not. */
async function published(account: string, grade: 'DRAFT' | 'ASSIGNED') {
  const { teacher, assignment, pupils } = await assignmentForClassroom(t.app, 2);
  const [zosia, jan] = pupils as [(typeof pupils)[0], (typeof pupils)[0]];
  const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, zosia.user.id));
  await connectClassroom(t.app, fake, teacher, account);
  const courseId = `course-${account}`;
  fake.addCourse(account, {
    id: courseId,
    name: '8b',
    students: [{ userId: `gs-${account}`, email: row!.email!.toUpperCase() }],
  });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/assignment/${assignment.id}/classroom`,
    headers: teacher.headers,
    payload: { courseId, grade },
  });
  expect(response.statusCode).toBe(201);
  const answer = (pupil: typeof zosia, position: number, value: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/assignment/${assignment.id}/answer`,
      headers: pupil.headers,
      payload: { position, answer: value },
    });
  const statuses = async () =>
    (
      await t.app.inject({ method: 'GET', url: `/api/assignment/${assignment.id}/classroom`, headers: teacher.headers })
    ).json<TClassroomLinks>().results[0]!.pupils;
  const patches = () => fake.callsOf(PATCH).filter((call) => call.path.includes(`gs-${account}`));
  return { teacher, assignment, zosia, jan, answer, statuses, patches, courseId };
}

describe('grade write-back to Google Classroom', () => {
  it('patches draftGrade once per answer, retries after a 500, and marks a pupil without a roster match', async () => {
    const { zosia, jan, answer, statuses, patches, assignment } = await published('g-draft', 'DRAFT');
    expect((await answer(zosia, 1, '3/2')).json()).toMatchObject({ correct: true });
    expect(patches()).toHaveLength(1);
    expect(patches()[0]).toMatchObject({ query: { updateMask: 'draftGrade' }, body: { draftGrade: 1 } });
    expect(fake.submissions().find((row) => row.userId === 'gs-g-draft')).toMatchObject({ draftGrade: 1 });
    expect(fake.submissions().find((row) => row.userId === 'gs-g-draft')).not.toHaveProperty('assignedGrade');

    expect((await answer(jan, 1, '3/2')).statusCode).toBe(200);
    const byPupil = new Map((await statuses()).map((row) => [row.userId, row]));
    expect(byPupil.get(zosia.user.id)).toMatchObject({ status: 'SENT', points: 1, maxPoints: 2, error: null });
    expect(byPupil.get(jan.user.id)).toMatchObject({ status: 'NO_MATCH', points: null, error: cm.noMatch });

    // Google fails the next patch: the delivery throws, the outbox retries it, the grade arrives once.
    fake.failNext(PATCH);
    expect((await answer(zosia, 2, '3/2')).json()).toMatchObject({ correct: true });
    expect(patches()).toHaveLength(2);
    expect(fake.submissions().find((row) => row.userId === 'gs-g-draft')).toMatchObject({ draftGrade: 1 });
    await t.app.jobs.drain({ includeDelayed: true });
    expect(patches()).toHaveLength(3);
    expect(patches()[2]).toMatchObject({ body: { draftGrade: 2 } });
    expect(fake.submissions().find((row) => row.userId === 'gs-g-draft')).toMatchObject({ draftGrade: 2 });

    // Delivering an answer's event again writes nothing more (the ledger keyed by the answer).
    const ledger = await t.app.db.select().from(classroomGrades);
    expect(ledger.filter((row) => row.status === 'SENT')).toHaveLength(2);
    expect(ledger.filter((row) => row.status === 'NO_MATCH')).toHaveLength(1);
    const [subscriber] = t.app.services.classroom.subscribers;
    const sent = ledger.find((row) => row.status === 'SENT' && row.points === 2)!;
    const replay = {
      id: randomUUID(),
      type: 'assignment.answered',
      payload: {
        assignmentId: assignment.id,
        userId: zosia.user.id,
        answerId: sent.answerId,
        answeredAt: sent.answeredAt.toISOString(),
      },
      actorId: zosia.user.id,
      createdAt: new Date(),
    };
    await subscriber!.handle(replay);
    expect(patches()).toHaveLength(3);

    // An older answer's score arriving after a newer one was written is stale: not sent.
    const stale = { answerId: randomUUID(), answeredAt: new Date(sent.answeredAt.getTime() - 60_000).toISOString() };
    await subscriber!.handle({ ...replay, payload: { ...replay.payload, ...stale } });
    expect(patches()).toHaveLength(3);
    const [staleRow] = await t.app.db
      .select()
      .from(classroomGrades)
      .where(eq(classroomGrades.answerId, stale.answerId));
    expect(staleRow!.status).toBe('STALE');
    expect(new Map((await statuses()).map((row) => [row.userId, row])).get(zosia.user.id)).toMatchObject({
      status: 'SENT',
      points: 2,
    });
  });

  it('writes assignedGrade and draftGrade for ASSIGNED', async () => {
    const { zosia, answer, patches } = await published('g-assigned', 'ASSIGNED');
    await answer(zosia, 2, '3/2');
    expect(patches()).toHaveLength(1);
    expect(patches()[0]).toMatchObject({
      query: { updateMask: 'assignedGrade,draftGrade' },
      body: { assignedGrade: 1, draftGrade: 1 },
    });
    expect(fake.submissions().find((row) => row.userId === 'gs-g-assigned')).toMatchObject({
      assignedGrade: 1,
      draftGrade: 1,
    });
  });

  it('records a revoked authorisation as an error the teacher sees, without retrying it forever', async () => {
    const { teacher, zosia, answer, statuses, patches } = await published('g-revoked', 'DRAFT');
    fake.revokeAll('g-revoked');
    await answer(zosia, 1, '3/2');
    await t.app.jobs.drain({ includeDelayed: true });
    expect(patches()).toHaveLength(0);
    expect((await statuses()).find((row) => row.userId === zosia.user.id)).toMatchObject({
      status: 'ERROR',
      error: cm.reconnect,
    });
    const status = await t.app.inject({ method: 'GET', url: '/api/classroom/status', headers: teacher.headers });
    expect(status.json()).toEqual({ configured: true, connected: false, error: cm.reconnect });
    const failed = await t.app.jobs.listFailed?.(10);
    expect((failed ?? []).filter((job) => JSON.stringify(job).includes('classroom'))).toEqual([]);
  });

  it('leaves a pupil without a confirmed e-mail as no match', async () => {
    const { zosia, answer, statuses, patches } = await published('g-unconfirmed', 'DRAFT');
    await t.app.db.update(users).set({ emailConfirmedAt: null }).where(eq(users.id, zosia.user.id));
    await answer(zosia, 1, '3/2');
    expect(patches()).toHaveLength(0);
    expect((await statuses()).find((row) => row.userId === zosia.user.id)).toMatchObject({ status: 'NO_MATCH' });
  });
});
