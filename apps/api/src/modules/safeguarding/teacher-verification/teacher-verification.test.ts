import {
  teacherVerificationMessages as m,
  type TAdminTeacherVerificationQueue,
  type TMyTeacherVerification,
  type TTeacherVerification,
  type TUserProfile,
  teacherVerificationDeclaration,
  zonedParts,
} from '@zadania/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/build-test-app';
import { linkStudent } from '../../../../test/chat-fixtures';
import { classWithPupils } from '../../../../test/class-fixtures';
import { buildUser, login, loginAs } from '../../../../test/factories';
import { createPdf, uploadFile } from '../../../../test/file-fixtures';
import { call, messageOf, type THeaders } from '../../../../test/inject';
import { readOutbox } from '../../../../test/outbox';
import { domainEvents, files, safeguardingAudit, teacherVerifications, users } from '../../../db/schema';
import {
  postedRequest,
  validOffer as validHomeworkOffer,
} from '../../homework-requests/homework-requests-test-fixtures';
import { buildTutor, validOffer } from '../../tutoring/tutoring-test-fixtures';

const t = useTestApp();
const day = 86_400_000;
const year = new Date().getUTCFullYear();
const today = () => zonedParts(new Date()).date;
const checklist = () => ({
  registryChecked: true,
  registryCheckedOn: today(),
  krkChecked: true,
  identityChecked: true,
});

/** A signed-in TEACHER who is not verified (the factories verify teachers unless told). */
async function unverifiedTeacher() {
  const user = await buildUser(t.app, { role: 'TEACHER', teacherVerifiedUntil: null });
  const session = await login(t.app, user.email, user.password);
  return { user, headers: { authorization: `Bearer ${session.token}` } as THeaders };
}

async function uploadDocument(headers: THeaders, assign = 'VERIFICATION_DOCUMENT') {
  const uploaded = await uploadFile(t.app, headers, { filename: 'krk.pdf', content: createPdf(), assign });
  if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
  return uploaded.json<{ id: string }>().id;
}

async function apply(headers: THeaders, documentFileId?: string) {
  const fileId = documentFileId ?? (await uploadDocument(headers));
  return call(t.app, 'POST', '/api/teacher-verification', headers, {
    declarationAccepted: true,
    countries: ['PL', 'de'],
    documentFileId: fileId,
  });
}

async function applied(headers: THeaders) {
  const response = await apply(headers);
  if (response.statusCode !== 201) throw new Error(`apply: ${response.statusCode} ${response.body}`);
  return response.json<{ verification: TTeacherVerification }>().verification;
}

const verifiedUntilOf = async (userId: string) =>
  (await t.app.db.select({ until: users.teacherVerifiedUntil }).from(users).where(eq(users.id, userId)))[0]?.until;
const safeguardingNotices = async (userId: string) =>
  (await t.app.db.select().from(domainEvents).where(eq(domainEvents.type, 'notification.requested')))
    .map((row) => row.payload as { type: string; recipientIds: string[]; text: string; href: string })
    .filter((payload) => payload.type === 'SAFEGUARDING_EVENT' && payload.recipientIds.includes(userId));

describe('POST /api/teacher-verification', () => {
  it('answers 401, 403 to other roles, 400 with the Polish messages', async () => {
    expect((await call(t.app, 'POST', '/api/teacher-verification', {}, {})).statusCode).toBe(401);
    for (const role of ['USER', 'ADMIN', 'PARENT'] as const) {
      const other = await loginAs(t.app, role);
      const refused = await call(t.app, 'POST', '/api/teacher-verification', other.headers, {});
      expect(refused.statusCode).toBe(403);
      // A parent's account is refused by its own gate first (parent-gate.ts).
      if (role !== 'PARENT') expect(messageOf(refused)).toBe(m.teachersOnly);
    }
    const teacher = await unverifiedTeacher();
    const fileId = await uploadDocument(teacher.headers);
    const body = { declarationAccepted: true, countries: ['PL'], documentFileId: fileId };
    const send = (change: object) =>
      call(t.app, 'POST', '/api/teacher-verification', teacher.headers, { ...body, ...change });
    expect(messageOf(await send({ declarationAccepted: false }))).toBe(m.declarationRequired);
    expect(messageOf(await send({ countries: [] }))).toBe(m.countriesRequired);
    expect(messageOf(await send({ countries: ['Polska'] }))).toBe(m.countryCode);
    expect(messageOf(await send({ countries: ['PL', 'pl'] }))).toBe(m.countriesDuplicate);
    const many = Array.from({ length: 21 }, (_, index) => `A${String.fromCharCode(65 + index)}`);
    expect(messageOf(await send({ countries: many }))).toBe(m.countriesMax);
    expect(messageOf(await send({ documentFileId: 'x' }))).toBe(m.documentRequired);

    // Another teacher's file, or one of another kind: 400.
    const other = await unverifiedTeacher();
    const notTheirs = await send({ documentFileId: await uploadDocument(other.headers) });
    expect(notTheirs.statusCode).toBe(400);
    expect(messageOf(notTheirs)).toBe(m.documentInvalid);
    const wrongKind = await send({ documentFileId: await uploadDocument(teacher.headers, 'PRIVATE') });
    expect(messageOf(wrongKind)).toBe(m.documentInvalid);
    expect(await t.app.db.select().from(teacherVerifications)).toHaveLength(0);
  });

  it('records the declaration with its time and address; a second one while PENDING is 409', async () => {
    const teacher = await unverifiedTeacher();
    const response = await call(
      t.app,
      'POST',
      '/api/teacher-verification',
      { ...teacher.headers, 'x-forwarded-for': '203.0.113.7' },
      { declarationAccepted: true, countries: ['pl', 'DE'], documentFileId: await uploadDocument(teacher.headers) },
    );
    expect(response.statusCode).toBe(201);
    expect(messageOf(response)).toBe(m.applied);
    const [row] = await t.app.db.select().from(teacherVerifications);
    expect(row).toMatchObject({
      teacherId: teacher.user.id,
      status: 'PENDING',
      declarationText: teacherVerificationDeclaration,
      countries: ['PL', 'DE'],
    });
    // The address the declaration came from (inject's loopback).
    expect(row?.declaredFromIp).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    expect(Date.now() - row!.declaredAt.getTime()).toBeLessThan(60_000);

    const again = await apply(teacher.headers);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(m.alreadyPending);

    const mine = await call(t.app, 'GET', '/api/teacher-verification', teacher.headers);
    expect(mine.json<TMyTeacherVerification>()).toMatchObject({
      verified: false,
      canApply: false,
      latest: { status: 'PENDING', countries: ['PL', 'DE'] },
    });
  });
});

describe('the ADMIN queue and decisions', () => {
  it('lists PENDING oldest first; ADMIN reads the document, nobody else but the owner', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const first = await unverifiedTeacher();
    const second = await unverifiedTeacher();
    const a = await applied(first.headers);
    const b = await applied(second.headers);
    await t.app.db
      .update(teacherVerifications)
      .set({ createdAt: new Date(Date.now() - day) })
      .where(eq(teacherVerifications.id, b.id));

    expect((await call(t.app, 'GET', '/api/admin/teacher-verification')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/admin/teacher-verification', first.headers)).statusCode).toBe(403);
    const queue = (
      await call(t.app, 'GET', '/api/admin/teacher-verification', admin.headers)
    ).json<TAdminTeacherVerificationQueue>();
    expect(queue.pending).toBe(2);
    expect(queue.results.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(queue.results[1]).toMatchObject({
      teacher: { id: first.user.id, username: first.user.username },
      countries: ['PL', 'DE'],
      documentUrl: `/api/admin/teacher-verification/${a.id}/document`,
    });

    const document = await call(t.app, 'GET', `/api/admin/teacher-verification/${a.id}/document`, admin.headers);
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(
      (await call(t.app, 'GET', `/api/admin/teacher-verification/${a.id}/document`, first.headers)).statusCode,
    ).toBe(403);
    // Through the files module: the owner and ADMIN read it, another teacher does not.
    const fileId = a.document!.id;
    expect((await call(t.app, 'GET', `/api/file/${fileId}/content`, first.headers)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/file/${fileId}/content`, admin.headers)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/file/${fileId}/content`, second.headers)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/file/${fileId}/content`)).statusCode).toBe(401);
  });

  it('approves with the checklist: 2 years, notified and mailed, audited, the badge on the profile', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const teacher = await unverifiedTeacher();
    const { id } = await applied(teacher.headers);
    const url = `/api/admin/teacher-verification/${id}/approve`;
    expect((await call(t.app, 'POST', url, {}, { checklist: checklist() })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', url, teacher.headers, { checklist: checklist() })).statusCode).toBe(403);
    const noRegistry = await call(t.app, 'POST', url, admin.headers, {
      checklist: { ...checklist(), registryChecked: false },
    });
    expect(noRegistry.statusCode).toBe(400);
    expect(messageOf(noRegistry)).toBe(m.registryRequired);
    expect(messageOf(await call(t.app, 'POST', url, admin.headers, {}))).toBe(m.registryRequired);
    expect(
      messageOf(
        await call(t.app, 'POST', url, admin.headers, { checklist: { ...checklist(), registryCheckedOn: '' } }),
      ),
    ).toBe(m.registryDate);
    expect(
      messageOf(
        await call(t.app, 'POST', url, admin.headers, {
          checklist: { ...checklist(), registryCheckedOn: '2999-01-01' },
        }),
      ),
    ).toBe(m.registryDateFuture);
    expect(
      messageOf(await call(t.app, 'POST', url, admin.headers, { checklist: { ...checklist(), krkChecked: false } })),
    ).toBe(m.krkRequired);
    const before = await call(t.app, 'GET', `/api/user/${teacher.user.id}`);
    expect(before.json<TUserProfile>()).toMatchObject({ verified: false, verifiedUntil: null });

    const approved = await call(t.app, 'POST', url, admin.headers, { checklist: checklist() });
    expect(approved.statusCode).toBe(200);
    expect(messageOf(approved)).toBe(m.approved);
    const until = await verifiedUntilOf(teacher.user.id);
    expect(Math.abs(until!.getTime() - (Date.now() + 730 * day))).toBeLessThan(60_000);
    const [row] = await t.app.db.select().from(teacherVerifications).where(eq(teacherVerifications.id, id));
    expect(row).toMatchObject({ status: 'APPROVED', decidedById: admin.user.id, verifiedUntil: until });
    expect(row?.checklist).toMatchObject({ registryChecked: true, registryCheckedOn: today(), krkChecked: true });
    const audit = await t.app.db.select().from(safeguardingAudit).where(eq(safeguardingAudit.refId, id));
    expect(audit).toMatchObject([
      { kind: 'VERIFICATION_APPROVED', actorId: admin.user.id, subjectUserId: teacher.user.id },
    ]);
    const [notice] = await safeguardingNotices(teacher.user.id);
    expect(notice).toMatchObject({ href: '/teacher/verification' });
    expect(notice?.text).toContain('została zatwierdzona');
    const mails = (await readOutbox(t.app.outboxDir)).filter((mail) => mail.to.includes(teacher.user.email));
    expect(mails.map((mail) => mail.subject)).toEqual(['Weryfikacja nauczyciela w Zadania']);

    const profile = (await call(t.app, 'GET', `/api/user/${teacher.user.id}`)).json<TUserProfile>();
    expect(profile).toMatchObject({ verified: true, verifiedUntil: until!.toISOString() });
    const mine = (
      await call(t.app, 'GET', '/api/teacher-verification', teacher.headers)
    ).json<TMyTeacherVerification>();
    expect(mine).toMatchObject({ verified: true, renewalDue: false, canApply: false, latest: { status: 'APPROVED' } });

    // Decided: 409 for both decisions; an unknown id 404.
    const again = await call(t.app, 'POST', url, admin.headers, { checklist: checklist() });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(m.notPending);
    const refuse = await call(t.app, 'POST', `/api/admin/teacher-verification/${id}/refuse`, admin.headers, {
      reason: 'x',
    });
    expect(refuse.statusCode).toBe(409);
    const unknown = await call(
      t.app,
      'POST',
      `/api/admin/teacher-verification/${crypto.randomUUID()}/approve`,
      admin.headers,
      {
        checklist: checklist(),
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('two ADMINs deciding at once: one wins, the other gets 409', async () => {
    const first = await loginAs(t.app, 'ADMIN');
    const second = await loginAs(t.app, 'ADMIN');
    const teacher = await unverifiedTeacher();
    const { id } = await applied(teacher.headers);
    const answers = await Promise.all([
      call(t.app, 'POST', `/api/admin/teacher-verification/${id}/approve`, first.headers, { checklist: checklist() }),
      call(t.app, 'POST', `/api/admin/teacher-verification/${id}/refuse`, second.headers, { reason: 'Brak danych.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await t.app.db.select().from(safeguardingAudit).where(eq(safeguardingAudit.refId, id))).toHaveLength(1);
  });

  it('refuses with a reason: the teacher is told why and may apply again', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const teacher = await unverifiedTeacher();
    const { id } = await applied(teacher.headers);
    const url = `/api/admin/teacher-verification/${id}/refuse`;
    expect((await call(t.app, 'POST', url, {}, { reason: 'x' })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', url, teacher.headers, { reason: 'x' })).statusCode).toBe(403);
    const noReason = await call(t.app, 'POST', url, admin.headers, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(messageOf(noReason)).toBe(m.reasonRequired);
    const refused = await call(t.app, 'POST', url, admin.headers, { reason: 'Zaświadczenie jest nieczytelne.' });
    expect(refused.statusCode).toBe(200);
    expect(messageOf(refused)).toBe(m.refused);
    expect(await verifiedUntilOf(teacher.user.id)).toBeNull();
    const [notice] = await safeguardingNotices(teacher.user.id);
    expect(notice?.text).toContain('Zaświadczenie jest nieczytelne.');
    const audit = await t.app.db.select().from(safeguardingAudit).where(eq(safeguardingAudit.refId, id));
    expect(audit).toMatchObject([
      { kind: 'VERIFICATION_REFUSED', details: { reason: 'Zaświadczenie jest nieczytelne.' } },
    ]);
    const mine = (
      await call(t.app, 'GET', '/api/teacher-verification', teacher.headers)
    ).json<TMyTeacherVerification>();
    expect(mine).toMatchObject({
      verified: false,
      canApply: true,
      latest: { status: 'REFUSED', refusalReason: 'Zaświadczenie jest nieczytelne.' },
    });
    expect((await apply(teacher.headers)).statusCode).toBe(201);
  });
});

describe('the hourly sweep (the clock moved, no waiting)', () => {
  it('deletes the certificate 30 days after the decision, once', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const teacher = await unverifiedTeacher();
    const { id, document } = await applied(teacher.headers);
    await call(t.app, 'POST', `/api/admin/teacher-verification/${id}/approve`, admin.headers, {
      checklist: checklist(),
    });
    const sweep = (days: number) =>
      t.app.services.teacherVerification.sweepVerifications(new Date(Date.now() + days * day));

    expect(await sweep(29)).toEqual({ documentsDeleted: 0, reminders: 0 });
    expect((await sweep(30.01)).documentsDeleted).toBe(1);
    expect((await sweep(31)).documentsDeleted).toBe(0);
    expect(await t.app.db.select().from(files).where(eq(files.id, document!.id))).toHaveLength(0);
    const [row] = await t.app.db.select().from(teacherVerifications).where(eq(teacherVerifications.id, id));
    expect(row?.documentDeletedAt).not.toBeNull();
    const gone = await call(t.app, 'GET', `/api/admin/teacher-verification/${id}/document`, admin.headers);
    expect(gone.statusCode).toBe(404);
    expect(messageOf(gone)).toBe(m.documentDeleted);
    const mine = (
      await call(t.app, 'GET', '/api/teacher-verification', teacher.headers)
    ).json<TMyTeacherVerification>();
    expect(mine.latest?.document).toBeNull();
  });

  it('reminds once 30 days before the end; the teacher then applies while still verified', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const teacher = await unverifiedTeacher();
    const { id } = await applied(teacher.headers);
    await call(t.app, 'POST', `/api/admin/teacher-verification/${id}/approve`, admin.headers, {
      checklist: checklist(),
    });
    const sweep = (days: number) =>
      t.app.services.teacherVerification.sweepVerifications(new Date(Date.now() + days * day));
    expect((await sweep(690)).reminders).toBe(0);
    expect((await sweep(701)).reminders).toBe(1);
    expect((await sweep(702)).reminders).toBe(0);
    await t.app.jobs.drain();
    const notices = await safeguardingNotices(teacher.user.id);
    expect(notices.at(-1)?.text).toContain('wygasa');
    const [row] = await t.app.db.select().from(teacherVerifications).where(eq(teacherVerifications.id, id));
    expect(row?.renewalRemindedAt).not.toBeNull();

    // More than 30 days left: no new application yet.
    const early = await apply(teacher.headers);
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe(m.stillVerified);
    // 20 days left (as on the reminder's day): a new PENDING beside the APPROVED one.
    await t.app.db
      .update(users)
      .set({ teacherVerifiedUntil: new Date(Date.now() + 20 * day) })
      .where(eq(users.id, teacher.user.id));
    const mine = (
      await call(t.app, 'GET', '/api/teacher-verification', teacher.headers)
    ).json<TMyTeacherVerification>();
    expect(mine).toMatchObject({ verified: true, renewalDue: true, canApply: true });
    expect((await apply(teacher.headers)).statusCode).toBe(201);
    const pending = await t.app.db
      .select()
      .from(teacherVerifications)
      .where(and(eq(teacherVerifications.teacherId, teacher.user.id), eq(teacherVerifications.status, 'PENDING')));
    expect(pending).toHaveLength(1);
  });
});

describe('an unverified teacher and minors (the gates)', () => {
  const minorBirthYear = year - 17;

  it('refuses every path to a minor until approved, then allows it', async () => {
    const admin = await loginAs(t.app, 'ADMIN');
    const tutor = await buildTutor(t.app);
    await t.app.db.update(users).set({ teacherVerifiedUntil: null }).where(eq(users.id, tutor.user.id));
    const minor = await buildUser(t.app, { birthYear: minorBirthYear });
    const minorHeaders = { authorization: `Bearer ${(await login(t.app, minor.email, minor.password)).token}` };
    const adult = await loginAs(t.app, 'USER');

    // The same offer with its options' ids, so saving it keeps the options bookings point at.
    const sameOffer = {
      ...validOffer,
      lessonOptions: tutor.offer.lessonOptions.map(({ id, durationMinutes, priceGross }) => ({
        id,
        durationMinutes,
        priceGross,
      })),
      packages: tutor.offer.packages.map(({ id, lessonCount, discountPercent }) => ({
        id,
        lessonCount,
        discountPercent,
      })),
    };

    // (a) the offer: not published, not listed, not shown.
    const publish = await call(t.app, 'PUT', '/api/tutoring/offer', tutor.headers, sameOffer);
    expect(publish.statusCode).toBe(403);
    expect(messageOf(publish)).toBe(m.offerNeedsVerification);
    expect(messageOf(publish)).toContain('/teacher/verification');
    expect(
      (await call(t.app, 'PUT', '/api/tutoring/offer', tutor.headers, { ...sameOffer, enabled: false })).statusCode,
    ).toBe(200);
    await t.app.db
      .update(users)
      .set({ teacherVerifiedUntil: new Date(Date.now() + day) })
      .where(eq(users.id, tutor.user.id));
    expect((await call(t.app, 'PUT', '/api/tutoring/offer', tutor.headers, sameOffer)).statusCode).toBe(200);
    await t.app.db.update(users).set({ teacherVerifiedUntil: null }).where(eq(users.id, tutor.user.id));
    const listed = await call(t.app, 'GET', '/api/tutoring/teachers', adult.headers);
    expect(
      listed.json<{ results: { teacher: { id: string } }[] }>().results.map((row) => row.teacher.id),
    ).not.toContain(tutor.user.id);
    expect((await call(t.app, 'GET', `/api/tutoring/teachers/${tutor.user.id}`, adult.headers)).statusCode).toBe(404);

    // (b) bookings: the teacher's proposal to a minor, and a minor's booking.
    const proposal = (studentId: string) => ({ studentId, optionId: tutor.option60.id, startsAt: tutor.at(10 * 60) });
    const offered = await call(t.app, 'POST', '/api/tutoring/bookings/offer', tutor.headers, proposal(minor.id));
    expect(offered.statusCode).toBe(403);
    expect(messageOf(offered)).toBe(m.bookingNeedsVerification);
    const booked = await call(t.app, 'POST', '/api/tutoring/bookings', minorHeaders, {
      teacherId: tutor.user.id,
      optionId: tutor.option60.id,
      startsAt: [tutor.at(17 * 60)],
    });
    expect(booked.statusCode).toBe(403);
    expect(messageOf(booked)).toBe(m.bookingOfUnverified);

    // (c) chat: no direct room with a linked minor; a pupil of the teacher's class still works.
    await linkStudent(t.app, minor.id, tutor.user.id);
    const room = await call(t.app, 'GET', `/api/chat/user/${minor.id}`, tutor.headers);
    expect(room.statusCode).toBe(403);
    expect(messageOf(room)).toBe(m.chatNeedsVerification);
    const { pupils } = await classWithPupils(t.app, 1, tutor);
    await linkStudent(t.app, pupils[0]!.user.id, tutor.user.id);
    expect((await call(t.app, 'GET', `/api/chat/user/${pupils[0]!.user.id}`, tutor.headers)).statusCode).toBe(200);
    // A group room with a minor: refused too.
    const group = await call(t.app, 'POST', '/api/chat', tutor.headers, { name: 'Grupa', usersIds: [minor.id] });
    expect(group.statusCode).toBe(403);

    // (d) an on-request task offer to a minor's request.
    const { student, request } = await postedRequest(t.app);
    await t.app.db.update(users).set({ birthYear: minorBirthYear }).where(eq(users.id, student.user.id));
    const homeworkOffer = await call(
      t.app,
      'POST',
      `/api/homework-request/${request.id}/offers`,
      tutor.headers,
      validHomeworkOffer(),
    );
    expect(homeworkOffer.statusCode).toBe(403);
    expect(messageOf(homeworkOffer)).toBe(m.homeworkOfferNeedsVerification);

    // An adult is not a minor: the proposal to them goes through.
    expect(
      (await call(t.app, 'POST', '/api/tutoring/bookings/offer', tutor.headers, proposal(adult.user.id))).statusCode,
    ).toBe(201);

    // Approved: every path opens.
    const { id } = await applied(tutor.headers);
    expect(
      (
        await call(t.app, 'POST', `/api/admin/teacher-verification/${id}/approve`, admin.headers, {
          checklist: checklist(),
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(t.app, 'PUT', '/api/tutoring/offer', tutor.headers, sameOffer)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/tutoring/teachers/${tutor.user.id}`, adult.headers)).statusCode).toBe(200);
    expect(
      (
        await call(t.app, 'POST', '/api/tutoring/bookings/offer', tutor.headers, {
          ...proposal(minor.id),
          startsAt: tutor.at(12 * 60),
        })
      ).statusCode,
    ).toBe(201);
    expect((await call(t.app, 'GET', `/api/chat/user/${minor.id}`, tutor.headers)).statusCode).toBe(200);
    expect(
      (await call(t.app, 'POST', `/api/homework-request/${request.id}/offers`, tutor.headers, validHomeworkOffer()))
        .statusCode,
    ).toBe(201);
  });
});
