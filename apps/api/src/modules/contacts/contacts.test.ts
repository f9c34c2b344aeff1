/**
 * The contact rule (issue 38, item 8) through every route that starts contact: GET /api/chat/user/{id} (a direct
 * room), POST /api/chat (a group room), PUT /api/chat/{id} (new members) and the picker GET /api/user/selectable.
 */
import { randomUUID } from 'node:crypto';
import { chatMessages, type TRole, type TSelectableUser } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { callApi, linkStudent, sendText, type THeaders, type TMethod } from '../../../test/chat-fixtures';
import { buildUser, login, loginAs } from '../../../test/factories';
import {
  chatRoomMembers,
  chatRooms,
  courseEnrollments,
  courses,
  homeworkRequestOffers,
  homeworkRequests,
  solutionChecks,
  tutoringBookings,
} from '../../db/schema';

const t = useTestApp();
const call = (method: TMethod, url: string, headers?: THeaders, payload?: object) =>
  callApi(t.app, method, url, headers, payload);
const openDirect = (headers: THeaders, userId: string) => call('GET', `/api/chat/user/${userId}`, headers);

/** A signed-in person of the role with a chosen display name (the picker orders by it). */
async function person(role: TRole, displayName?: string) {
  const user = await buildUser(t.app, { role, ...(displayName ? { displayName } : {}) });
  const session = await login(t.app, user.email, user.password);
  return { user, headers: { authorization: `Bearer ${session.token}` } };
}

type TLinkKind = 'ACCEPTED link' | 'booking' | 'homework offer' | 'course' | 'solution check';
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000);

/** Links a student and a teacher by one of the ways the rule counts. */
async function linkBy(kind: TLinkKind, studentId: string, teacherId: string) {
  const db = t.app.db;
  if (kind === 'ACCEPTED link') {
    await linkStudent(t.app, studentId, teacherId, 'ACCEPTED');
  } else if (kind === 'booking') {
    await db
      .insert(tutoringBookings)
      .values({ studentId, teacherId, status: 'booked', durationMinutes: 60, amountGross: 8000 });
  } else if (kind === 'homework offer') {
    const [request] = await db
      .insert(homeworkRequests)
      .values({
        ownerId: studentId,
        title: 'Zadanie z całek',
        description: '<p>Pomocy</p>',
        subject: 'MATHS',
        level: 'HIGH_SCHOOL',
        deadline: inAWeek(),
      })
      .returning();
    await db.insert(homeworkRequestOffers).values({
      requestId: request!.id,
      teacherId,
      priceGross: 3000,
      deadline: inAWeek(),
      status: 'withdrawn',
    });
  } else if (kind === 'course') {
    const [course] = await db
      .insert(courses)
      .values({ slug: `kurs-${randomUUID()}`, authorId: teacherId, title: 'Kurs', subject: 'MATHS', level: 'PRIMARY' })
      .returning();
    await db.insert(courseEnrollments).values({ courseId: course!.id, userId: studentId });
  } else {
    await db.insert(solutionChecks).values({ userId: studentId, authorId: teacherId, fileIds: [] });
  }
}

const roomCount = async () => (await t.app.db.select().from(chatRooms)).length;
const membersOf = async (roomId: string) =>
  (await t.app.db.select().from(chatRoomMembers).where(eq(chatRoomMembers.roomId, roomId)))
    .map((row) => row.userId)
    .sort();

/** 403 with the rule's message, and no room written. */
async function expectRefused(response: Awaited<ReturnType<typeof call>>, roomsBefore: number) {
  expect(response.statusCode, response.body).toBe(403);
  expect(response.json()).toMatchObject({ statusCode: 403, message: chatMessages.contactNotAllowed });
  expect(await roomCount()).toBe(roomsBefore);
}

/** 200 with a direct room of exactly the two, stored. */
async function expectOpened(response: Awaited<ReturnType<typeof call>>, ids: string[]) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toMatchObject({ kind: 'DIRECT' });
  expect(await membersOf(response.json().id)).toEqual([...ids].sort());
}

describe('GET /api/chat/user/{id}: starting a direct room', () => {
  it('needs a token', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    expect((await openDirect({}, teacher.user.id)).statusCode).toBe(401);
  });

  it.each<TLinkKind>(['ACCEPTED link', 'booking', 'homework offer', 'course', 'solution check'])(
    'lets a student and a teacher linked by a %s write to each other, either starting',
    async (kind) => {
      const student = await loginAs(t.app, 'USER');
      const teacher = await loginAs(t.app, 'TEACHER');
      await linkBy(kind, student.user.id, teacher.user.id);
      await expectOpened(await openDirect(student.headers, teacher.user.id), [student.user.id, teacher.user.id]);

      const otherStudent = await loginAs(t.app, 'USER');
      await linkBy(kind, otherStudent.user.id, teacher.user.id);
      await expectOpened(await openDirect(teacher.headers, otherStudent.user.id), [
        otherStudent.user.id,
        teacher.user.id,
      ]);
    },
  );

  it('counts an invitation only once the student accepted it (issue 72)', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    // A pupil of no known age (a login card's account): the teacher found them by their exact login.
    const pupil = await buildUser(t.app, { role: 'USER', birthYear: null });
    const pupilSession = await login(t.app, pupil.email, pupil.password);
    const pupilHeaders = { authorization: `Bearer ${pupilSession.token}` };
    const invited = await call('POST', '/api/tutoring/links', teacher.headers, { studentId: pupil.id });
    expect(invited.statusCode, invited.body).toBe(201);
    const linkId = invited.json().link.id as string;

    // Invited, not accepted: no room either way, none of the routes that start contact, no picker.
    await expectRefused(await openDirect(teacher.headers, pupil.id), 0);
    await expectRefused(await openDirect(pupilHeaders, teacher.user.id), 0);
    await expectRefused(await call('POST', '/api/chat', teacher.headers, { name: 'Hej', usersIds: [pupil.id] }), 0);
    const picked = await call('GET', '/api/user/selectable', teacher.headers);
    expect(picked.json().results.map((row: TSelectableUser) => row.id)).not.toContain(pupil.id);

    const accepted = await call('POST', `/api/tutoring/links/${linkId}/accept`, pupilHeaders);
    expect(accepted.statusCode, accepted.body).toBe(200);
    await expectOpened(await openDirect(teacher.headers, pupil.id), [teacher.user.id, pupil.id]);
  });

  it('refuses a student a teacher not linked to them (or no more), another student and ADMIN', async () => {
    const student = await loginAs(t.app, 'USER');
    const unlinked = await loginAs(t.app, 'TEACHER');
    const ended = await loginAs(t.app, 'TEACHER');
    await linkStudent(t.app, student.user.id, ended.user.id, 'ENDED');
    const rejected = await loginAs(t.app, 'TEACHER');
    await linkStudent(t.app, student.user.id, rejected.user.id, 'REJECTED');
    const invitedBy = await loginAs(t.app, 'TEACHER');
    await linkStudent(t.app, student.user.id, invitedBy.user.id, 'PENDING');
    // A teacher's proposal of a lesson the student never answered links nobody.
    const proposing = await loginAs(t.app, 'TEACHER');
    await t.app.db.insert(tutoringBookings).values({
      studentId: student.user.id,
      teacherId: proposing.user.id,
      status: 'offered',
      durationMinutes: 60,
      amountGross: 8000,
    });
    const otherStudent = await loginAs(t.app, 'USER');
    const admin = await loginAs(t.app, 'ADMIN');
    // Links of others do not count.
    await linkStudent(t.app, otherStudent.user.id, unlinked.user.id);

    for (const other of [unlinked, ended, rejected, invitedBy, proposing, otherStudent, admin]) {
      await expectRefused(await openDirect(student.headers, other.user.id), 0);
    }
  });

  it('lets a teacher write to teachers, ADMIN and linked students, never to a student not linked', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const colleague = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const student = await loginAs(t.app, 'USER');
    const otherTeachersStudent = await loginAs(t.app, 'USER');
    await linkStudent(t.app, otherTeachersStudent.user.id, colleague.user.id);

    await expectRefused(await openDirect(teacher.headers, student.user.id), 0);
    await expectRefused(await openDirect(teacher.headers, otherTeachersStudent.user.id), 0);
    await expectOpened(await openDirect(teacher.headers, colleague.user.id), [teacher.user.id, colleague.user.id]);
    await expectOpened(await openDirect(teacher.headers, admin.user.id), [teacher.user.id, admin.user.id]);
  });

  it('lets ADMIN start a conversation with anybody', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    for (const role of ['USER', 'TEACHER', 'ADMIN'] as const) {
      const other = await loginAs(t.app, role);
      await expectOpened(await openDirect(admin.headers, other.user.id), [admin.user.id, other.user.id]);
    }
    expect(await roomCount()).toBe(3);
  });

  it('keeps a room that exists working: the other side opens it and writes, whatever the rule says now', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const student = await loginAs(t.app, 'USER');
    const fromAdmin = await openDirect(admin.headers, student.user.id);
    const reopened = await openDirect(student.headers, admin.user.id);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().id).toBe(fromAdmin.json().id);
    await sendText(t.app, student.headers, fromAdmin.json().id, '<p>Dzień dobry</p>');

    // A link that ended leaves the two their room.
    const teacher = await loginAs(t.app, 'TEACHER');
    await linkStudent(t.app, student.user.id, teacher.user.id);
    const room = (await openDirect(student.headers, teacher.user.id)).json();
    await linkStudent(t.app, student.user.id, teacher.user.id, 'ENDED');
    expect((await openDirect(student.headers, teacher.user.id)).json().id).toBe(room.id);
    expect((await openDirect(teacher.headers, student.user.id)).json().id).toBe(room.id);
    await sendText(t.app, teacher.headers, room.id, '<p>Do zobaczenia</p>');
    expect(await roomCount()).toBe(2);
  });
});

describe('POST /api/chat and PUT /api/chat/{id}: a group room and its new members', () => {
  it('lets a student make a room with their teachers only', async () => {
    const student = await loginAs(t.app, 'USER');
    const teacher = await loginAs(t.app, 'TEACHER');
    const classmate = await loginAs(t.app, 'USER');
    const stranger = await loginAs(t.app, 'TEACHER');
    await linkStudent(t.app, student.user.id, teacher.user.id);
    await linkStudent(t.app, classmate.user.id, teacher.user.id);
    const room = { name: 'Powtórka' };
    expect((await call('POST', '/api/chat', {}, { ...room, usersIds: [teacher.user.id] })).statusCode).toBe(401);

    for (const usersIds of [[teacher.user.id, classmate.user.id], [stranger.user.id]]) {
      await expectRefused(await call('POST', '/api/chat', student.headers, { ...room, usersIds }), 0);
    }
    const created = await call('POST', '/api/chat', student.headers, { ...room, usersIds: [teacher.user.id] });
    expect(created.statusCode).toBe(200);
    expect(await membersOf(created.json().id)).toEqual([student.user.id, teacher.user.id].sort());
  });

  it('lets a teacher add only people they may contact; members already there stay', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const colleague = await loginAs(t.app, 'TEACHER');
    const student = await loginAs(t.app, 'USER');
    const unlinked = await loginAs(t.app, 'USER');
    await linkStudent(t.app, student.user.id, teacher.user.id);
    const created = await call('POST', '/api/chat', teacher.headers, {
      name: 'Kółko',
      usersIds: [colleague.user.id, student.user.id],
    });
    expect(created.statusCode).toBe(200);
    const roomId = created.json().id;
    const before = [teacher.user.id, colleague.user.id, student.user.id].sort();

    const body = { name: 'Kółko 2', usersIds: [colleague.user.id, student.user.id, unlinked.user.id] };
    const refused = await call('PUT', `/api/chat/${roomId}`, teacher.headers, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(chatMessages.contactNotAllowed);
    expect(await membersOf(roomId)).toEqual(before);
    expect((await t.app.db.select().from(chatRooms).where(eq(chatRooms.id, roomId)))[0]!.name).toBe('Kółko');

    // The student's link ends: they stay a member while the room is renamed.
    await linkStudent(t.app, student.user.id, teacher.user.id, 'ENDED');
    const renamed = await call('PUT', `/api/chat/${roomId}`, teacher.headers, {
      name: 'Kółko 2',
      usersIds: [colleague.user.id, student.user.id],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await membersOf(roomId)).toEqual(before);
    expect((await t.app.db.select().from(chatRooms).where(eq(chatRooms.id, roomId)))[0]!.name).toBe('Kółko 2');
  });
});

describe('a group room never takes a minor from a teacher (issue 72)', () => {
  const year = new Date().getUTCFullYear();

  /** A signed-in student of the birth year (null: unknown, as a login card's pupil), linked to the teacher. */
  async function pupil(teacherId: string, birthYear: number | null) {
    const user = await buildUser(t.app, { role: 'USER', birthYear });
    await linkStudent(t.app, user.id, teacherId);
    const session = await login(t.app, user.email, user.password);
    return { user, headers: { authorization: `Bearer ${session.token}` } };
  }

  async function expectMinorRefused(response: Awaited<ReturnType<typeof call>>) {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toMatchObject({ statusCode: 403, message: chatMessages.minorInGroupRoom });
  }

  it('refuses a linked minor, or a student of no known age, in a new group room; a direct room stays open', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const adult = await pupil(teacher.user.id, year - 20);
    const minor = await pupil(teacher.user.id, year - 12);
    const unknown = await pupil(teacher.user.id, null);
    for (const one of [minor, unknown]) {
      await expectMinorRefused(
        await call('POST', '/api/chat', teacher.headers, { name: 'Kółko', usersIds: [adult.user.id, one.user.id] }),
      );
      await expectMinorRefused(
        await call('POST', '/api/chat', teacher.headers, { name: 'We dwoje', usersIds: [one.user.id] }),
      );
    }
    expect(await roomCount()).toBe(0);

    // An adult student the teacher is linked to joins a group room as before.
    const group = await call('POST', '/api/chat', teacher.headers, { name: 'Kółko', usersIds: [adult.user.id] });
    expect(group.statusCode, group.body).toBe(200);
    expect(await membersOf(group.json().id)).toEqual([teacher.user.id, adult.user.id].sort());
    // The linked minor is written to in a direct room.
    await expectOpened(await openDirect(teacher.headers, minor.user.id), [teacher.user.id, minor.user.id]);
  });

  it('refuses a minor as a new member of a teacher’s group room; nothing changes', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const colleague = await loginAs(t.app, 'TEACHER');
    const adult = await pupil(teacher.user.id, year - 20);
    const minor = await pupil(teacher.user.id, year - 15);
    const created = await call('POST', '/api/chat', teacher.headers, {
      name: 'Kółko',
      usersIds: [colleague.user.id, adult.user.id],
    });
    expect(created.statusCode, created.body).toBe(200);
    const roomId = created.json().id as string;
    const before = [teacher.user.id, colleague.user.id, adult.user.id].sort();

    const body = { name: 'Kółko 2', usersIds: [colleague.user.id, adult.user.id, minor.user.id] };
    await expectMinorRefused(await call('PUT', `/api/chat/${roomId}`, teacher.headers, body));
    expect(await membersOf(roomId)).toEqual(before);
    expect((await t.app.db.select().from(chatRooms).where(eq(chatRooms.id, roomId)))[0]!.name).toBe('Kółko');
  });

  it('leaves a student’s own group room with their teachers and ADMIN’s rooms as they were', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const minor = await pupil(teacher.user.id, year - 13);
    const own = await call('POST', '/api/chat', minor.headers, { name: 'Pytanie', usersIds: [teacher.user.id] });
    expect(own.statusCode, own.body).toBe(200);
    const admin = await loginAs(t.app, 'ADMIN');
    const support = await call('POST', '/api/chat', admin.headers, { name: 'Pomoc', usersIds: [minor.user.id] });
    expect(support.statusCode, support.body).toBe(200);
  });
});

describe('GET /api/user/selectable: the picker is never a directory of children', () => {
  const select = async (headers: THeaders, query = '') => {
    const response = await call('GET', `/api/user/selectable${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().results as TSelectableUser[]).map((user) => user.id);
  };

  async function people() {
    const admin = await person('ADMIN', 'Adam Admin');
    const teacher = await person('TEACHER', 'Beata Nauczycielka');
    const courseTeacher = await person('TEACHER', 'Cezary Kursowy');
    const stranger = await person('TEACHER', 'Daria Obca');
    const student = await person('USER', 'Ewa Uczennica');
    const classmate = await person('USER', 'Filip Kolega');
    await linkStudent(t.app, student.user.id, teacher.user.id);
    await linkBy('course', student.user.id, courseTeacher.user.id);
    return { admin, teacher, courseTeacher, stranger, student, classmate };
  }

  it('needs a token', async () => {
    expect((await call('GET', '/api/user/selectable')).statusCode).toBe(401);
  });

  it('shows a student only the teachers linked to them', async () => {
    const { admin, teacher, courseTeacher, stranger, student, classmate } = await people();
    expect(await select(student.headers)).toEqual([teacher.user.id, courseTeacher.user.id]);
    // Nobody else, not even by their exact login.
    for (const other of [admin, stranger, classmate]) {
      expect(await select(student.headers, `?search=${other.user.username}`)).toEqual([]);
    }
  });

  it('shows a teacher teachers, ADMIN and their students; another student only by the exact login', async () => {
    const { admin, teacher, courseTeacher, stranger, student, classmate } = await people();
    expect(await select(teacher.headers)).toEqual([
      admin.user.id,
      courseTeacher.user.id,
      stranger.user.id,
      student.user.id,
    ]);
    const login = classmate.user.username;
    expect(await select(teacher.headers, `?search=${login.slice(0, -1)}`)).toEqual([]);
    expect(await select(teacher.headers, `?search=${login.toUpperCase()}`)).toEqual([classmate.user.id]);
    // The teacher's invitation picker: not yet their students, the exact login found.
    const invite = '?roles=USER&skipStudentTeachers=true';
    expect(await select(teacher.headers, invite)).toEqual([]);
    expect(await select(teacher.headers, `${invite}&search=${login}`)).toEqual([classmate.user.id]);
    expect(await select(teacher.headers, `${invite}&search=${student.user.username}`)).toEqual([]);
  });

  it('shows ADMIN everybody', async () => {
    const { admin, teacher, courseTeacher, stranger, student, classmate } = await people();
    expect(await select(admin.headers)).toEqual(
      [teacher, courseTeacher, stranger, student, classmate].map((one) => one.user.id),
    );
  });
});
