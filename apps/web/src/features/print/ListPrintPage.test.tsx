import { screen, waitFor } from '@testing-library/react';
import type { TFavoriteDetail, THomework, TSolution } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { saveSession } from '../../lib/api/token-storage';
import { jsonResponse } from '../../test/fixtures';
import { buildHomework, buildSolution } from '../../test/homework-fixtures';
import { renderRoutes } from '../../test/render';
import { withHomeworkPolicies } from '../../test/server-policies';
import { ListPrintPage } from './ListPrintPage';

vi.setConfig({ testTimeout: 20_000 });

const listId = '33333333-3333-4333-8333-333333333333';
const taskId = (n: number) => `6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f0${n}`;

function buildTask(n: number, overrides: Partial<THomework> = {}): THomework {
  return withHomeworkPolicies(
    buildHomework({
      id: taskId(n),
      slug: `zadanie-${n}`,
      status: 'PUBLIC',
      author: null,
      description: `<p>Treść zadania numer ${n}</p>`,
      answer: `<p>Odpowiedź otwarta ${n}</p>`,
      ...overrides,
    }),
    null,
  );
}

const closedTask = buildTask(1, {
  closed: true,
  answer: null,
  answers: [
    { id: 'a1a1a1a1-1b2c-4d3e-8f4a-5b6c7d8e9f01', label: null, answer: '<p>pierwsza</p>', correct: false },
    { id: 'b2b2b2b2-1b2c-4d3e-8f4a-5b6c7d8e9f01', label: null, answer: '<p>druga</p>', correct: true },
  ],
  homeworkExams: [
    {
      id: 'c3c3c3c3-1b2c-4d3e-8f4a-5b6c7d8e9f01',
      points: 2.9,
      exam: { id: 'd4d4d4d4-1b2c-4d3e-8f4a-5b6c7d8e9f01', slug: 'm', name: 'Matura', type: 'MATURA', level: 'BASIC' },
    },
  ],
});
const openTask = buildTask(2);

const solutionOf = (n: number): TSolution =>
  buildSolution({
    steps: [
      {
        id: `e5e5e5e5-1b2c-4d3e-8f4a-5b6c7d8e9f0${n}`,
        order: 1,
        title: `Krok zadania ${n}`,
        description: '',
        latex: '',
      },
    ],
  });

const detail = (tasks: THomework[]): TFavoriteDetail => ({
  id: listId,
  name: 'Matura próbna',
  description: '',
  kind: 'CUSTOM',
  homeworks: tasks.map((task, position) => ({
    id: `e000000${position}-0000-4000-8000-000000000000`,
    homeworkId: task.id,
    position,
  })),
  cards: tasks.map((task, position) => ({
    ...task,
    highlight: null,
    entryId: `e000000${position}-0000-4000-8000-000000000000`,
  })),
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
});

function stubApi(listStatus = 200) {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      paths.push(path);
      if (path === `/api/favorite/${listId}`) {
        return listStatus === 200
          ? jsonResponse(200, detail([closedTask, openTask]))
          : jsonResponse(listStatus, { statusCode: listStatus, error: 'Not Found', message: 'Nie znaleziono zasobu.' });
      }
      for (const [n, task] of [closedTask, openTask].entries()) {
        if (path === `/api/homework/${task.slug}`) return jsonResponse(200, task);
        if (path === `/api/homework/${task.id}/solution`) return jsonResponse(200, solutionOf(n + 1));
      }
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono.' });
    }),
  );
  return paths;
}

const renderPage = (query: string) =>
  renderRoutes([{ path: '/account/lists/:id/pdf', element: <ListPrintPage /> }], {
    path: `/account/lists/${listId}/pdf${query}`,
  });

const ready = (container: HTMLElement) =>
  waitFor(() => expect(container.querySelector('[data-print-ready="true"]')).not.toBeNull());
const headings = () => screen.getAllByRole('heading').map((heading) => heading.textContent);

describe('ListPrintPage', () => {
  beforeEach(() => {
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: '6f1c1f4e-8d1f-4c53-9a49-0c2b1e6b7a10' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.classList.remove('list-print-dark');
  });

  it('prints each task with its exam points and its solution, then says it is ready', async () => {
    stubApi();
    const { container } = renderPage('');
    await ready(container);
    expect(headings()).toEqual([
      'Matura próbna',
      'Zadanie 1(2 pkt)',
      'Rozwiązanie',
      'Krok zadania 1',
      'Zadanie 2',
      'Rozwiązanie',
      'Krok zadania 2',
      'Odpowiedź',
    ]);
    expect(container.querySelector('[data-print-failed]')).toBeNull();
    expect(document.documentElement.classList.contains('list-print-dark')).toBe(false);
  });

  it('as a worksheet: the tasks, then the answer key, then the full solutions; dark on request', async () => {
    stubApi();
    const { container } = renderPage('?theme=dark&worksheet=true&solutions=true&numbered=true');
    await ready(container);
    expect(headings()).toEqual([
      'Matura próbna',
      'Zadanie 1(2 pkt)',
      'Zadanie 2',
      'Odpowiedzi',
      'Rozwiązania',
      'Rozwiązanie zadania 1',
      'Krok zadania 1',
      'Rozwiązanie zadania 2',
      'Krok zadania 2',
    ]);
    const key = [...container.querySelectorAll('.list-print-key-row')].map((row) => row.textContent);
    expect(key).toEqual(['Zadanie 1B', 'Zadanie 2Odpowiedź otwarta 2']);
    expect(screen.getByRole('heading', { name: 'Odpowiedzi' }).closest('section')?.className).toBe('list-print-break');
    expect(document.documentElement.classList.contains('list-print-dark')).toBe(true);
  });

  it('as a worksheet without solutions reads no solution, and unnumbered tasks have no headings', async () => {
    const paths = stubApi();
    const { container } = renderPage('?worksheet=true&numbered=false');
    await ready(container);
    expect(headings()).toEqual(['Matura próbna', 'Odpowiedzi']);
    const key = [...container.querySelectorAll('.list-print-key-row')].map((row) => row.textContent);
    expect(key).toEqual(['1.B', '2.Odpowiedź otwarta 2']);
    expect(paths.filter((path) => path.endsWith('/solution'))).toEqual([]);
  });

  it('says it failed (data-print-failed) when the list cannot be read, and never that it is ready', async () => {
    stubApi(404);
    const { container } = renderPage('?worksheet=true');
    await waitFor(() =>
      expect(container.querySelector('[data-print-failed]')?.textContent).toBe('Nie znaleziono listy.'),
    );
    expect(container.querySelector('[data-print-ready="true"]')).toBeNull();
  });
});
