import { type TUploadedFile, validationMessages } from '@zadania/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { createMp4, createPng, uploadFile } from '../../../test/file-fixtures';
import { homeworkAnswers, homeworks, homeworkUnlocks, users } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { buildPaidTask } from '../tokens/tokens-test-fixtures';
import { withdrawHeldBackAnswersFromSearch } from './withdraw-held-back-answers';

const t = useTestApp();

type THeaders = Record<string, string>;
const get = (url: string, headers: THeaders = {}) => t.app.inject({ method: 'GET', url, headers });
const solutionOf = async (id: string, headers: THeaders = {}) => {
  const response = await get(`/api/homework/${id}/solution`, headers);
  expect(response.statusCode).toBe(200);
  return response.json();
};

const hint = '<p>Zacznij od <strong>wyróżnika</strong>.</p>';

/** A paid task with three steps, a worked solution, an image, a video and a hint, by a teacher. */
async function buildLockedTask() {
  const author = await loginAs(t.app, 'TEACHER');
  const upload = async (filename: string, content: Buffer, assign: string) =>
    (await uploadFile(t.app, author.headers, { filename, content, assign })).json() as TUploadedFile;
  const image = await upload('rysunek.png', await createPng(), 'HOMEWORK_SOLUTION_IMAGE');
  const video = await upload('film.mp4', createMp4(), 'HOMEWORK_SOLUTION_VIDEO');
  const task = await buildPaidTask(t.app, {
    authorId: author.user.id,
    solutionLatex: '<p>Pełne rozwiązanie</p>',
    solutionImageIds: [image.id],
    solutionVideoId: video.id,
    solutionFileIds: [image.id],
    solutionFormats: ['LATEX', 'IMAGE', 'VIDEO'],
    hint,
  });
  return { author, task, image, video };
}

describe('GET /api/homework/{id} of a paid solution', () => {
  it('holds back the open answer and which closed answer is right until the solution is unlocked', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const open = await buildPaidTask(t.app, { authorId: author.user.id, closed: false, answer: '<p>x = 2</p>' });
    const closed = await buildPaidTask(t.app, { authorId: author.user.id, closed: true });
    await t.app.db.insert(homeworkAnswers).values([
      { homeworkId: closed.id, position: 0, label: 'A', answer: '<p>1</p>', correct: false },
      { homeworkId: closed.id, position: 1, label: 'B', answer: '<p>2</p>', correct: true },
    ]);
    const student = await loginAs(t.app);
    const admin = await loginAs(t.app, 'ADMIN');
    const read = async (id: string, headers: THeaders = {}) => (await get(`/api/homework/${id}`, headers)).json();

    for (const headers of [{}, student.headers]) {
      expect(await read(open.id, headers)).toMatchObject({ answer: null, answerHeldBack: true });
      const seen = await read(closed.id, headers);
      expect(seen.answerHeldBack).toBe(true);
      expect(seen.answers.map((answer: { correct: boolean }) => answer.correct)).toEqual([false, false]);
    }
    for (const headers of [author.headers, admin.headers]) {
      expect(await read(open.id, headers)).toMatchObject({ answer: '<p>x = 2</p>', answerHeldBack: false });
    }
    await t.app.db.insert(homeworkUnlocks).values([
      { userId: student.user.id, homeworkId: open.id, type: 'PAID_SOLUTION' },
      { userId: student.user.id, homeworkId: closed.id, type: 'PAID_SOLUTION' },
    ]);
    expect(await read(open.id, student.headers)).toMatchObject({ answer: '<p>x = 2</p>', answerHeldBack: false });
    const unlocked = await read(closed.id, student.headers);
    expect(unlocked.answers.map((answer: { correct: boolean }) => answer.correct)).toEqual([false, true]);
    // A free task's answer is nobody's secret.
    const free = await buildPaidTask(t.app, { paidSolution: false, closed: false, answer: '<p>7</p>' });
    expect(await read(free.id)).toMatchObject({ answer: '<p>7</p>', answerHeldBack: false });
  });
});

describe('GET /api/homework/{id}/solution of a paid solution', () => {
  it('shows only the first step to a reader without the unlock, signed in or out', async () => {
    const { task, image, video } = await buildLockedTask();
    const student = await loginAs(t.app);
    for (const [headers, checkAvailable] of [
      [{}, false],
      [student.headers, true],
    ] as const) {
      const body = await solutionOf(task.id, headers);
      expect(body).toEqual({
        latex: null,
        images: [],
        video: null,
        files: [],
        steps: [expect.objectContaining({ order: 1, title: 'Krok 1', description: '<p>Opis kroku 1.</p>' })],
        imageFiles: [],
        videoFile: null,
        attachmentFiles: [],
        access: {
          paid: true,
          unlocked: false,
          price: 3,
          hiddenSteps: 2,
          hint: { available: true, unlocked: false, price: 1, text: null },
          solutionCheck: { available: checkAvailable, price: 5 },
        },
      });
      const text = JSON.stringify(body);
      for (const secret of ['Krok 2', 'Krok 3', 'Pełne rozwiązanie', 'wyróżnika', image.id, video.id]) {
        expect(text).not.toContain(secret);
      }
    }
    // The task itself never carries its solution.
    const page = JSON.stringify((await get(`/api/homework/${task.id}`, student.headers)).json());
    for (const secret of ['Krok 2', 'Pełne rozwiązanie', 'wyróżnika', image.id, video.id]) {
      expect(page).not.toContain(secret);
    }
  });

  it('shows everything to whoever unlocked it, to the author and to ADMIN', async () => {
    const { author, task, image, video } = await buildLockedTask();
    const student = await loginAs(t.app);
    const admin = await loginAs(t.app, 'ADMIN');
    await t.app.db
      .insert(homeworkUnlocks)
      .values({ userId: student.user.id, homeworkId: task.id, type: 'PAID_SOLUTION' });

    for (const [viewer, checkAvailable] of [
      [student, true],
      [author, false],
      // ADMIN moderates: nothing to buy from the author.
      [admin, false],
    ] as const) {
      const body = await solutionOf(task.id, viewer.headers);
      expect(body).toMatchObject({
        latex: '<p>Pełne rozwiązanie</p>',
        images: [image.id],
        video: video.id,
        files: [image.id],
        imageFiles: [{ id: image.id }],
        videoFile: { id: video.id },
        attachmentFiles: [{ id: image.id }],
        access: {
          paid: true,
          unlocked: true,
          hiddenSteps: 0,
          hint: { available: true, unlocked: true, text: hint },
          solutionCheck: { available: checkAvailable },
        },
      });
      expect(body.steps.map((step: { title: string }) => step.title)).toEqual(['Krok 1', 'Krok 2', 'Krok 3']);
    }
  });

  it('the hint: free with a free solution, sold while the solution is locked, shown once bought', async () => {
    const student = await loginAs(t.app);
    const free = await buildPaidTask(t.app, { paidSolution: false, hint });
    expect((await solutionOf(free.id)).access).toMatchObject({
      paid: false,
      unlocked: true,
      hiddenSteps: 0,
      hint: { available: true, unlocked: true, text: hint },
    });
    expect((await solutionOf(free.id)).steps).toHaveLength(3);

    const { task } = await buildLockedTask();
    await t.app.db.insert(homeworkUnlocks).values({ userId: student.user.id, homeworkId: task.id, type: 'HINT' });
    const body = await solutionOf(task.id, student.headers);
    expect(body.access).toMatchObject({ unlocked: false, hiddenSteps: 2, hint: { unlocked: true, text: hint } });
    expect(body.steps).toHaveLength(1);
    // Somebody else's unlock is theirs alone.
    const other = await loginAs(t.app);
    expect((await solutionOf(task.id, other.headers)).access.hint).toMatchObject({ unlocked: false, text: null });

    const withoutHint = await buildPaidTask(t.app, { authorId: null });
    expect((await solutionOf(withoutHint.id, student.headers)).access).toMatchObject({
      hint: { available: false, unlocked: false, text: null },
      solutionCheck: { available: false },
    });
  });

  it('offers no solution check once the author account is gone', async () => {
    const { author, task } = await buildLockedTask();
    const student = await loginAs(t.app);
    expect((await solutionOf(task.id, student.headers)).access.solutionCheck.available).toBe(true);
    await t.app.db.delete(users).where(eq(users.id, author.user.id));
    expect((await solutionOf(task.id, student.headers)).access.solutionCheck.available).toBe(false);
  });
});

describe('the files of a paid solution', () => {
  const content = (id: string, headers: THeaders = {}) => get(`/api/file/${id}/content`, headers);

  it('are held back like its later steps and never cached publicly', async () => {
    const { author, task, image, video } = await buildLockedTask();
    const student = await loginAs(t.app);
    const admin = await loginAs(t.app, 'ADMIN');

    for (const id of [image.id, video.id]) {
      expect((await content(id)).statusCode).toBe(401);
      expect((await content(id, student.headers)).statusCode).toBe(403);
      expect((await get(`/api/file/${id}/preview`, student.headers)).statusCode).toBe(403);
      for (const reader of [author, admin]) {
        const served = await content(id, reader.headers);
        expect(served.statusCode).toBe(200);
        expect(served.headers['cache-control']).toBe('private, max-age=600');
      }
    }

    await t.app.db
      .insert(homeworkUnlocks)
      .values({ userId: student.user.id, homeworkId: task.id, type: 'PAID_SOLUTION' });
    const unlocked = await content(image.id, student.headers);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.headers['cache-control']).toBe('private, max-age=600');
    // The page's <img> and <video> send no Authorization header: they load from the signed links preview gives.
    const pairs: [string, string][] = [
      [image.id, video.id],
      [video.id, image.id],
    ];
    for (const [id, otherId] of pairs) {
      const { url } = (await get(`/api/file/${id}/preview`, student.headers)).json<{ url: string }>();
      expect(url).toMatch(new RegExp(`^/api/file/${id}/content\\?token=.+`));
      expect((await get(url)).statusCode).toBe(200);
      // A link is bound to its file.
      expect((await get(url.replace(id, otherId))).statusCode).toBe(401);
    }

    // Made free again: public and cacheable for everyone.
    await t.app.db.update(homeworks).set({ paidSolution: false }).where(eq(homeworks.id, task.id));
    const free = await content(image.id);
    expect(free.statusCode).toBe(200);
    expect(free.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('saving a paid solution and its hint', () => {
  const task = (overrides: Record<string, unknown> = {}) => ({
    description: '<p>Rozwiąż równanie kwadratowe.</p>',
    level: 'HIGH_SCHOOL',
    ...overrides,
  });

  it('round-trips paidSolution and the sanitized hint through the authoring API', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/homework',
      headers: author.headers,
      payload: task({
        paidSolution: true,
        solution: {
          steps: [{ title: 'Krok 1' }, { title: 'Krok 2' }],
          hint: '<p onclick="alert(1)">Użyj <strong>delty</strong>.</p><script>alert(1)</script>',
        },
      }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const [row] = await t.app.db.select().from(homeworks).where(eq(homeworks.id, id));
    expect(row).toMatchObject({ paidSolution: true, hint: '<p>Użyj <strong>delty</strong>.</p>' });
    expect((await solutionOf(id, author.headers)).access).toMatchObject({
      paid: true,
      unlocked: true,
      hint: { available: true, text: '<p>Użyj <strong>delty</strong>.</p>' },
    });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/homework/${id}`,
      headers: author.headers,
      payload: task({ solution: { steps: [{ title: 'Krok 1' }], hint: '<p>  </p>' } }),
    });
    expect(updated.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(homeworks).where(eq(homeworks.id, id));
    expect(after).toMatchObject({ paidSolution: false, hint: null });
    expect((await solutionOf(id, author.headers)).access).toMatchObject({
      paid: false,
      hint: { available: false, text: null },
    });
  });

  it('refuses a paidSolution that is not a boolean', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/homework',
      headers: author.headers,
      payload: task({ paidSolution: 'tak' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(validationMessages.invalidFormat);
    expect(await t.app.db.select().from(homeworks)).toEqual([]);
  });
});

describe('search and a paid solution', () => {
  const openTask = (paidSolution: boolean, number: string) => ({
    description: `<p>Ile wynosi liczba kafelków w ${paidSolution ? 'płatnej' : 'darmowej'} łazience?</p>`,
    closed: false,
    answer: `<p>${number} kafelków</p>`,
    answers: [],
    level: 'HIGH_SCHOOL',
    paidSolution,
  });
  const searchIds = async (words: string) =>
    (await get(`/api/homework?search=${encodeURIComponent(words)}`))
      .json()
      .results.map((card: { id: string }) => card.id);

  it('never finds a task by its held-back answer, exactly or by a near number; a free answer stays searchable', async () => {
    const author = await loginAs(t.app, 'TEACHER');
    const create = async (body: object) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/homework',
        headers: author.headers,
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json();
      await t.app.db.update(homeworks).set({ status: 'PUBLIC' }).where(eq(homeworks.id, id));
      return id as string;
    };
    const paid = await create(openTask(true, '734519'));
    const free = await create(openTask(false, '861207'));

    const [row] = await t.app.db.select().from(homeworks).where(eq(homeworks.id, paid));
    expect(row!.searchText).not.toContain('734519');
    expect(row!.searchText).toContain('kafelkow');
    expect(await searchIds('734519')).toEqual([]);
    expect(await searchIds('734518')).toEqual([]);
    expect(await searchIds('861207')).toEqual([free]);
    expect((await searchIds('kafelków łazience')).sort()).toEqual([paid, free].sort());

    // An edit that frees the solution makes its answer searchable; paying again hides it.
    const edit = (paidSolution: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/homework/${paid}`,
        headers: author.headers,
        payload: openTask(paidSolution, '734519'),
      });
    expect((await edit(false)).statusCode).toBe(200);
    expect(await searchIds('734519')).toEqual([paid]);
    expect((await edit(true)).statusCode).toBe(200);
    expect(await searchIds('734519')).toEqual([]);
  });

  it('after migrating, a search text written before the rule loses the held-back answer; a second run writes nothing', async () => {
    const task = await buildPaidTask(t.app, { closed: false, answer: '<p>x = 552913</p>' });
    await t.app.db.update(homeworks).set({ searchText: 'dawny tekst x 552913' }).where(eq(homeworks.id, task.id));
    await withdrawHeldBackAnswersFromSearch(t.app.db);
    const [row] = await t.app.db.select().from(homeworks).where(eq(homeworks.id, task.id));
    expect(row!.searchText).not.toContain('552913');
    const changesSoFar = async () =>
      Number(rowsOf<{ n: string }>(await t.app.db.execute(sql`SELECT count(*) AS n FROM catalogue_changes`))[0]!.n);
    const before = await changesSoFar();
    await withdrawHeldBackAnswersFromSearch(t.app.db);
    expect(await changesSoFar()).toBe(before);
  });
});
