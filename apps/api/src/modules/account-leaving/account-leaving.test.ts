import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { expectTooMany } from '../../../test/expect-too-many';
import { buildConcept, buildHomework, loginAs } from '../../../test/factories';
import { createPng, uploadFile } from '../../../test/file-fixtures';
import {
  favoriteHomeworks,
  favorites,
  files,
  homeworkRatings,
  homeworks,
  invoices,
  learningAttempts,
  learningConceptStates,
  learningSessionItems,
  learningSessions,
  learningStudentRatings,
  notes,
  payments,
  reports,
  teacherReviews,
  users,
} from '../../db/schema';
import { rateLimits } from '../../plugins/rate-limit';
import { insertPaidPayment } from '../invoices/invoice-fixtures';
import { linkedFileIds } from './account-leaving.repository';

const t = useTestApp();

type THeaders = Record<string, string>;
const exportData = (headers: THeaders = {}) => t.app.inject({ method: 'GET', url: '/api/user/me/export', headers });
const deleteAccount = (id: string, headers: THeaders, currentPassword: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers, payload: { currentPassword } });

const upload = async (headers: THeaders, assign: string, filename: string) => {
  const response = await uploadFile(t.app, headers, { filename, content: await createPng(), assign });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; url: string };
};
const fileRow = async (id: string) => (await t.app.db.select().from(files).where(eq(files.id, id)))[0];

describe('linkedFileIds', () => {
  it('finds the files that rich HTML links, in any field, once each', () => {
    const a = '0b6f3c9e-1d2a-4c5b-8e7f-9a0b1c2d3e4f';
    const b = 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D';
    const ids = linkedFileIds(
      `<p><img src="/api/file/${a}/content" data-file-id="${a}"></p>`,
      null,
      `<video data-type="video" src="/api/file/${b}"></video><a href="/api/file/${a}">plik</a>`,
      '<p>/api/file/not-an-id</p>',
    );
    expect([...ids].sort()).toEqual([a, b.toLowerCase()].sort());
  });
});

describe('GET /api/user/me/export', () => {
  it('answers 401 without a token', async () => {
    const response = await exportData();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Jesteś niezalogowany!');
  });

  it("downloads the account's own data as an attachment: tasks of every status, ratings, reviews and files", async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const student = await loginAs(t.app);
    const stranger = await loginAs(t.app, 'TEACHER');
    const published = await buildHomework(t.app, { authorId: teacher.user.id, title: 'Pole koła' });
    const draft = await buildHomework(t.app, { authorId: teacher.user.id, status: 'PRIVATE' });
    await buildHomework(t.app, { authorId: stranger.user.id });
    const strangersTask = await buildHomework(t.app, { authorId: stranger.user.id });
    await t.app.db.insert(homeworkRatings).values({ homeworkId: strangersTask.id, userId: teacher.user.id, rating: 4 });
    await t.app.db.insert(learningAttempts).values({
      userId: teacher.user.id,
      kind: 'HOMEWORK',
      itemId: strangersTask.id,
      answer: '1,5',
      correct: true,
      timeTakenMs: 4200,
    });
    await t.app.db
      .insert(teacherReviews)
      .values({ authorId: student.user.id, teacherId: teacher.user.id, rating: 5, review: '<p>Super</p>' });
    const avatar = await upload(teacher.headers, 'AVATAR', 'twarz.png');
    await upload(stranger.headers, 'AVATAR', 'obcy.png');

    const response = await exportData(teacher.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="zadania-moje-dane-${teacher.user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const data = response.json();
    expect(data.account).toMatchObject({
      id: teacher.user.id,
      username: teacher.user.username,
      email: teacher.user.email,
      role: 'TEACHER',
    });
    expect(data.homeworks.map((homework: { id: string }) => homework.id).sort()).toEqual(
      [published.id, draft.id].sort(),
    );
    expect(data.homeworks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: published.id, title: 'Pole koła' }),
        expect.objectContaining({ id: draft.id, title: null }),
      ]),
    );
    expect(data.homeworkRatings).toEqual([expect.objectContaining({ homeworkId: strangersTask.id, rating: 4 })]);
    expect(data.answerAttempts).toEqual([
      expect.objectContaining({ homeworkId: strangersTask.id, answer: '1,5', correct: true }),
    ]);
    expect(data.learningAttempts).toEqual([
      expect.objectContaining({ kind: 'HOMEWORK', itemId: strangersTask.id, correct: true, timeTakenMs: 4200 }),
    ]);
    expect(data.gameProgress).toEqual([]);
    expect(data.tutoringBookings).toEqual([]);
    expect(data.homeworkRequests).toEqual([]);
    expect(data.reviewsWritten).toEqual([]);
    expect(data.reviewsReceived).toEqual([expect.objectContaining({ rating: 5, review: '<p>Super</p>' })]);
    expect(data.files).toEqual([
      expect.objectContaining({ id: avatar.id, originalname: 'twarz.png', assign: 'AVATAR' }),
    ]);
    expect(data).toMatchObject({ personalData: null, company: null, paymentMethods: [], chatMessagesCount: 0 });
    // The one flag named after the password says only whether a teacher's one-time password must be replaced.
    expect(data.account).toMatchObject({ passwordChangeRequired: false, createdByTeacherId: null });
    expect(JSON.stringify({ ...data, account: { ...data.account, passwordChangeRequired: undefined } })).not.toContain(
      'password',
    );
    expect(JSON.stringify(data)).not.toContain(stranger.user.id);
  });

  it('holds what the platform inferred from the answers: the student model, the Elo rating, practice sessions', async () => {
    const concept = await buildConcept(t.app, { name: 'Ułamki' });
    const task = await buildHomework(t.app, {
      answerKey: { kind: 'NUMBER', value: '\\frac{3}{2}', tolerance: null },
      conceptIds: [concept.id],
    });
    const student = await loginAs(t.app);
    const other = await loginAs(t.app);
    const newcomer = await loginAs(t.app);
    const practise = async (userId: string, headers: THeaders, answer: string) => {
      const checked = await t.app.inject({
        method: 'POST',
        url: `/api/homework/${task.id}/check-answer`,
        headers,
        payload: { answer },
      });
      expect(checked.statusCode, checked.body).toBe(200);
      const [session] = await t.app.db.insert(learningSessions).values({ userId }).returning();
      await t.app.db.insert(learningSessionItems).values({
        sessionId: session!.id,
        position: 1,
        homeworkId: task.id,
        conceptId: concept.id,
        reason: 'new',
        correct: answer === '1,5',
        answeredAt: new Date(),
      });
      return session!.id;
    };
    const ownSession = await practise(student.user.id, student.headers, '1,5');
    await t.app.inject({
      method: 'PUT',
      url: '/api/learn/level',
      headers: student.headers,
      payload: { level: 'MATURA_R' },
    });
    const othersSession = await practise(other.user.id, other.headers, '7');

    const data = (await exportData(student.headers)).json();
    const [state] = await t.app.db
      .select()
      .from(learningConceptStates)
      .where(eq(learningConceptStates.userId, student.user.id));
    expect(data.conceptStates).toEqual([
      expect.objectContaining({
        conceptId: concept.id,
        conceptName: 'Ułamki',
        state: state!.state,
        due: state!.due.toISOString(),
        stability: state!.stability,
        attempts: 1,
        correct: 1,
        lastAnswerCorrect: true,
      }),
    ]);
    const [rating] = await t.app.db
      .select()
      .from(learningStudentRatings)
      .where(eq(learningStudentRatings.userId, student.user.id));
    expect(data.studentRating).toEqual({ rating: rating!.rating, attempts: 1 });
    expect(data.learningLevel).toBe('MATURA_R');
    expect(data.practiceSessions).toEqual([
      {
        id: ownSession,
        createdAt: expect.any(String),
        items: [
          {
            position: 1,
            homeworkId: task.id,
            generatorId: null,
            seed: null,
            conceptId: concept.id,
            reason: 'new',
            correct: true,
            answeredAt: expect.any(String),
          },
        ],
      },
    ]);
    // The other student's model, rating and session stay theirs.
    expect(JSON.stringify(data)).not.toContain(othersSession);
    expect(JSON.stringify(data)).not.toContain(other.user.id);

    const empty = (await exportData(newcomer.headers)).json();
    expect(empty).toMatchObject({ conceptStates: [], studentRating: null, learningLevel: null, practiceSessions: [] });
  });

  it('is rate-limited per account', async () => {
    const { headers } = await loginAs(t.app);
    for (let i = 0; i < rateLimits.accountExport.perAccount.max; i += 1) {
      expect((await exportData(headers)).statusCode).toBe(200);
    }
    expectTooMany(await exportData(headers));
  });
});

describe('deleting an account (DELETE /api/user/{id})', () => {
  it('keeps the published tasks without an author and the files they show; deletes everything else', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const student = await loginAs(t.app);
    const shown = await upload(teacher.headers, 'EDITOR_IMAGE', 'wykres.png');
    const inDraft = await upload(teacher.headers, 'EDITOR_IMAGE', 'szkic.png');
    const avatar = await upload(teacher.headers, 'AVATAR', 'twarz.png');
    const published = await buildHomework(t.app, {
      authorId: teacher.user.id,
      description: `<p>Odczytaj z wykresu.</p><img src="${shown.url}" data-file-id="${shown.id}">`,
    });
    const draft = await buildHomework(t.app, {
      authorId: teacher.user.id,
      status: 'PRIVATE',
      description: `<img src="${inDraft.url}" data-file-id="${inDraft.id}">`,
    });
    const waiting = await buildHomework(t.app, { authorId: teacher.user.id, status: 'UNDER_REVIEW' });
    await t.app.db.insert(homeworkRatings).values({ homeworkId: published.id, userId: student.user.id, rating: 5 });

    const response = await deleteAccount(teacher.user.id, teacher.headers, teacher.user.password);
    expect(response.statusCode, response.body).toBe(200);

    expect(await t.app.db.select().from(users).where(eq(users.id, teacher.user.id))).toEqual([]);
    const left = await t.app.db.select().from(homeworks).where(eq(homeworks.id, published.id));
    expect(left).toEqual([expect.objectContaining({ status: 'PUBLIC', authorId: null })]);
    for (const gone of [draft.id, waiting.id]) {
      expect(await t.app.db.select().from(homeworks).where(eq(homeworks.id, gone))).toEqual([]);
    }
    // The student's stars on the kept task stay.
    expect(
      await t.app.db.select().from(homeworkRatings).where(eq(homeworkRatings.homeworkId, published.id)),
    ).toHaveLength(1);

    expect(await fileRow(shown.id)).toMatchObject({ ownerId: null, retainedAfterOwner: true });
    // The user.deleted subscriber sweeps ownerless files after commit; sweeping again changes nothing.
    await t.app.services.files.sweepOwnerless();
    expect(await fileRow(shown.id)).toBeDefined();
    expect(await fileRow(inDraft.id)).toBeUndefined();
    expect(await fileRow(avatar.id)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: shown.url })).statusCode).toBe(200);

    const page = await t.app.inject({ method: 'GET', url: `/api/homework/${published.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().author).toBeNull();
  });

  it('holds everything a paying student left: payments, invoices, the token ledger, Premium, notes, reports, lists', async () => {
    const student = await loginAs(t.app);
    const other = await loginAs(t.app);
    const buy = async (headers: THeaders, productCode: string) => {
      const checkout = await t.app.inject({
        method: 'POST',
        url: '/api/payment/checkout',
        headers,
        payload: { productCode, method: 'stripe', buyer: 'private' },
      });
      const { payment } = checkout.json();
      await t.app.inject({
        method: 'POST',
        url: `/api/payment/${payment.id}/demo`,
        headers,
        payload: { outcome: 'paid' },
      });
      return payment.id as string;
    };
    const tokensPayment = await buy(student.headers, 'TOKENS_10');
    const premiumPayment = await buy(student.headers, 'PREMIUM_1_MONTH');
    const othersPayment = await buy(other.headers, 'TOKENS_10');
    const task = await buildHomework(t.app);
    await t.app.db.insert(notes).values({ ownerId: student.user.id, title: 'Wzory', content: '<p>a² + b² = c²</p>' });
    await t.app.db.insert(reports).values({
      reporterId: student.user.id,
      targetType: 'HOMEWORK',
      targetId: task.id,
      targetLabel: 'Zadanie',
      reason: 'WRONG_CONTENT',
      details: 'Błąd w odpowiedzi',
    });
    const [list] = await t.app.db.insert(favorites).values({ userId: student.user.id, name: 'Powtórka' }).returning();
    await t.app.db.insert(favoriteHomeworks).values({ favoriteId: list!.id, homeworkId: task.id, position: 0 });

    const data = (await exportData(student.headers)).json();
    expect(data.payments.map((payment: { id: string }) => payment.id).sort()).toEqual(
      [tokensPayment, premiumPayment].sort(),
    );
    expect(data.payments[0]).toMatchObject({ status: 'completed', undelivered: false, buyer: { type: 'private' } });
    expect(data.invoices).toHaveLength(2);
    expect(data.invoices[0]).toMatchObject({ kind: 'VAT', url: expect.stringMatching(/^\/invoice\?id=/) });
    expect(data.tokenLedger).toEqual([expect.objectContaining({ delta: 10, balanceAfter: 10, reason: 'PURCHASE' })]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ status: 'ACTIVE' })]);
    expect(data.notes).toEqual([expect.objectContaining({ title: 'Wzory', content: '<p>a² + b² = c²</p>' })]);
    expect(data.reportsFiled).toEqual([
      expect.objectContaining({ targetType: 'HOMEWORK', reason: 'WRONG_CONTENT', status: 'OPEN' }),
    ]);
    expect(data.lists).toEqual([expect.objectContaining({ name: 'Powtórka', homeworkIds: [task.id] })]);
    expect(data.unlocks).toEqual([]);
    expect(data.courses).toEqual([]);
    // Nothing about anybody else.
    expect(JSON.stringify(data)).not.toContain(othersPayment);
    expect(JSON.stringify(data)).not.toContain(other.user.id);
  });

  it('deletes a buyer who has invoices and keeps each invoice exactly as issued', async () => {
    const buyer = await loginAs(t.app);
    const payment = await insertPaidPayment(t.app.db, { userId: buyer.user.id });
    const { id } = await t.app.db.transaction((tx) => t.app.services.invoices.invoicing.issueForPayment(tx, payment));
    const [issued] = await t.app.db.select().from(invoices).where(eq(invoices.id, id));

    const response = await deleteAccount(buyer.user.id, buyer.headers, buyer.user.password);
    expect(response.statusCode, response.body).toBe(200);

    expect(await t.app.db.select().from(users).where(eq(users.id, buyer.user.id))).toEqual([]);
    expect(await t.app.db.select().from(invoices).where(eq(invoices.id, id))).toEqual([issued]);
    const [kept] = await t.app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept).toEqual(expect.objectContaining({ userId: null, status: 'paid' }));
  });
});
