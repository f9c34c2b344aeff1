import { errorMessages, homeworkSaveMessages, homeworkTransitionMessages, validationMessages } from '@zadania/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, buildUser, loginAs } from '../../../test/factories';
import { createPng, uploadFile } from '../../../test/file-fixtures';
import {
  exams,
  homeworkAnswers,
  homeworkConcepts,
  homeworkReviews,
  homeworks,
  notifications,
  solutionSteps,
} from '../../db/schema';

const t = useTestApp();

type THeaders = Record<string, string>;
const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, headers: THeaders = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const validTask = (overrides: Record<string, unknown> = {}) => ({
  description:
    '<p>Rozwiąż równanie <span data-type="inline-math" data-latex="x^2=4"></span> w zbiorze liczb rzeczywistych.</p>',
  closed: true,
  answers: [
    { label: 'A', answer: '<p>2</p>', correct: false },
    { label: 'B', answer: '<p>-2 lub 2</p>', correct: true },
  ],
  level: 'HIGH_SCHOOL',
  ...overrides,
});

async function readTask(id: string) {
  const [row] = await t.app.db.select().from(homeworks).where(eq(homeworks.id, id));
  return row;
}

describe('POST /api/homework', () => {
  it('answers 401 without a session and 403 to a USER', async () => {
    expect((await call('POST', '/api/homework', {}, validTask())).statusCode).toBe(401);
    const student = await loginAs(t.app, 'USER');
    const response = await call('POST', '/api/homework', student.headers, validTask());
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(errorMessages.forbidden);
    expect(await t.app.db.select().from(homeworks)).toEqual([]);
  });

  it.each([
    [{ description: '' }, validationMessages.required],
    [{ description: undefined }, validationMessages.required],
    [{ level: undefined }, validationMessages.required],
    [{ answers: [{ answer: '<p>1</p>', correct: true }] }, homeworkSaveMessages.closedNeedsAnswers],
    [
      {
        answers: [
          { answer: '<p>1</p>', correct: false },
          { answer: '<p>2</p>', correct: false },
        ],
      },
      homeworkSaveMessages.closedNeedsCorrect,
    ],
    [
      {
        answers: [
          { answer: '<p>1</p>', correct: true },
          { answer: ' ', correct: false },
        ],
      },
      homeworkSaveMessages.answerEmpty,
    ],
    [
      {
        answers: [
          { answer: '<p>1</p>', correct: true },
          { answer: '<script>x</script>', correct: false },
        ],
      },
      homeworkSaveMessages.answerEmpty,
    ],
    [{ description: '<script>alert(1)</script>' }, homeworkSaveMessages.descriptionEmpty],
    [
      { exams: [{ examId: crypto.randomUUID(), points: 0, answers: [{ answer: '<p>1</p>', correct: true }] }] },
      homeworkSaveMessages.examPoints,
    ],
    [
      { exams: [{ examId: crypto.randomUUID(), points: 2, answers: [{ answer: '<p>1</p>', correct: false }] }] },
      homeworkSaveMessages.examNeedsCorrect,
    ],
    [
      { exams: [{ examId: crypto.randomUUID(), points: 2, answers: [{ answer: '', correct: true }] }] },
      homeworkSaveMessages.answerEmpty,
    ],
    [
      { exams: [{ examId: crypto.randomUUID(), points: 2, answers: [{ answer: '<p>1</p>', correct: true }] }] },
      homeworkSaveMessages.examNotFound,
    ],
    [{ domainsIds: [crypto.randomUUID()] }, homeworkSaveMessages.conceptNotFound],
    [{ typeId: crypto.randomUUID() }, homeworkSaveMessages.typeNotFound],
    [{ solution: { imageIds: [crypto.randomUUID()] } }, homeworkSaveMessages.fileNotAllowed],
    [{ solution: { steps: [{ title: '' }] } }, validationMessages.required],
  ])('answers 400 for %j with the Polish message', async (overrides, message) => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const response = await call('POST', '/api/homework', teacher.headers, validTask(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await t.app.db.select().from(homeworks)).toEqual([]);
  });

  it('refuses concepts of the wrong type and files of somebody else', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const other = await loginAs(t.app, 'TEACHER');
    const tag = await buildConcept(t.app, { name: 'Delta', type: 'TAG' });
    const wrongType = await call('POST', '/api/homework', teacher.headers, validTask({ domainsIds: [tag.id] }));
    expect(wrongType.json().message).toBe(homeworkSaveMessages.conceptWrongType);
    const upload = await uploadFile(t.app, other.headers, {
      filename: 'tajne.png',
      content: await createPng(),
      assign: 'PRIVATE',
    });
    expect(upload.statusCode).toBe(200);
    const foreign = await call(
      'POST',
      '/api/homework',
      teacher.headers,
      validTask({ solution: { fileIds: [upload.json().id] } }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(homeworkSaveMessages.fileNotAllowed);
  });

  it("refuses another author's solution image, video and files (a paid one would open to the thief), keeps those a task already shows", async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const thief = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const image = await uploadFile(t.app, author.headers, {
      filename: 'platne.png',
      content: await createPng(),
      assign: 'HOMEWORK_SOLUTION_IMAGE',
    });
    const imageId: string = image.json().id;
    const paid = await call(
      'POST',
      '/api/homework',
      author.headers,
      validTask({ paidSolution: true, solution: { imageIds: [imageId] } }),
    );
    expect(paid.statusCode, paid.body).toBe(201);

    for (const solution of [{ imageIds: [imageId] }, { fileIds: [imageId] }, { videoId: imageId }]) {
      const stolen = await call('POST', '/api/homework', thief.headers, validTask({ paidSolution: true, solution }));
      expect([stolen.statusCode, stolen.json().message]).toEqual([400, homeworkSaveMessages.fileNotAllowed]);
    }
    const content = await call('GET', `/api/file/${imageId}/content`, thief.headers);
    expect(content.statusCode).not.toBe(200);

    // An ADMIN editing the author's task keeps the files it shows.
    const edited = await call(
      'PUT',
      `/api/homework/${paid.json().id}`,
      admin.headers,
      validTask({ paidSolution: true, description: '<p>Poprawiona treść</p>', solution: { imageIds: [imageId] } }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('creates a private task in one go: slug, sanitized fields, links, formats, search text', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const domain = await buildConcept(t.app, { name: 'Algebra', type: 'DOMAIN' });
    const tag = await buildConcept(t.app, { name: 'Równanie kwadratowe', type: 'TAG', aliases: ['kwadratówka'] });
    const [exam] = await t.app.db
      .insert(exams)
      .values({ slug: 'matura-2026', type: 'MATURA', date: '2026-05-06', level: 'BASIC' })
      .returning();
    const image = await uploadFile(t.app, teacher.headers, {
      filename: 'rozwiazanie.png',
      content: await createPng(),
      assign: 'HOMEWORK_SOLUTION_IMAGE',
    });
    const response = await call(
      'POST',
      '/api/homework',
      teacher.headers,
      validTask({
        description: '<p onclick="alert(1)">Łączna długość źródła <script>alert(2)</script>wynosi?</p>',
        domainsIds: [domain.id],
        tagsIds: [tag.id],
        exams: [{ examId: exam!.id, points: 2, answers: [{ label: 'A', answer: '<p>4</p>', correct: true }] }],
        solution: {
          latex: '<p>x = 2</p>',
          steps: [{ title: 'Krok 1', description: '<p onmouseover="x()">Delta</p>', latex: '' }],
          imageIds: [image.json().id],
        },
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      slug: 'laczna-dlugosc-zrodla-wynosi',
      status: 'PRIVATE',
      adminReview: null,
      closed: true,
      author: { id: teacher.user.id },
      domainsIds: [domain.id],
      tagsIds: [tag.id],
      solutionFormats: [{ name: 'LATEX' }, { name: 'IMAGE' }],
      homeworkExams: [{ points: 2, answers: [{ label: 'A', answer: '<p>4</p>', correct: true }] }],
    });
    expect(body.description).toBe('<p>Łączna długość źródła wynosi?</p>');
    const row = (await readTask(body.id))!;
    expect(row.searchText).toContain('laczna dlugosc');
    expect(row.searchText).toContain('kwadratowka');
    expect(row.conceptIds.sort()).toEqual([domain.id, tag.id].sort());
    expect(row.examIds).toEqual([exam!.id]);
    expect(await t.app.db.select().from(homeworkAnswers).where(eq(homeworkAnswers.homeworkId, body.id))).toHaveLength(
      2,
    );
    const [step] = await t.app.db.select().from(solutionSteps).where(eq(solutionSteps.homeworkId, body.id));
    expect(step?.description).toBe('<p>Delta</p>');
    // The same description again gets a numbered slug.
    const second = await call('POST', '/api/homework', teacher.headers, validTask({ description: body.description }));
    expect(second.json().slug).toBe('laczna-dlugosc-zrodla-wynosi-2');
  });

  it('gives 10 parallel tasks with the same description 10 numbered slugs, never a 500', async () => {
    const teacher = await loginAs(t.app, 'TEACHER');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/homework', teacher.headers, validTask())),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const base = 'rozwiaz-rownanie-x-2-4-w-zbiorze-liczb-rzeczywistych';
    expect(responses.map((response) => response.json().slug).sort()).toEqual(
      [base, ...Array.from({ length: 9 }, (_, i) => `${base}-${i + 2}`)].sort(),
    );
  });
});

async function taskOf(authorId: string, values: Partial<typeof homeworks.$inferInsert> = {}) {
  return buildHomework(t.app, { authorId, status: 'PRIVATE', ...values });
}

describe('game embeds in a task (ADMIN only, section 6)', () => {
  const embed =
    '<div data-type="interactive-homework" data-value="6a1f0e1e-7c3b-4c55-9a57-000000000001" data-label="Gra"></div>';

  it("are kept in an ADMIN's task and dropped from a TEACHER's", async () => {
    const description = `<p>Zagraj w grę.</p>${embed}`;
    const teacher = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const byTeacher = await call('POST', '/api/homework', teacher.headers, validTask({ description }));
    const byAdmin = await call('POST', '/api/homework', admin.headers, validTask({ description }));
    expect((await readTask(byTeacher.json().id))!.description).toBe('<p>Zagraj w grę.</p>');
    expect((await readTask(byAdmin.json().id))!.description).toBe(description);
  });
});

describe('PUT /api/homework/{id}', () => {
  it('answers 401, 404 to those who may not see it, 403 to others, 400 for bad input', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const other = await loginAs(t.app, 'TEACHER');
    const student = await loginAs(t.app, 'USER');
    const hidden = await taskOf(author.user.id);
    const open = await taskOf(author.user.id, { status: 'PUBLIC' });
    expect((await call('PUT', `/api/homework/${hidden.id}`, {}, validTask())).statusCode).toBe(401);
    expect((await call('PUT', `/api/homework/${hidden.id}`, other.headers, validTask())).statusCode).toBe(404);
    expect((await call('PUT', `/api/homework/${open.id}`, other.headers, validTask())).statusCode).toBe(403);
    expect((await call('PUT', `/api/homework/${open.id}`, student.headers, validTask())).statusCode).toBe(403);
    const bad = await call('PUT', `/api/homework/${hidden.id}`, author.headers, validTask({ description: '' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(validationMessages.required);
    expect((await call('PUT', '/api/homework/nie-uuid', author.headers, validTask())).statusCode).toBe(400);
  });

  it('replaces the task; an author’s edit of a public task sends it back to review, an ADMIN’s does not', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const concept = await buildConcept(t.app, { name: 'Stara nazwa', type: 'TAG' });
    const task = await taskOf(author.user.id, {
      status: 'PUBLIC',
      adminReviewStatus: 'APPROVED',
      conceptIds: [concept.id],
    });
    const response = await call(
      'PUT',
      `/api/homework/${task.id}`,
      author.headers,
      validTask({ closed: false, answers: [], answer: '<p>x = 7</p>', description: '<p>Nowa treść</p>' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      slug: task.slug,
      status: 'PUBLIC',
      adminReview: { status: 'PENDING' },
      closed: false,
      answer: '<p>x = 7</p>',
      answers: [],
      tagsIds: [],
    });
    const row = (await readTask(task.id))!;
    expect(row.searchText).toBe('nowa tresc x = 7');
    expect(row.conceptIds).toEqual([]);
    expect(await t.app.db.select().from(homeworkConcepts)).toEqual([]);

    await t.app.db.update(homeworks).set({ adminReviewStatus: 'APPROVED' }).where(eq(homeworks.id, task.id));
    const byAdmin = await call('PUT', `/api/homework/${task.id}`, admin.headers, validTask());
    expect(byAdmin.json()).toMatchObject({ status: 'PUBLIC', adminReview: { status: 'APPROVED' }, closed: true });
  });

  it('refuses the author while the task is under copyright review (409)', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const task = await taskOf(author.user.id, { status: 'UNDER_COPYRIGHT_REVIEW' });
    const response = await call('PUT', `/api/homework/${task.id}`, author.headers, validTask());
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(homeworkTransitionMessages.lockedByAdmin);
  });
});

describe('DELETE /api/homework/{id}', () => {
  it('lets the author or ADMIN delete, nobody else', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const other = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const task = await taskOf(author.user.id, { status: 'PUBLIC' });
    const second = await taskOf(author.user.id);
    expect((await call('DELETE', `/api/homework/${task.id}`)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/homework/${task.id}`, other.headers)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/homework/${second.id}`, other.headers)).statusCode).toBe(404);
    const deleted = await call('DELETE', `/api/homework/${task.id}`, author.headers);
    expect(deleted.json()).toEqual({ message: 'Usunięto!' });
    expect(await readTask(task.id)).toBeUndefined();
    expect((await call('DELETE', `/api/homework/${second.id}`, admin.headers)).statusCode).toBe(200);
    expect(await t.app.db.select().from(homeworks)).toEqual([]);
  });
});

describe('review and publish', () => {
  it('goes from a new task through review to public, visible in the list at once', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const other = await loginAs(t.app, 'TEACHER');
    const created = (await call('POST', '/api/homework', author.headers, validTask())).json();
    const id = created.id as string;
    const publicList = async () => (await call('GET', '/api/homework')).json().results.map((r: { id: string }) => r.id);
    expect(await publicList()).toEqual([]);

    // The author may not publish before approval.
    const early = await call('PUT', `/api/homework/${id}/publish`, author.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(homeworkTransitionMessages.publishNeedsApproval);

    expect((await call('PUT', `/api/homework/${id}/submit-for-review`)).statusCode).toBe(401);
    expect((await call('PUT', `/api/homework/${id}/submit-for-review`, other.headers)).statusCode).toBe(404);
    const submitted = await call('PUT', `/api/homework/${id}/submit-for-review`, author.headers);
    expect(submitted.json()).toEqual({
      id,
      status: 'PRIVATE',
      adminReview: { status: 'PENDING' },
      message: 'Przesłano do weryfikacji',
    });
    expect((await call('PUT', `/api/homework/${id}/submit-for-review`, author.headers)).statusCode).toBe(409);
    expect((await call('GET', '/api/homework/pending/count', admin.headers)).json()).toEqual({ count: 1 });
    expect((await call('GET', '/api/homework/pending/count', author.headers)).statusCode).toBe(403);
    expect((await call('GET', '/api/homework/pending/count')).statusCode).toBe(401);

    // While pending, nobody publishes.
    const pending = await call('PUT', `/api/homework/${id}/publish`, admin.headers);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(homeworkTransitionMessages.publishWhilePending);

    expect((await call('PUT', `/api/homework/${id}/review`, author.headers, { status: 'APPROVED' })).statusCode).toBe(
      403,
    );
    const badReview = await call('PUT', `/api/homework/${id}/review`, admin.headers, { status: 'PENDING' });
    expect(badReview.statusCode).toBe(400);
    expect(badReview.json().message).toBe(homeworkSaveMessages.reviewStatus);
    const reviewed = await call('PUT', `/api/homework/${id}/review`, admin.headers, {
      status: 'APPROVED',
      comment: 'Dobre zadanie.',
    });
    expect(reviewed.json()).toMatchObject({ adminReview: { status: 'APPROVED' }, message: 'Zrecenzowano!' });
    const [review] = await t.app.db.select().from(homeworkReviews);
    expect(review).toMatchObject({
      homeworkId: id,
      reviewerId: admin.user.id,
      status: 'APPROVED',
      comment: 'Dobre zadanie.',
    });
    const [notice] = await t.app.db.select().from(notifications);
    expect(notice).toMatchObject({ userId: author.user.id, type: 'HOMEWORK_REVIEWED' });
    expect(notice?.payload).toMatchObject({ homeworkId: id, status: 'APPROVED', comment: 'Dobre zadanie.' });
    const reviews = await call('GET', `/api/homework/${id}/reviews`, author.headers);
    expect(reviews.json().results).toMatchObject([
      { status: 'APPROVED', comment: 'Dobre zadanie.', reviewer: { id: admin.user.id } },
    ]);

    expect((await call('PUT', `/api/homework/${id}/publish`, other.headers)).statusCode).toBe(404);
    const published = await call('PUT', `/api/homework/${id}/publish`, author.headers);
    expect(published.json()).toMatchObject({ status: 'PUBLIC', message: 'Opublikowano!' });
    expect(await publicList()).toEqual([id]);
    expect((await call('PUT', `/api/homework/${id}/publish`, author.headers)).statusCode).toBe(409);
    // Now public, another teacher sees it but may not act on it.
    expect((await call('PUT', `/api/homework/${id}/publish`, other.headers)).statusCode).toBe(403);
  });

  it('lets ADMIN publish without review and set copyright states; others get 403', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const admin = await loginAs(t.app, 'ADMIN');
    const task = await taskOf(author.user.id);
    const published = await call('PUT', `/api/homework/${task.id}/publish`, admin.headers);
    expect(published.json()).toMatchObject({ status: 'PUBLIC', adminReview: null });
    expect(
      (await call('PUT', `/api/homework/${task.id}/status`, author.headers, { status: 'HIDDEN' })).statusCode,
    ).toBe(403);
    const bad = await call('PUT', `/api/homework/${task.id}/status`, admin.headers, { status: 'GONE' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(homeworkSaveMessages.status);
    const removed = await call('PUT', `/api/homework/${task.id}/status`, admin.headers, {
      status: 'REMOVED_FOR_COPYRIGHT',
    });
    expect(removed.json()).toMatchObject({ status: 'REMOVED_FOR_COPYRIGHT' });
    expect((await call('GET', '/api/homework')).json().total).toBe(0);
    expect((await call('GET', `/api/homework/${task.id}`, author.headers)).statusCode).toBe(200);
    expect((await call('GET', `/api/homework/${task.id}`)).statusCode).toBe(404);
    const restored = await call('PUT', `/api/homework/${task.id}/status`, admin.headers, { status: 'PUBLIC' });
    expect(restored.json()).toMatchObject({ status: 'PUBLIC' });
  });
});

describe('GET /api/homework?mine=true', () => {
  it('shows the signed-in author their own tasks in every status, nobody else’s', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const other = await buildUser(t.app, { role: 'TEACHER' });
    const mine = [
      await taskOf(author.user.id),
      await taskOf(author.user.id, { status: 'PUBLIC' }),
      await taskOf(author.user.id, { adminReviewStatus: 'PENDING' }),
    ];
    await taskOf(other.id);
    await taskOf(other.id, { status: 'PUBLIC' });
    expect((await call('GET', '/api/homework?mine=true')).statusCode).toBe(401);
    const list = (await call('GET', '/api/homework?mine=true', author.headers)).json();
    expect(list.results.map((r: { id: string }) => r.id).sort()).toEqual(mine.map((task) => task.id).sort());
    expect(list.facets.statuses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ value: 'PRIVATE', count: 2 }),
        expect.objectContaining({ value: 'PUBLIC', count: 1 }),
      ]),
    );
    expect(list.facets.authors).toEqual([expect.objectContaining({ value: author.user.id, count: 3 })]);
    const privateOnly = (await call('GET', '/api/homework?mine=true&statuses=PRIVATE', author.headers)).json();
    expect(privateOnly.total).toBe(2);
    expect((await call('GET', '/api/homework?mine=true&underReview=true', author.headers)).json().total).toBe(1);
    // Without mine, statuses stays ADMIN only.
    const forbidden = await call('GET', '/api/homework?statuses=PRIVATE', author.headers);
    expect(forbidden.statusCode).toBe(403);
    // Someone else's id in authorId does not widen mine.
    const widened = (await call('GET', `/api/homework?mine=true&authorId=${other.id}`, author.headers)).json();
    expect(widened.total).toBe(3);
  });
});
