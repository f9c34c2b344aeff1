import {
  assignmentMessages as am,
  classroomMessages as cm,
  type TClassroomLink,
  type TClassroomLinks,
} from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../../../test/build-test-app';
import { assignmentForClassroom, connectClassroom } from '../../../test/classroom-fixtures';
import { loginAs } from '../../../test/factories';
import { startFakeClassroom, type TFakeClassroom } from '../../../test/fake-classroom-server';
import { classroomConnections, classroomLinks, classroomOauthStates } from '../../db/schema';
import { classroomScopes } from './classroom-client';

let fake: TFakeClassroom;
beforeAll(async () => {
  fake = await startFakeClassroom({ clientId: 'client-123.apps.googleusercontent.com', clientSecret: 'shh-secret' });
});
afterAll(async () => fake?.close());

const t = useTestApp(() => fake.env);
type THeaders = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
const refusal = (response: Awaited<ReturnType<typeof call>>) => ({
  status: response.statusCode,
  message: response.json<{ message: string }>().message,
});

describe('Google Classroom without configuration', () => {
  it('says so in the status and answers every other route 404 with a Polish message', async () => {
    const bare = await buildTestApp({}, { database: t.app.database });
    try {
      const teacher = await loginAs(bare, 'TEACHER');
      const status = await bare.inject({ method: 'GET', url: '/api/classroom/status', headers: teacher.headers });
      expect(status.json()).toEqual({ configured: false, connected: false });
      for (const [method, url, payload] of [
        ['POST', '/api/classroom/connect', {}],
        ['GET', '/api/classroom/courses', undefined],
        ['DELETE', '/api/classroom/connection', undefined],
        ['POST', `/api/assignment/${crypto.randomUUID()}/classroom`, { courseId: 'c1', grade: 'DRAFT' }],
        ['GET', `/api/assignment/${crypto.randomUUID()}/classroom`, undefined],
      ] as const) {
        const response = await bare.inject({ method, url, headers: teacher.headers, ...(payload && { payload }) });
        expect({ url, ...refusal(response) }).toEqual({ url, status: 404, message: cm.notConfigured });
      }
      const callback = await bare.inject({ method: 'GET', url: '/api/classroom/callback?code=x&state=y' });
      expect(callback.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('connecting a teacher', () => {
  it('answers 401 and 403 at the door, then consent with offline access and a one-time state', async () => {
    expect((await call('GET', '/api/classroom/status')).statusCode).toBe(401);
    expect((await call('POST', '/api/classroom/connect', {}, {})).statusCode).toBe(401);
    const pupil = await loginAs(t.app, 'USER');
    expect(refusal(await call('POST', '/api/classroom/connect', pupil.headers, {}))).toEqual({
      status: 403,
      message: cm.teachersOnly,
    });
    expect((await call('GET', '/api/classroom/status', pupil.headers)).json()).toEqual({
      configured: true,
      connected: false,
      error: null,
    });
    const teacher = await loginAs(t.app, 'TEACHER');
    expect(
      refusal(await call('POST', '/api/classroom/connect', teacher.headers, { returnTo: 'https://evil.example/' })),
    ).toEqual({
      status: 400,
      message: cm.returnTo,
    });
    expect(
      refusal(await call('POST', '/api/classroom/connect', teacher.headers, { returnTo: '//evil.example/x' })),
    ).toEqual({
      status: 400,
      message: cm.returnTo,
    });
    expect(refusal(await call('GET', '/api/classroom/courses', teacher.headers))).toEqual({
      status: 409,
      message: cm.notConnected,
    });

    const { consent, state, back } = await connectClassroom(t.app, fake, teacher, 'g-teacher');
    expect(`${consent.origin}${consent.pathname}`).toBe(`${fake.url}/o/oauth2/v2/auth`);
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(consent.searchParams.get('client_id')).toBe(fake.env.GOOGLE_CLIENT_ID);
    expect(consent.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/classroom/callback');
    expect(consent.searchParams.get('scope')!.split(' ')).toEqual(expect.arrayContaining([...classroomScopes]));
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('http://localhost:3000/assignments/abc?classroom=connected');
    expect(fake.callsOf('POST /token')[0]!.body).toMatchObject({ grant_type: 'authorization_code' });

    // The refresh token is kept encrypted, one connection per teacher.
    const rows = await t.app.db.select().from(classroomConnections);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.teacherId).toBe(teacher.user.id);
    expect(rows[0]!.refreshTokenCipher).not.toContain('refresh-');
    expect((await call('GET', '/api/classroom/status', teacher.headers)).json()).toEqual({
      configured: true,
      connected: true,
      error: null,
    });

    // The state was taken once: a replay is refused and stores nothing.
    const replay = await call(
      'GET',
      `/api/classroom/callback?${new URLSearchParams({ code: fake.issueCode('g-x'), state })}`,
    );
    expect(refusal(replay)).toEqual({ status: 400, message: cm.stateInvalid });
    const forged = await call('GET', `/api/classroom/callback?code=${fake.issueCode('g-x')}&state=forged`);
    expect(refusal(forged)).toEqual({ status: 400, message: cm.stateInvalid });
    expect(refusal(await call('GET', '/api/classroom/callback?code=abc'))).toEqual({
      status: 400,
      message: cm.stateInvalid,
    });
    expect(await t.app.db.select().from(classroomConnections)).toHaveLength(1);

    // Connecting again replaces the one connection.
    await connectClassroom(t.app, fake, teacher, 'g-teacher');
    expect(await t.app.db.select().from(classroomConnections)).toHaveLength(1);

    expect(refusal(await call('DELETE', '/api/classroom/connection', pupil.headers))).toEqual({
      status: 403,
      message: cm.teachersOnly,
    });
    expect((await call('DELETE', '/api/classroom/connection', teacher.headers)).json()).toEqual({
      message: cm.disconnected,
    });
    expect(await t.app.db.select().from(classroomConnections)).toHaveLength(0);
  });

  it('refuses an expired state, and comes back with a failure flag when Google refuses the code or consent', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const started = await call('POST', '/api/classroom/connect', teacher.headers, {});
    const state = new URL(started.json<{ url: string }>().url).searchParams.get('state')!;
    await t.app.db.update(classroomOauthStates).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await call(
      'GET',
      `/api/classroom/callback?${new URLSearchParams({ code: fake.issueCode('g'), state })}`,
    );
    expect(refusal(expired)).toEqual({ status: 400, message: cm.stateInvalid });

    const again = await call('POST', '/api/classroom/connect', teacher.headers, { returnTo: '/classes?tab=1' });
    const second = new URL(again.json<{ url: string }>().url).searchParams.get('state')!;
    const badCode = await call(
      'GET',
      `/api/classroom/callback?${new URLSearchParams({ code: 'not-issued', state: second })}`,
    );
    expect(badCode.headers.location).toBe('http://localhost:3000/classes?tab=1&classroom=failed');

    const third = await call('POST', '/api/classroom/connect', teacher.headers, {});
    const denied = await call(
      'GET',
      `/api/classroom/callback?${new URLSearchParams({ error: 'access_denied', state: new URL(third.json<{ url: string }>().url).searchParams.get('state')! })}`,
    );
    expect(denied.headers.location).toBe('http://localhost:3000/?classroom=denied');
    expect(await t.app.db.select().from(classroomConnections)).toHaveLength(0);
  });
});

describe('courses and publishing', () => {
  it('lists active courses and publishes one CourseWork per course, refusing who may not', async () => {
    const { teacher, assignment, dueAt } = await assignmentForClassroom(t.app);
    const url = `/api/assignment/${assignment.id}/classroom`;
    const body = { courseId: 'course-8b', grade: 'DRAFT' };
    expect(refusal(await call('POST', url, teacher.headers, body))).toEqual({ status: 409, message: cm.notConnected });

    await connectClassroom(t.app, fake, teacher, 'g-owner');
    fake.addCourse('g-owner', { id: 'course-8b', name: 'Matematyka 8b', students: [] });
    fake.addCourse('g-owner', { id: 'course-old', name: 'Stary kurs', courseState: 'ARCHIVED', students: [] });
    fake.addCourse('g-someone', { id: 'course-other', name: 'Cudzy', students: [] });
    const courses = await call('GET', '/api/classroom/courses', teacher.headers);
    expect(courses.json()).toEqual({
      results: [
        {
          id: 'course-8b',
          name: 'Matematyka 8b',
          section: null,
          alternateLink: 'https://classroom.google.com/c/course-8b',
        },
      ],
    });
    expect(fake.callsOf('GET /v1/courses').at(-1)!.query).toMatchObject({ teacherId: 'me', courseStates: 'ACTIVE' });

    expect((await call('POST', url, {}, body)).statusCode).toBe(401);
    const pupil = await loginAs(t.app, 'USER');
    expect(refusal(await call('POST', url, pupil.headers, body))).toEqual({ status: 403, message: cm.teachersOnly });
    expect(refusal(await call('GET', url, pupil.headers))).toEqual({ status: 403, message: cm.teachersOnly });
    const stranger = await loginAs(t.app, 'TEACHER');
    await connectClassroom(t.app, fake, stranger, 'g-someone');
    expect(refusal(await call('POST', url, stranger.headers, { courseId: 'course-other', grade: 'DRAFT' }))).toEqual({
      status: 404,
      message: am.notFound,
    });
    expect(refusal(await call('GET', url, stranger.headers))).toEqual({ status: 404, message: am.notFound });
    expect(refusal(await call('POST', url, teacher.headers, { courseId: '', grade: 'DRAFT' }))).toEqual({
      status: 400,
      message: cm.courseRequired,
    });
    expect(refusal(await call('POST', url, teacher.headers, { courseId: 'course-8b', grade: 'FINAL' }))).toEqual({
      status: 400,
      message: cm.gradeKind,
    });
    expect(refusal(await call('POST', '/api/assignment/nope/classroom', teacher.headers, body)).status).toBe(400);
    expect(refusal(await call('POST', url, teacher.headers, { courseId: 'course-old', grade: 'DRAFT' }))).toEqual({
      status: 404,
      message: cm.courseNotFound,
    });
    expect(fake.courseWork()).toHaveLength(0);

    const published = await call('POST', url, teacher.headers, body);
    expect(published.statusCode).toBe(201);
    const link = published.json<TClassroomLink>();
    expect(link).toMatchObject({
      courseId: 'course-8b',
      courseName: 'Matematyka 8b',
      grade: 'DRAFT',
      courseWorkId: 'cw-1',
    });
    expect(link.pupils.map((row) => row.status)).toEqual(['PENDING', 'PENDING']);
    expect(fake.courseWork()).toEqual([
      expect.objectContaining({
        courseId: 'course-8b',
        title: 'Ułamki <b>na piątek</b>',
        description: cm.courseWorkDescription('Ułamki <b>na piątek</b>', 2),
        workType: 'ASSIGNMENT',
        state: 'PUBLISHED',
        maxPoints: 2,
        materials: [
          { link: { url: `http://localhost:3000/assignments/${assignment.id}`, title: 'Ułamki <b>na piątek</b>' } },
        ],
        dueDate: { year: dueAt.getUTCFullYear(), month: 5, day: 17 },
        dueTime: { hours: 21, minutes: 45, seconds: 0, nanos: 0 },
      }),
    ]);

    // The same course again: 409, no second CourseWork.
    expect(refusal(await call('POST', url, teacher.headers, { courseId: 'course-8b', grade: 'ASSIGNED' }))).toEqual({
      status: 409,
      message: cm.alreadyPublished,
    });
    expect(fake.courseWork()).toHaveLength(1);
    expect(
      await t.app.db.select().from(classroomLinks).where(eq(classroomLinks.assignmentId, assignment.id)),
    ).toHaveLength(1);

    const links = (await call('GET', url, teacher.headers)).json<TClassroomLinks>();
    expect(links.results).toHaveLength(1);
    expect(links.results[0]!.pupils).toHaveLength(2);
    const admin = await loginAs(t.app, 'ADMIN');
    expect((await call('GET', url, admin.headers)).statusCode).toBe(200);
  });

  it('answers 502 when Google fails, and asks to reconnect when Google revoked the authorisation', async () => {
    const { teacher, assignment } = await assignmentForClassroom(t.app, 1);
    await connectClassroom(t.app, fake, teacher, 'g-flaky');
    fake.addCourse('g-flaky', { id: 'course-f', name: 'F', students: [] });
    fake.failNext('POST /v1/courses/:id/courseWork');
    const url = `/api/assignment/${assignment.id}/classroom`;
    expect(refusal(await call('POST', url, teacher.headers, { courseId: 'course-f', grade: 'DRAFT' }))).toEqual({
      status: 502,
      message: cm.googleFailed,
    });
    expect(await t.app.db.select().from(classroomLinks)).toHaveLength(0);

    fake.revokeAll('g-flaky');
    expect(refusal(await call('GET', '/api/classroom/courses', teacher.headers))).toEqual({
      status: 409,
      message: cm.reconnect,
    });
    expect((await call('GET', '/api/classroom/status', teacher.headers)).json()).toEqual({
      configured: true,
      connected: false,
      error: cm.reconnect,
    });
    await connectClassroom(t.app, fake, teacher, 'g-flaky');
    expect((await call('GET', '/api/classroom/status', teacher.headers)).json()).toMatchObject({ connected: true });
  });
});
