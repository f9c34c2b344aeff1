import { classFullMessage, classMessages } from '@zadania/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { expectTooMany } from '../../../test/expect-too-many';
import { loginAs } from '../../../test/factories';
import { findLinkInOutbox } from '../../../test/outbox';
import { classMembers, users } from '../../db/schema';
import { rateLimits } from '../../plugins/rate-limit';

/** More than the per-address registration limit (10 an hour), as a lab registering a whole class. */
const maxPupils = 12;
const t = useTestApp({ CLASS_MAX_PUPILS: String(maxPupils) });

const lab = '10.56.0.1';
const registration = (n: number, classCode?: string, role = 'USER') => ({
  email: `uczen${n}@szkola.example`,
  username: `uczen${n}`,
  password: { password: 'bezpieczne1', confirmPassword: 'bezpieczne1' },
  role,
  consent: true,
  ...(classCode === undefined ? {} : { classCode, firstName: 'Jakub', lastName: `Nowak${n}` }),
});
const register = (payload: object, remoteAddress = lab) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload, remoteAddress });

async function createClass(autoAdmit: boolean) {
  const teacher = await loginAs(t.app, 'TEACHER');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/class',
    headers: teacher.headers,
    payload: { name: '8b', schoolYear: '2026/2027', subject: 'MATHS', level: 'SP8', autoAdmit },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { ...(response.json() as { id: string; code: string }), headers: teacher.headers };
}

const seatsOf = (classId: string) =>
  t.app.db
    .select({ status: classMembers.status, userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), isNull(classMembers.leftAt)));

describe('registering with a class code (a school lab behind one address)', () => {
  it('is counted against the class, not the per-address limit; unknown codes keep the limit; a teacher is refused', async () => {
    const schoolClass = await createClass(false);
    expect(maxPupils).toBeGreaterThan(rateLimits.register.perIp.max);
    // More registrations from one address than the usual limit allows, with the code: all made, each with a seat.
    const withCode = [];
    for (let n = 0; n < maxPupils; n += 1)
      withCode.push((await register(registration(n, schoolClass.code.toLowerCase()))).statusCode);
    expect(withCode).toEqual(Array(maxPupils).fill(201));
    expect((await seatsOf(schoolClass.id)).map((seat) => seat.status)).toEqual(Array(maxPupils).fill('PENDING'));

    // The class is full: the next account is not made.
    const full = await register(registration(100, schoolClass.code));
    expect([full.statusCode, full.json().message]).toEqual([409, classFullMessage(maxPupils)]);
    expect(await t.app.db.select().from(users).where(eq(users.username, 'uczen100'))).toEqual([]);

    // A teacher's account cannot take a seat.
    const teacher = await register(registration(101, schoolClass.code, 'TEACHER'), '10.56.0.2');
    expect([teacher.statusCode, teacher.json().message]).toEqual([403, classMessages.pupilsOnly]);

    // An unknown code: 400 in Polish under the usual limit, then 429.
    for (let n = 0; n < rateLimits.register.perIp.max; n += 1) {
      const unknown = await register(registration(200 + n, 'ZZZZ-ZZZZ'), '10.56.0.3');
      expect([unknown.statusCode, unknown.json().message]).toEqual([400, classMessages.codeNotFound]);
    }
    expectTooMany(await register(registration(300, 'ZZZZ-ZZZZ'), '10.56.0.3'));
    expect(await t.app.db.select().from(users).where(eq(users.username, 'uczen200'))).toEqual([]);
  });

  it('asks a first and a last name with the code, names the account by them and the roster lists them', async () => {
    const schoolClass = await createClass(true);
    const { firstName: _first, lastName: _last, ...nameless } = registration(400, schoolClass.code);
    const refused = await register(nameless);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(classMessages.firstNameRequired);
    expect(refused.json().errors).toEqual([
      expect.objectContaining({ path: 'firstName', message: classMessages.firstNameRequired }),
      expect.objectContaining({ path: 'lastName', message: classMessages.lastNameRequired }),
    ]);
    const blank = await register({ ...registration(400, schoolClass.code), lastName: '  ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, classMessages.lastNameRequired]);
    const long = await register({ ...registration(400, schoolClass.code), firstName: 'J'.repeat(41) });
    expect([long.statusCode, long.json().message]).toEqual([400, classMessages.personNameTooLong]);
    // Without a code the names are not asked, and the login names the account.
    expect((await register(registration(401))).statusCode).toBe(201);

    const made = await register({ ...registration(400, schoolClass.code), firstName: ' Jakub ', lastName: 'Nowak' });
    expect(made.statusCode).toBe(201);
    const [account] = await t.app.db.select().from(users).where(eq(users.username, 'uczen400'));
    expect(account?.displayName).toBe('Jakub Nowak');
    const [plain] = await t.app.db.select().from(users).where(eq(users.username, 'uczen401'));
    expect(plain?.displayName).toBe('uczen401');
    const link = await findLinkInOutbox(t.app.outboxDir, 'uczen400@szkola.example', '/confirm-email');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-email',
      payload: { token: link!.searchParams.get('token') },
    });
    const roster = await t.app.inject({
      method: 'GET',
      url: `/api/class/${schoolClass.id}`,
      headers: schoolClass.headers,
    });
    expect(roster.json().pupils).toEqual([expect.objectContaining({ username: 'uczen400', name: 'Jakub Nowak' })]);
  });

  it('registrations racing for the last seats take exactly the seats left', async () => {
    const schoolClass = await createClass(true);
    for (let n = 0; n < maxPupils - 2; n += 1) await register(registration(n, schoolClass.code));
    const raced = await Promise.all([0, 1, 2, 3, 4].map((n) => register(registration(50 + n, schoolClass.code))));
    expect(raced.map((response) => response.statusCode).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(await seatsOf(schoolClass.id)).toHaveLength(maxPupils);
  });

  it('joins on confirming the e-mail: admitted in a class that admits automatically, else waiting for the teacher', async () => {
    const open = await createClass(true);
    const approving = await createClass(false);
    await register(registration(1, open.code));
    await register(registration(2, approving.code));
    for (const n of [1, 2]) {
      const link = await findLinkInOutbox(t.app.outboxDir, `uczen${n}@szkola.example`, '/confirm-email');
      const confirmed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/confirm-email',
        payload: { token: link!.searchParams.get('token') },
      });
      expect(confirmed.statusCode).toBe(200);
    }
    expect((await seatsOf(open.id)).map((seat) => seat.status)).toEqual(['ACTIVE']);
    expect((await seatsOf(approving.id)).map((seat) => seat.status)).toEqual(['PENDING']);
  });
});
