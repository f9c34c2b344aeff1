import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app';
import { buildHomework, loginAs } from '../../../test/factories';
import { exams, homeworkExams } from '../../db/schema';
import { e8Paper } from '../../seed/demo-content/mock-exams';
import { seedMockPapers } from '../../seed/seed-mock-papers';
import { examNotFound } from './exams.service';

const t = useTestApp();

async function buildExams() {
  const [matura, privateExam] = await t.app.db
    .insert(exams)
    .values([
      {
        slug: 'matura-proba-2026',
        type: 'MATURA',
        date: '2026-03-14',
        level: 'BASIC',
        variant: 'TRIAL',
        details: 'Arkusz Zadania',
      },
      {
        slug: 'egzamin-wewnetrzny',
        type: 'EIGHTH_GRADE',
        date: '2025-12-06',
        level: null,
        variant: 'MAIN',
        details: null,
        status: 'PRIVATE',
      },
    ])
    .returning();
  const first = await buildHomework(t.app, { description: '<p>Pierwsze</p>' });
  const second = await buildHomework(t.app, { description: '<p>Drugie</p>', closed: true });
  const hidden = await buildHomework(t.app, { status: 'PRIVATE' });
  await t.app.db.insert(homeworkExams).values([
    { homeworkId: second.id, examId: matura!.id, position: 2, points: 2.5 },
    { homeworkId: first.id, examId: matura!.id, position: 1, points: 1 },
    { homeworkId: hidden.id, examId: matura!.id, position: 3, points: 4 },
  ]);
  return { matura: matura!, privateExam: privateExam!, first, second };
}

describe('GET /api/exam', () => {
  it('lists public exams with titles, task counts and points of public tasks', async () => {
    const { matura } = await buildExams();
    const response = await t.app.inject({ method: 'GET', url: '/api/exam' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      results: [
        expect.objectContaining({
          id: matura.id,
          name: 'Matura (marzec 2026), poziom podstawowy, arkusz próbny, Arkusz Zadania',
          tasksCount: 2,
          pointsTotal: 3.5,
          date: '2026-03-14',
        }),
      ],
      total: 1,
      page: 1,
      pageCount: 1,
    });
  });

  it('shows private exams to ADMIN and filters by type', async () => {
    await buildExams();
    const { headers } = await loginAs(t.app, 'ADMIN');
    expect((await t.app.inject({ method: 'GET', url: '/api/exam', headers })).json().total).toBe(2);
    const eighth = (await t.app.inject({ method: 'GET', url: '/api/exam?type=EIGHTH_GRADE', headers })).json();
    expect(eighth.results.map((e: { slug: string }) => e.slug)).toEqual(['egzamin-wewnetrzny']);
  });

  it('searches the composed titles by words, without Polish letters or case mattering, and pages the matches', async () => {
    await buildExams();
    const { headers } = await loginAs(t.app, 'ADMIN');
    const search = async (text: string, extra = '') =>
      (
        await t.app.inject({ method: 'GET', url: `/api/exam?search=${encodeURIComponent(text)}${extra}`, headers })
      ).json();
    expect((await search('MARZEC próbNY')).results.map((e: { slug: string }) => e.slug)).toEqual(['matura-proba-2026']);
    expect((await search('osmoklasisty grudzien')).results.map((e: { slug: string }) => e.slug)).toEqual([
      'egzamin-wewnetrzny',
    ]);
    expect(await search('2026 rozszerzony')).toEqual({ results: [], total: 0, page: 1, pageCount: 0 });
    const paged = await search('20', '&pageSize=1&page=2');
    expect(paged).toMatchObject({ total: 2, page: 2, pageCount: 2 });
    expect(paged.results.map((e: { slug: string }) => e.slug)).toEqual(['egzamin-wewnetrzny']);
    // Anonymous visitors search public exams only.
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/exam?search=egzamin' });
    expect(anonymous.json().total).toBe(0);
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/exam?search=${'a'.repeat(101)}` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Maksimum 100 znaków');
  });

  it('filters the exams that can be solved as a paper against the clock', async () => {
    await buildExams();
    await seedMockPapers(t.app.db, [e8Paper]);
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/exam${query}` })).json<{
        results: { slug: string; hasMockPaper: boolean }[];
      }>();
    expect((await list('?mockPaper=true')).results).toEqual([
      expect.objectContaining({ slug: e8Paper.slug, hasMockPaper: true }),
    ]);
    expect((await list('?mockPaper=false')).results.every((exam) => !exam.hasMockPaper)).toBe(true);
    const wrong = await t.app.inject({ method: 'GET', url: '/api/exam?mockPaper=tak' });
    expect({ status: wrong.statusCode, message: wrong.json().message }).toEqual({
      status: 400,
      message: 'Niepoprawna wartość filtra',
    });
  });

  it('rejects a bad page size', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/exam?pageSize=500' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Rozmiar strony musi wynosić od 1 do 50');
  });
});

describe('GET /api/exam/{id or slug}', () => {
  it('returns the exam with its public tasks in order', async () => {
    const { matura, first, second } = await buildExams();
    const body = (await t.app.inject({ method: 'GET', url: '/api/exam/matura-proba-2026' })).json();
    expect(body.id).toBe(matura.id);
    expect(
      body.tasks.map((task: { position: number; points: number; homework: { id: string } }) => [
        task.position,
        task.points,
        task.homework.id,
      ]),
    ).toEqual([
      [1, 1, first.id],
      [2, 2.5, second.id],
    ]);
  });

  it('hides a private exam from everybody but ADMIN', async () => {
    const { privateExam } = await buildExams();
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/exam/${privateExam.id}` });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json().message).toBe(examNotFound);
    const { headers: teacher } = await loginAs(t.app, 'TEACHER');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/exam/${privateExam.id}`, headers: teacher })).statusCode,
    ).toBe(404);
    const { headers: admin } = await loginAs(t.app, 'ADMIN');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/exam/${privateExam.slug}`, headers: admin })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/exam/${randomUUID()}`, headers: admin })).statusCode).toBe(
      404,
    );
  });
});
