import { screen } from '@testing-library/react';
import type { TExam } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import { ExamPage } from './ExamPage';

// Generous limits for a loaded CI machine: the first render also loads KaTeX.
vi.setConfig({ testTimeout: 20_000 });

const exam: TExam = {
  id: '1b7e3f0a-2c4d-4e5f-8a9b-0c1d2e3f4a5b',
  slug: 'proba-matura-podstawowa-2026-03',
  name: 'Matura (marzec 2026), poziom podstawowy, arkusz próbny',
  type: 'MATURA',
  date: '2026-03-14',
  level: 'BASIC',
  variant: 'TRIAL',
  details: null,
  status: 'PUBLIC',
  tasksCount: 2,
  pointsTotal: 4.5,
  hasMockPaper: false,
  mockPaper: null,
  tasks: [
    {
      position: 2,
      points: 2,
      homework: {
        id: '3d9a5b2c-4e6f-4a7b-8c9d-0e1f2a3b4c5d',
        slug: 'drugie-zadanie',
        description: '<p>Treść drugiego zadania</p>',
        closed: false,
        level: 'HIGH_SCHOOL',
      },
    },
    {
      position: 1,
      points: 2.5,
      homework: {
        id: '2c8f4a1b-3d5e-4f6a-9b0c-1d2e3f4a5b6c',
        slug: 'pierwsze-zadanie',
        description: '<p>Treść pierwszego zadania</p>',
        closed: true,
        level: 'HIGH_SCHOOL',
      },
    },
  ],
};

/** An exam solved as a paper against the clock: its items are the paper's, none in the catalogue. */
const paperExam: TExam = {
  ...exam,
  slug: 'arkusz-probny',
  tasksCount: 21,
  pointsTotal: 30,
  hasMockPaper: true,
  mockPaper: {
    title: 'Próbny egzamin ósmoklasisty',
    kind: 'E8',
    durationMinutes: 125,
    extendedDurationMinutes: 190,
    calculatorAllowed: false,
    items: 21,
    maxPoints: 30,
  },
  tasks: [],
};

function stubApi(found = true) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (found && path === `/api/exam/${exam.slug}`) return json(200, exam);
    if (path === `/api/exam/${paperExam.slug}`) return json(200, paperExam);
    return json(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono egzaminu.' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const renderPage = (path: string) => {
  renderRoutes([{ path: '/exams/:slug', element: <ExamPage /> }], { path });
};

describe('ExamPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the exam details and its tasks in order with points rounded down', async () => {
    const fetchMock = stubApi();
    renderPage(`/exams/${exam.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: exam.name })).toBeInstanceOf(Element);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/api/exam/${exam.slug}`);

    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Zadanie 1', 'Zadanie 2']);
    // Task 1 is the one at position 1 (2.5 points → '2 pkt'); the total 4.5 → '4 pkt'.
    expect(await screen.findByText('Treść pierwszego zadania')).toBeInstanceOf(Element);
    const first = screen.getByRole('article', { name: 'Zadanie 1' });
    expect(first.textContent).toContain('2 pkt');
    expect(first.textContent).toContain('Treść pierwszego zadania');
    expect(screen.getByText('4 pkt')).toBeInstanceOf(Element);
    expect(screen.getByText('14 marca 2026')).toBeInstanceOf(Element);
    expect(screen.getByText('Poziom podstawowy')).toBeInstanceOf(Element);
    expect(screen.getByText('Arkusz próbny')).toBeInstanceOf(Element);

    expect(screen.getByRole('link', { name: 'Wersja do druku' }).getAttribute('href')).toBe(`/exams/${exam.slug}/pdf`);
    expect(screen.getByRole('link', { name: 'Otwórz zadanie: Zadanie 1' }).getAttribute('href')).toBe(
      '/homeworks/pierwsze-zadanie',
    );
  });

  it('offers the paper against the clock and no empty list of tasks for an exam solved as a paper', async () => {
    stubApi();
    renderPage(`/exams/${paperExam.slug}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Rozwiąż arkusz na czas' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('heading', { name: 'Zadania' })).toBeNull();
  });

  it('shows the not-found state for an unknown exam', async () => {
    stubApi(false);
    renderPage('/exams/nie-ma');
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono egzaminu.' })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Wróć do listy egzaminów' }).getAttribute('href')).toBe('/exams');
  });
});
