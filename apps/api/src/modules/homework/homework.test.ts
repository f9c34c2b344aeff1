import { randomUUID } from 'node:crypto';
import type { TUploadedFile } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildConcept, buildHomework, buildUser, login, loginAs } from '../../../test/factories';
import { createMp4, createPdf, createPng, uploadFile } from '../../../test/file-fixtures';
import { exams, homeworkAnswers, homeworkExams, solutionSteps } from '../../db/schema';
import { homeworkNotFound } from './homework.service';

const t = useTestApp();

async function buildSolvedTask(status: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
  const author = await buildUser(t.app, { role: 'TEACHER' });
  const domain = await buildConcept(t.app, { name: 'Algebra', type: 'DOMAIN' });
  const tag = await buildConcept(t.app, { name: 'Równanie kwadratowe', type: 'TAG' });
  const homework = await buildHomework(t.app, {
    status,
    authorId: author.id,
    closed: true,
    ratingsAvg: 4.25,
    ratingsCount: 8,
    conceptIds: [domain.id, tag.id],
  });
  await t.app.db.insert(homeworkAnswers).values([
    { homeworkId: homework.id, position: 1, label: null, answer: '<p>3</p>', correct: false },
    { homeworkId: homework.id, position: 0, label: 'A', answer: '<p>2</p>', correct: true },
  ]);
  await t.app.db.insert(solutionSteps).values([
    { homeworkId: homework.id, order: 2, title: 'Odpowiedź', description: '<p>x = 2</p>' },
    { homeworkId: homework.id, order: 1, title: 'Krok 1', description: '<p>Liczymy deltę.</p>' },
  ]);
  const [exam] = await t.app.db
    .insert(exams)
    .values({
      slug: 'matura-probna',
      type: 'MATURA',
      date: '2026-05-06',
      level: 'BASIC',
      variant: 'TRIAL',
      details: null,
    })
    .returning();
  await t.app.db.insert(homeworkExams).values({ homeworkId: homework.id, examId: exam!.id, points: 2.5 });
  return { author, homework, domain, tag };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/homework/{id or slug}', () => {
  it('returns a public task to anybody, by id or slug, in the contract shape', async () => {
    const { homework, author, domain, tag } = await buildSolvedTask();
    for (const key of [homework.id, homework.slug]) {
      const response = await get(`/api/homework/${key}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        id: homework.id,
        status: 'PUBLIC',
        author: { id: author.id, username: author.username },
        closed: true,
        domainsIds: [domain.id],
        tagsIds: [tag.id],
        theoremsIds: [],
        ratingsAvg: 4.25,
        ratingsCount: 8,
        solutionFormats: [{ name: 'LATEX' }],
      });
      expect(body.answers.map((a: { label: string | null; correct: boolean }) => [a.label, a.correct])).toEqual([
        ['A', true],
        [null, false],
      ]);
      expect(body.homeworkExams).toEqual([
        expect.objectContaining({
          points: 2.5,
          exam: expect.objectContaining({
            slug: 'matura-probna',
            name: 'Matura (maj 2026), poziom podstawowy, arkusz próbny',
          }),
        }),
      ]);
    }
  });

  it('hides a private task from everybody but its author and an ADMIN', async () => {
    const { homework, author } = await buildSolvedTask('PRIVATE');
    const anonymous = await get(`/api/homework/${homework.slug}`);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().message).toBe(homeworkNotFound);
    for (const role of ['USER', 'TEACHER'] as const) {
      const { headers } = await loginAs(t.app, role);
      expect((await get(`/api/homework/${homework.id}`, headers)).statusCode).toBe(404);
      expect((await get(`/api/homework/${homework.id}/solution`, headers)).statusCode).toBe(404);
    }
    const authorSession = await login(t.app, author.email);
    expect(
      (await get(`/api/homework/${homework.id}`, { authorization: `Bearer ${authorSession.token}` })).statusCode,
    ).toBe(200);
    const { headers: admin } = await loginAs(t.app, 'ADMIN');
    expect((await get(`/api/homework/${homework.id}/solution`, admin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown task and 400 for an absurd key', async () => {
    expect((await get(`/api/homework/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/homework/nie-ma-takiego')).statusCode).toBe(404);
    const long = await get(`/api/homework/${'a'.repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Niepoprawny identyfikator');
  });
});

describe('GET /api/homework/{id}/solution', () => {
  it('returns the steps in order', async () => {
    const { homework } = await buildSolvedTask();
    const response = await get(`/api/homework/${homework.id}/solution`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.steps.map((s: { order: number; title: string }) => [s.order, s.title])).toEqual([
      [1, 'Krok 1'],
      [2, 'Odpowiedź'],
    ]);
    expect(body).toMatchObject({ latex: null, images: [], video: null, files: [] });
  });

  it('resolves the solution media ids to files, in order, leaving out missing and owner-only ones', async () => {
    const { headers } = await loginAs(t.app, 'TEACHER');
    const upload = async (filename: string, content: Buffer, assign: string) =>
      (await uploadFile(t.app, headers, { filename, content, assign })).json() as TUploadedFile;
    const second = await upload('b.png', await createPng(), 'HOMEWORK_SOLUTION_IMAGE');
    const first = await upload('a.png', await createPng(), 'HOMEWORK_SOLUTION_IMAGE');
    const video = await upload('film.mp4', createMp4(), 'HOMEWORK_SOLUTION_VIDEO');
    const notes = await upload('notatki.pdf', createPdf(), 'PRIVATE');
    const homework = await buildHomework(t.app, {
      solutionImageIds: [first.id, randomUUID(), second.id],
      solutionVideoId: video.id,
      solutionFileIds: [notes.id],
    });
    const body = (await get(`/api/homework/${homework.slug}/solution`)).json();
    expect(body.images).toEqual([first.id, expect.any(String), second.id]);
    expect(body.imageFiles.map((file: TUploadedFile) => [file.id, file.url])).toEqual([
      [first.id, `/api/file/${first.id}/content`],
      [second.id, `/api/file/${second.id}/content`],
    ]);
    expect(body.videoFile).toMatchObject({ id: video.id, mimetype: 'video/mp4' });
    expect(body.attachmentFiles).toEqual([]);
  });
});
