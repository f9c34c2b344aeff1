import { randomBytes } from 'node:crypto';
import type { TClass } from '@zadania/shared';
import { classMembers } from '../src/db/schema';
import { createTokenSigner } from '../src/modules/auth/access-token';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { createUsersRepository } from '../src/modules/users/users.repository';
import type { TTestApp } from './build-test-app';
import { loginAs } from './factories';

type THeaders = Record<string, string>;
export type TClassPerson = { user: { id: string; username: string }; headers: THeaders };

const hour = 3_600_000;

/** A pupil written straight into the database with a session: no password hashing, so forty of them are quick. */
export async function quickPupil(app: TTestApp, label = 'uczen'): Promise<TClassPerson> {
  const suffix = randomBytes(4).toString('hex');
  const user = await createUsersRepository(app.db).insert({
    email: `${label}${suffix}@example.com`,
    username: `${label}${suffix}`,
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
export async function classWithPupils(app: TTestApp, count: number, teacher?: TClassPerson) {
  const owner = teacher ?? (await loginAs(app, 'TEACHER'));
  const response = await app.inject({
    method: 'POST',
    url: '/api/class',
    headers: owner.headers,
    payload: { name: '8b', schoolYear: '2026/2027', subject: 'MATHS', level: 'SP8' },
  });
  const schoolClass = response.json<TClass>();
  const pupils: TClassPerson[] = [];
  for (let index = 0; index < count; index += 1) pupils.push(await quickPupil(app));
  if (pupils.length > 0) {
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
  }
  return { teacher: owner, schoolClass, pupils };
}
