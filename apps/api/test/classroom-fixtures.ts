import { randomBytes } from 'node:crypto';
import type { TAssignment, TClass } from '@zadania/shared';
import { expect } from 'vitest';
import { classMembers } from '../src/db/schema';
import { createTokenSigner } from '../src/modules/auth/access-token';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { createUsersRepository } from '../src/modules/users/users.repository';
import type { TTestApp } from './build-test-app';
import { buildHomework, loginAs } from './factories';
import type { TFakeClassroom } from './fake-classroom-server';

type TClassPerson = { user: { id: string; username: string }; headers: Record<string, string> };
const hour = 3_600_000;

/** A pupil with a confirmed e-mail written straight into the database, with a session. */
async function quickPupil(app: TTestApp): Promise<TClassPerson> {
  const suffix = randomBytes(4).toString('hex');
  const user = await createUsersRepository(app.db).insert({
    email: `uczen${suffix}@example.com`,
    username: `uczen${suffix}`,
    displayName: `Uczeń ${suffix}`,
    role: 'USER',
    passwordHash: 'no-login',
    emailConfirmedAt: new Date(),
    consentAt: new Date(),
  });
  const session = await createAuthRepository(app.db).createSession({
    userId: user.id,
    expiresAt: new Date(Date.now() + hour),
  });
  const token = await createTokenSigner(app.config.jwtSecret).signAccessToken({
    userId: user.id,
    sessionId: session.id,
    role: 'USER',
  });
  return { user, headers: { authorization: `Bearer ${token}` } };
}

/** A teacher's class "8b" with `count` active pupils (admitted an hour ago). */
async function classWithPupils(app: TTestApp, count: number) {
  const teacher = await loginAs(app, 'TEACHER');
  const response = await app.inject({
    method: 'POST',
    url: '/api/class',
    headers: teacher.headers,
    payload: { name: '8b', schoolYear: '2026/2027', subject: 'MATHS', level: 'SP8' },
  });
  const schoolClass = response.json<TClass>();
  const pupils: TClassPerson[] = [];
  for (let index = 0; index < count; index += 1) pupils.push(await quickPupil(app));
  const joinedAt = new Date(Date.now() - hour);
  await app.db.insert(classMembers).values(
    pupils.map((pupil) => ({
      classId: schoolClass.id,
      userId: pupil.user.id,
      status: 'ACTIVE' as const,
      createdAt: joinedAt,
      joinedAt,
    })),
  );
  return { teacher, schoolClass, pupils };
}

/** A teacher connects their Classroom the way the browser does: connect, Google's consent (the fake's code), callback. */
export async function connectClassroom(app: TTestApp, fake: TFakeClassroom, teacher: TClassPerson, account: string) {
  const started = await app.inject({
    method: 'POST',
    url: '/api/classroom/connect',
    headers: teacher.headers,
    payload: { returnTo: '/assignments/abc' },
  });
  expect(started.statusCode).toBe(200);
  const consent = new URL(started.json<{ url: string }>().url);
  const state = consent.searchParams.get('state')!;
  const code = fake.issueCode(account);
  const back = await app.inject({
    method: 'GET',
    url: `/api/classroom/callback?${new URLSearchParams({ code, state })}`,
  });
  return { consent, state, code, back };
}

/** A class "8b" with pupils and an assignment of two catalogue tasks (each answered right with 3/2), due in two days. */
export async function assignmentForClassroom(app: TTestApp, pupilCount = 2) {
  const { teacher, schoolClass, pupils } = await classWithPupils(app, pupilCount);
  const tasks = await Promise.all(
    ['Pierwsze', 'Drugie'].map((title) =>
      buildHomework(app, { title, answerKey: { kind: 'FRACTION', value: '3/2', tolerance: null } }),
    ),
  );
  const dueAt = new Date(Date.UTC(2030, 4, 17, 21, 45));
  const created = await app.inject({
    method: 'POST',
    url: `/api/class/${schoolClass.id}/assignment`,
    headers: teacher.headers,
    payload: {
      title: 'Ułamki <b>na piątek</b>',
      items: tasks.map((task) => ({ kind: 'HOMEWORK', homeworkId: task.id })),
      dueAt: dueAt.toISOString(),
    },
  });
  expect(created.statusCode).toBe(201);
  return { teacher, schoolClass, pupils, assignment: created.json<TAssignment>(), dueAt };
}
