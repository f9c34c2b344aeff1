import { randomBytes, randomUUID } from 'node:crypto';
import {
  classCodeAlphabet,
  classFullMessage,
  classMessages as m,
  type TAccountExport,
  type TClass,
  type TClassList,
  type TClassSummary,
  tooManyClassesMessage,
  validationMessages,
} from '@zadania/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { classes, classMembers, classTeachers, users } from '../../db/schema';
import { createTokenSigner } from '../auth/access-token';
import { createAuthRepository } from '../auth/auth.repository';
import { createUsersRepository } from '../users/users.repository';

type THeaders = Record<string, string>;
type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

const t = useTestApp({ TEACHER_MAX_CLASSES: '2' });
const call = (method: TMethod, url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload !== undefined && { payload }) });
const messageOf = (response: { json: () => unknown }) => (response.json() as { message: string }).message;
const expectRefusal = (response: Awaited<ReturnType<typeof call>>, status: number, message: string) => {
  expect({ status: response.statusCode, message: messageOf(response) }).toEqual({ status, message });
};

const valid8b = { name: ' 8b ', schoolYear: '2026/2027', subject: 'MATHS', level: 'SP8' };
const codePattern = new RegExp(`^[${classCodeAlphabet}]{8}$`);

/** A pupil written straight into the database with a session: no password hashing, so forty of them are quick. */
async function quickPupil(label = 'uczen') {
  const suffix = randomBytes(4).toString('hex');
  const user = await createUsersRepository(t.app.db).insert({
    email: `${label}${suffix}@example.com`,
    username: `${label}${suffix}`,
    displayName: `Uczeń ${suffix}`,
    role: 'USER',
    passwordHash: 'no-login',
    emailConfirmedAt: new Date(),
    consentAt: new Date(),
  });
  const session = await createAuthRepository(t.app.db).createSession({
    userId: user.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const token = await createTokenSigner(t.app.config.jwtSecret).signAccessToken({
    userId: user.id,
    sessionId: session.id,
    role: 'USER',
  });
  return { user, headers: { authorization: `Bearer ${token}` } };
}

async function created(headers: THeaders, body: object = valid8b) {
  const response = await call('POST', '/api/class', headers, body);
  if (response.statusCode !== 201) throw new Error(`class: ${response.statusCode} ${response.body}`);
  return response.json<TClass>();
}

const classUrl = (id: string) => `/api/class/${id}`;
const liveMembers = (classId: string) =>
  t.app.db
    .select()
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), isNull(classMembers.leftAt)));

describe('POST /api/class', () => {
  it('answers 401, 403 to a pupil, 400 with the messages, and creates the class with its owner as teacher', async () => {
    expect((await call('POST', '/api/class', {}, valid8b)).statusCode).toBe(401);
    const pupil = await loginAs(t.app, 'USER');
    expectRefusal(await call('POST', '/api/class', pupil.headers, valid8b), 403, m.teachersOnly);
    const teacher = await loginAs(t.app, 'TEACHER');
    for (const [change, message] of [
      [{ name: '  ' }, m.nameRequired],
      [{ name: 'x'.repeat(41) }, m.nameTooLong],
      [{ name: '8b\u0007' }, validationMessages.controlCharacters],
      [{ schoolYear: '2026/2028' }, m.schoolYearInvalid],
      [{ schoolYear: '2026-2027' }, m.schoolYearInvalid],
      [{ subject: 'ALCHEMY' }, m.subjectInvalid],
      [{ level: 'SP9' }, m.levelInvalid],
    ] as const) {
      expectRefusal(await call('POST', '/api/class', teacher.headers, { ...valid8b, ...change }), 400, message);
    }
    expect(await t.app.db.select().from(classes)).toEqual([]);

    const schoolClass = await created(teacher.headers);
    expect(schoolClass).toMatchObject({
      name: '8b',
      schoolYear: '2026/2027',
      subject: 'MATHS',
      level: 'SP8',
      autoAdmit: false,
      archivedAt: null,
      pupilCount: 0,
      pendingCount: 0,
      membership: null,
      pupils: [],
      pending: [],
      teachers: [{ id: teacher.user.id, username: teacher.user.username, owner: true }],
      policies: { read: true, readRoster: true, update: true, manageRoster: true, manageTeachers: true, leave: false },
    });
    expect(schoolClass.code).toMatch(codePattern);
    expect(schoolClass.joinUrl).toBe(`${t.app.config.publicUrl}/classes/join/${schoolClass.code}`);
    expect(await t.app.db.select().from(classTeachers)).toEqual([
      expect.objectContaining({ classId: schoolClass.id, userId: teacher.user.id }),
    ]);

    // ADMIN may run a class too; the teacher's limit (2 here) counts live classes only, and restoring one counts.
    const admin = await loginAs(t.app, 'ADMIN');
    expect((await call('POST', '/api/class', admin.headers, valid8b)).statusCode).toBe(201);
    const second = await created(teacher.headers, { ...valid8b, name: '8c' });
    expectRefusal(await call('POST', '/api/class', teacher.headers, valid8b), 409, tooManyClassesMessage(2));
    expect((await call('PUT', classUrl(second.id), teacher.headers, { archived: true })).statusCode).toBe(200);
    await created(teacher.headers, { ...valid8b, name: '8d' });
    expectRefusal(
      await call('PUT', classUrl(second.id), teacher.headers, { archived: false }),
      409,
      tooManyClassesMessage(2),
    );
  });

  it('holds the limit when one teacher creates four classes at once', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd'].map((name) => call('POST', '/api/class', teacher.headers, { ...valid8b, name })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(await t.app.db.select().from(classes).where(eq(classes.ownerId, teacher.user.id))).toHaveLength(2);
  });
});

describe('POST /api/class/join', () => {
  it('answers 401, 403 to teachers, 400 and 404, and admits or queues the pupil once', async () => {
    expect((await call('POST', '/api/class/join', {}, { code: 'ABCDEFGH' })).statusCode).toBe(401);
    const teacher = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const schoolClass = await created(teacher.headers);
    for (const person of [teacher, admin]) {
      expectRefusal(
        await call('POST', '/api/class/join', person.headers, { code: schoolClass.code }),
        403,
        m.pupilsOnly,
      );
    }
    const pupil = await quickPupil();
    expectRefusal(await call('POST', '/api/class/join', pupil.headers, { code: ' - ' }), 400, m.codeRequired);
    expectRefusal(await call('POST', '/api/class/join', pupil.headers, {}), 400, m.codeRequired);
    expectRefusal(await call('POST', '/api/class/join', pupil.headers, { code: 'ZZZZZZZZ' }), 404, m.codeNotFound);

    // Any case, with a dash and spaces: the same code; without autoAdmit the pupil waits.
    const typed = ` ${schoolClass.code!.slice(0, 4).toLowerCase()}-${schoolClass.code!.slice(4)} `;
    const joined = await call('POST', '/api/class/join', pupil.headers, { code: typed });
    expect(joined.statusCode).toBe(201);
    expect(joined.json<TClassSummary>()).toMatchObject({
      id: schoolClass.id,
      code: null,
      joinUrl: null,
      membership: { status: 'PENDING', joinedAt: null },
      policies: { read: true, readRoster: false, leave: true },
    });
    const again = await call('POST', '/api/class/join', pupil.headers, { code: schoolClass.code });
    expect(again.statusCode).toBe(200);
    expect(again.json<TClassSummary>().membership).toEqual(joined.json<TClassSummary>().membership);
    expect(await liveMembers(schoolClass.id)).toEqual([
      expect.objectContaining({ userId: pupil.user.id, status: 'PENDING', joinedAt: null }),
    ]);

    // autoAdmit: in at once; an archived class cannot be joined.
    await call('PUT', classUrl(schoolClass.id), teacher.headers, { autoAdmit: true });
    const second = await quickPupil();
    const admitted = await call('POST', '/api/class/join', second.headers, { code: schoolClass.code });
    expect(admitted.json<TClassSummary>().membership).toMatchObject({ status: 'ACTIVE' });
    await call('PUT', classUrl(schoolClass.id), teacher.headers, { archived: true });
    const late = await quickPupil();
    expectRefusal(await call('POST', '/api/class/join', late.headers, { code: schoolClass.code }), 404, m.codeNotFound);
  });

  it('lets exactly as many in as the class holds when 35 pupils join at once with 5 already in', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const schoolClass = await created(teacher.headers, { ...valid8b, autoAdmit: true });
    const pupils = await Promise.all(Array.from({ length: 40 }, () => quickPupil()));
    const [first, rest] = [pupils.slice(0, 5), pupils.slice(5)];
    await t.app.db.insert(classMembers).values(
      first.map((pupil) => ({
        classId: schoolClass.id,
        userId: pupil.user.id,
        status: 'ACTIVE' as const,
        joinedAt: new Date(),
      })),
    );
    const late = await quickPupil();
    const answers = await Promise.all(
      [...rest, late, rest[0]!].map((pupil) =>
        call('POST', '/api/class/join', pupil.headers, { code: schoolClass.code }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 409)).toHaveLength(1);
    expect(statuses.filter((status) => status === 201)).toHaveLength(35);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(messageOf(refused)).toBe(classFullMessage(40));
    const rows = await liveMembers(schoolClass.id);
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => row.userId)).size).toBe(40);
    expect((await call('GET', classUrl(schoolClass.id), teacher.headers)).json<TClass>().pupilCount).toBe(40);
  });
});

describe('GET /api/class and GET /api/class/:id', () => {
  it('shows teachers the roster, a pupil their own membership, and nobody else the class', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const otherTeacher = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const schoolClass = await created(teacher.headers, { ...valid8b, autoAdmit: true });
    const pupil = await quickPupil();
    const stranger = await quickPupil();
    await call('POST', '/api/class/join', pupil.headers, { code: schoolClass.code });
    const url = classUrl(schoolClass.id);

    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', '/api/class')).statusCode).toBe(401);
    expect((await call('GET', '/api/class/nie-uuid', teacher.headers)).statusCode).toBe(400);
    // A well-formed id of no class: 404 in Polish, for its teacher and ADMIN alike.
    for (const person of [teacher, admin]) {
      expectRefusal(await call('GET', classUrl(randomUUID()), person.headers), 404, m.notFound);
    }
    for (const person of [otherTeacher, stranger]) {
      expectRefusal(await call('GET', url, person.headers), 404, m.notFound);
      expect((await call('GET', '/api/class', person.headers)).json<TClassList>().items).toEqual([]);
    }

    const seenByTeacher = (await call('GET', url, teacher.headers)).json<TClass>();
    expect(seenByTeacher.pupils).toEqual([
      expect.objectContaining({ id: pupil.user.id, username: pupil.user.username, name: pupil.user.displayName }),
    ]);
    expect((await call('GET', url, admin.headers)).json<TClass>().pupils).toHaveLength(1);
    const seenByPupil = (await call('GET', url, pupil.headers)).json<TClass>();
    expect(seenByPupil).toMatchObject({ pupils: null, pending: null, code: null, pupilCount: 1 });
    expect(seenByPupil.membership?.status).toBe('ACTIVE');

    const pupilList = (await call('GET', '/api/class', pupil.headers)).json<TClassList>().items;
    expect(pupilList.map((item) => item.id)).toEqual([schoolClass.id]);
    const teacherList = (await call('GET', '/api/class', teacher.headers)).json<TClassList>().items;
    expect(teacherList).toEqual([expect.objectContaining({ id: schoolClass.id, code: schoolClass.code })]);
  });
});

describe('the roster: approve, remove, leave, move', () => {
  it('approves, removes, lets a pupil leave and moves one, keeping the ended memberships', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const otherTeacher = await loginAs(t.app, 'TEACHER');
    const schoolClass = await created(teacher.headers);
    const target = await created(teacher.headers, { ...valid8b, name: '8c' });
    const [ala, ola, ela] = await Promise.all([quickPupil('ala'), quickPupil('ola'), quickPupil('ela')]);
    for (const pupil of [ala, ola, ela]) {
      await call('POST', '/api/class/join', pupil.headers, { code: schoolClass.code });
    }
    const approveUrl = (userId: string) => `${classUrl(schoolClass.id)}/pupil/${userId}/approve`;
    expect((await call('POST', approveUrl(ala.user.id), {}, {})).statusCode).toBe(401);
    expectRefusal(await call('POST', approveUrl(ala.user.id), ela.headers, {}), 403, m.teachersOnly);
    expectRefusal(await call('POST', approveUrl(ala.user.id), otherTeacher.headers, {}), 404, m.notFound);
    const stranger = await quickPupil();
    expectRefusal(await call('POST', approveUrl(stranger.user.id), teacher.headers, {}), 404, m.pupilNotFound);

    for (const pupil of [ala, ola, ela]) {
      expect((await call('POST', approveUrl(pupil.user.id), teacher.headers, {})).statusCode).toBe(200);
    }
    const approved = (await call('POST', approveUrl(ala.user.id), teacher.headers, {})).json<TClass>();
    expect(approved).toMatchObject({ pupilCount: 3, pendingCount: 0, pending: [] });

    // Removed by the teacher; left by herself; moved to 8c.
    const removeUrl = `${classUrl(schoolClass.id)}/pupil/${ola.user.id}`;
    expectRefusal(await call('DELETE', removeUrl, otherTeacher.headers), 404, m.notFound);
    expect((await call('DELETE', removeUrl, teacher.headers)).json<TClass>().pupilCount).toBe(2);
    expectRefusal(await call('DELETE', removeUrl, teacher.headers), 404, m.pupilNotFound);
    expectRefusal(await call('POST', `${classUrl(schoolClass.id)}/leave`, stranger.headers, {}), 404, m.notFound);
    const left = await call('POST', `${classUrl(schoolClass.id)}/leave`, ela.headers, {});
    expect(left.json()).toEqual({ message: m.left });
    const moveUrl = `${classUrl(schoolClass.id)}/pupil/${ala.user.id}/move`;
    expectRefusal(await call('POST', moveUrl, teacher.headers, {}), 400, m.targetClassRequired);
    const foreign = await created(otherTeacher.headers);
    expectRefusal(await call('POST', moveUrl, teacher.headers, { toClassId: foreign.id }), 404, m.moveTargetNotFound);
    const moved = await call('POST', moveUrl, teacher.headers, { toClassId: target.id });
    expect(moved.json<TClass>()).toMatchObject({ pupilCount: 0, pupils: [] });
    expect((await call('GET', classUrl(target.id), teacher.headers)).json<TClass>().pupils).toEqual([
      expect.objectContaining({ id: ala.user.id }),
    ]);

    const history = await t.app.db.select().from(classMembers).where(eq(classMembers.classId, schoolClass.id));
    expect(
      Object.fromEntries(
        history.map((row) => [row.userId, [row.endReason, row.leftAt !== null, row.joinedAt !== null]]),
      ),
    ).toEqual({
      [ala.user.id]: ['MOVED', true, true],
      [ola.user.id]: ['REMOVED', true, true],
      [ela.user.id]: ['LEFT', true, true],
    });

    // A pending pupil rejected: the row stays, PENDING, ended.
    const ula = await quickPupil('ula');
    await call('POST', '/api/class/join', ula.headers, { code: schoolClass.code });
    await call('DELETE', `${classUrl(schoolClass.id)}/pupil/${ula.user.id}`, teacher.headers);
    expect((await t.app.db.select().from(classMembers).where(eq(classMembers.userId, ula.user.id)))[0]).toMatchObject({
      endReason: 'REJECTED',
      status: 'PENDING',
    });
  });
});

describe('PUT /api/class/:id/pupil/:userId', () => {
  it('names and numbers a pupil for the class only, one number a pupil, refusing whom it should', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const otherTeacher = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const schoolClass = await created(teacher.headers, { ...valid8b, autoAdmit: true });
    const [ala, ola] = [await quickPupil('ala'), await quickPupil('ola')];
    for (const pupil of [ala, ola]) await call('POST', '/api/class/join', pupil.headers, { code: schoolClass.code });
    const url = (userId: string) => `${classUrl(schoolClass.id)}/pupil/${userId}`;

    expect((await call('PUT', url(ala.user.id), {}, { registerNumber: 1 })).statusCode).toBe(401);
    expectRefusal(await call('PUT', url(ala.user.id), ola.headers, { registerNumber: 1 }), 403, m.teachersOnly);
    expectRefusal(await call('PUT', url(ala.user.id), otherTeacher.headers, { registerNumber: 1 }), 404, m.notFound);
    for (const [body, message] of [
      [{ registerNumber: 0 }, m.registerNumber],
      [{ registerNumber: 100 }, m.registerNumber],
      [{ registerNumber: 2.5 }, m.registerNumber],
      [{ rosterName: '   ' }, m.rosterName],
      [{ rosterName: 'x'.repeat(61) }, m.rosterName],
    ] as const) {
      expectRefusal(await call('PUT', url(ala.user.id), teacher.headers, body), 400, message);
    }
    const stranger = await quickPupil();
    expectRefusal(
      await call('PUT', url(stranger.user.id), teacher.headers, { registerNumber: 1 }),
      404,
      m.pupilNotFound,
    );

    const named = await call('PUT', url(ala.user.id), teacher.headers, {
      rosterName: ' Alicja Nowak ',
      registerNumber: 2,
    });
    expect(named.statusCode).toBe(200);
    expect(named.json<TClass>().pupils).toEqual([
      expect.objectContaining({ id: ala.user.id, name: 'Alicja Nowak', rosterName: 'Alicja Nowak', registerNumber: 2 }),
      expect.objectContaining({ id: ola.user.id, name: ola.user.displayName, rosterName: null, registerNumber: null }),
    ]);
    // The account's own name stays; the number is the class's.
    const [account] = await t.app.db.select().from(users).where(eq(users.id, ala.user.id));
    expect(account?.displayName).toBe(ala.user.displayName);
    expectRefusal(
      await call('PUT', url(ola.user.id), admin.headers, { registerNumber: 2 }),
      409,
      m.registerNumberTaken,
    );
    // Keeping one's own number is no clash; absent fields stay, null clears.
    expect((await call('PUT', url(ala.user.id), teacher.headers, { registerNumber: 2 })).statusCode).toBe(200);
    expect((await call('PUT', url(ola.user.id), admin.headers, { registerNumber: 1 })).statusCode).toBe(200);
    const cleared = (await call('PUT', url(ala.user.id), teacher.headers, { rosterName: null })).json<TClass>();
    expect(cleared.pupils?.map((pupil) => [pupil.name, pupil.registerNumber])).toEqual([
      [ola.user.displayName, 1],
      [ala.user.displayName, 2],
    ]);
    const rows = await liveMembers(schoolClass.id);
    expect(rows.map((row) => [row.userId, row.rosterName, row.registerNumber]).sort()).toEqual(
      [
        [ala.user.id, null, 2],
        [ola.user.id, null, 1],
      ].sort(),
    );
    // Two teachers numbering two pupils 5 at once: the class's lock lets one through.
    const race = await Promise.all([
      call('PUT', url(ala.user.id), teacher.headers, { registerNumber: 5 }),
      call('PUT', url(ola.user.id), admin.headers, { registerNumber: 5 }),
    ]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    // A pupil sees no roster and the teacher's name for them never reaches them.
    await call('PUT', url(ala.user.id), teacher.headers, { rosterName: 'Alicja N.' });
    expect(JSON.stringify((await call('GET', classUrl(schoolClass.id), ala.headers)).json())).not.toContain(
      'Alicja N.',
    );

    // A pupil waiting for approval is not on the roster to number; an archived class is read-only.
    await call('PUT', classUrl(schoolClass.id), teacher.headers, { autoAdmit: false });
    const ula = await quickPupil('ula');
    await call('POST', '/api/class/join', ula.headers, { code: schoolClass.code });
    expectRefusal(await call('PUT', url(ula.user.id), teacher.headers, { registerNumber: 3 }), 404, m.pupilNotFound);
    await call('PUT', classUrl(schoolClass.id), teacher.headers, { archived: true });
    expectRefusal(await call('PUT', url(ala.user.id), teacher.headers, { registerNumber: 3 }), 409, m.archived);
  });
});

describe('PUT /api/class/:id, a new code and co-teachers', () => {
  it('edits, archives read-only, renews the code and manages co-teachers', async () => {
    const owner = await loginAs(t.app, 'TEACHER');
    const coTeacher = await loginAs(t.app, 'TEACHER');
    const stranger = await loginAs(t.app, 'TEACHER');
    const pupil = await loginAs(t.app, 'USER');
    const schoolClass = await created(owner.headers);
    const url = classUrl(schoolClass.id);
    expect((await call('PUT', url, {}, { name: '8a' })).statusCode).toBe(401);
    expectRefusal(await call('PUT', url, pupil.headers, { name: '8a' }), 403, m.teachersOnly);
    expectRefusal(await call('PUT', url, stranger.headers, { name: '8a' }), 404, m.notFound);
    expectRefusal(await call('PUT', url, owner.headers, { schoolYear: '2027/2027' }), 400, m.schoolYearInvalid);
    const renamed = (await call('PUT', url, owner.headers, { name: '8a', level: 'LO1' })).json<TClass>();
    expect(renamed).toMatchObject({ name: '8a', level: 'LO1' });

    // A new code: the old one stops working.
    const renewed = (await call('POST', `${url}/code`, owner.headers, {})).json<TClass>();
    expect(renewed.code).toMatch(codePattern);
    expect(renewed.code).not.toBe(schoolClass.code);
    const joiner = await quickPupil();
    expectRefusal(
      await call('POST', '/api/class/join', joiner.headers, { code: schoolClass.code }),
      404,
      m.codeNotFound,
    );

    // Co-teachers: TEACHER accounts by login, added by the owner; the owner stays.
    const teacherUrl = `${url}/teacher`;
    expectRefusal(await call('POST', teacherUrl, owner.headers, { username: '' }), 400, m.usernameRequired);
    expectRefusal(await call('POST', teacherUrl, owner.headers, { username: 'nikt-taki' }), 404, m.teacherNotFound);
    expectRefusal(
      await call('POST', teacherUrl, owner.headers, { username: pupil.user.username }),
      400,
      m.coTeacherNotTeacher,
    );
    const added = await call('POST', teacherUrl, owner.headers, { username: coTeacher.user.username.toUpperCase() });
    expect(added.json<TClass>().teachers.map((teacher) => [teacher.id, teacher.owner])).toEqual([
      [owner.user.id, true],
      [coTeacher.user.id, false],
    ]);
    // The co-teacher runs the class but does not choose its teachers, and cannot remove the owner.
    expect((await call('GET', url, coTeacher.headers)).json<TClass>().pupils).toEqual([]);
    expectRefusal(
      await call('POST', teacherUrl, coTeacher.headers, { username: stranger.user.username }),
      403,
      m.ownerOnly,
    );
    expectRefusal(await call('DELETE', `${teacherUrl}/${owner.user.id}`, owner.headers), 409, m.ownerStays);
    expectRefusal(await call('DELETE', `${teacherUrl}/${stranger.user.id}`, owner.headers), 404, m.teacherNotInClass);

    // Archived: read-only but restorable; the teachers still read it.
    await call('PUT', url, owner.headers, { archived: true });
    expectRefusal(await call('PUT', url, coTeacher.headers, { name: '8z' }), 409, m.archived);
    expectRefusal(await call('POST', `${url}/code`, owner.headers, {}), 409, m.archived);
    expectRefusal(await call('DELETE', `${teacherUrl}/${coTeacher.user.id}`, owner.headers), 409, m.archived);
    expect((await call('GET', url, coTeacher.headers)).json<TClass>().archivedAt).not.toBeNull();
    const restored = await call('PUT', url, owner.headers, { archived: false, name: '8z' });
    expect(restored.json<TClass>()).toMatchObject({ archivedAt: null, name: '8z' });
    expect((await call('DELETE', `${teacherUrl}/${coTeacher.user.id}`, coTeacher.headers)).json()).toEqual({
      message: m.teacherRemoved,
    });
    expectRefusal(await call('GET', url, coTeacher.headers), 404, m.notFound);
  });
});

describe('the account: export and deletion', () => {
  it('exports classes and memberships, and hands a deleted owner’s class to the co-teacher', async () => {
    const owner = await loginAs(t.app, 'TEACHER');
    const coTeacher = await loginAs(t.app, 'TEACHER');
    const schoolClass = await created(owner.headers, { ...valid8b, autoAdmit: true });
    const alone = await created(owner.headers, { ...valid8b, name: '8c' });
    await call('POST', `${classUrl(schoolClass.id)}/teacher`, owner.headers, { username: coTeacher.user.username });
    const pupil = await loginAs(t.app, 'USER');
    await call('POST', '/api/class/join', pupil.headers, { code: schoolClass.code });

    const exported = (await call('GET', '/api/user/me/export', pupil.headers)).json<TAccountExport>();
    expect(exported.classMemberships).toEqual([
      expect.objectContaining({ classId: schoolClass.id, className: '8b', status: 'ACTIVE', leftAt: null }),
    ]);
    const teacherExport = (await call('GET', '/api/user/me/export', owner.headers)).json<TAccountExport>();
    expect(teacherExport.classesTaught.map((row) => [row.id, row.owner])).toEqual([
      [schoolClass.id, true],
      [alone.id, true],
    ]);

    // The pupil's deletion takes their memberships; the owner's passes 8b to the co-teacher and takes 8c.
    await t.app.db.delete(users).where(eq(users.id, pupil.user.id));
    expect(await t.app.db.select().from(classMembers)).toEqual([]);
    const deleted = await call('DELETE', `/api/user/${owner.user.id}`, owner.headers, {
      currentPassword: owner.user.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.app.db.select({ id: classes.id, ownerId: classes.ownerId }).from(classes)).toEqual([
      { id: schoolClass.id, ownerId: coTeacher.user.id },
    ]);
  });
});
