import { screen, within } from '@testing-library/react';
import type { TExam, TMockPrintPaper } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import { stubJsonApi } from '../../test/stub-api';
import { ExamPrintPage } from './ExamPrintPage';

vi.setConfig({ testTimeout: 20_000 });

const pp = (code: string) => ({ system: 'PP2017' as const, code });

/** An exam solved as a paper against the clock: no catalogue tasks, its items are the paper's. */
const exam: TExam = {
  id: '1b7e3f0a-2c4d-4e5f-8a9b-0c1d2e3f4a5b',
  slug: 'e8-probny',
  name: 'Egzamin ósmoklasisty (próbny)',
  type: 'EIGHTH_GRADE',
  date: '2026-03-14',
  level: null,
  variant: 'TRIAL',
  details: null,
  status: 'PUBLIC',
  tasksCount: 3,
  pointsTotal: 4,
  hasMockPaper: true,
  mockPaper: {
    title: 'Próbny egzamin ósmoklasisty',
    kind: 'E8',
    durationMinutes: 125,
    extendedDurationMinutes: 165,
    calculatorAllowed: false,
    items: 3,
    maxPoints: 4,
  },
  tasks: [],
};

const paper: TMockPrintPaper = {
  title: 'Próbny egzamin ósmoklasisty',
  kind: 'E8',
  durationMinutes: 125,
  calculatorAllowed: false,
  maxPoints: 4,
  items: [
    {
      type: 'CLOSED',
      position: 1,
      maxPoints: 1,
      statementHtml: '<p>Ile to dwa do potęgi trzeciej?</p>',
      requirements: [pp('SP7-8.I')],
      conceptSlugs: [],
      options: [
        { key: 'A', html: '<p>6</p>' },
        { key: 'B', html: '<p>8</p>' },
      ],
    },
    {
      type: 'TRUE_FALSE',
      position: 2,
      maxPoints: 1,
      statementHtml: '<p>Oceń prawdziwość zdań.</p>',
      requirements: [pp('SP4-6.II')],
      conceptSlugs: [],
      statements: [{ html: '<p>Liczba 12 jest parzysta.</p>' }, { html: '<p>Liczba 9 jest pierwsza.</p>' }],
    },
    {
      type: 'OPEN',
      position: 3,
      maxPoints: 2,
      statementHtml: '<p>Uzasadnij, że suma trzech kolejnych liczb jest podzielna przez 3.</p>',
      requirements: [pp('SP7-8.IV')],
      conceptSlugs: [],
      answerKind: null,
      rubric: { steps: [{ points: 2, kind: 'NUMBER' }], slipRule: false },
      machineScorable: false,
    },
  ],
};

describe('ExamPrintPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("prints a mock paper's items, complete and without keys", async () => {
    const calls = stubJsonApi((path) => {
      if (path === `/api/exam/${exam.slug}`) return { status: 200, body: exam };
      if (path === `/api/exam/${exam.id}/mock/paper`) return { status: 200, body: paper };
      return undefined;
    });
    renderRoutes([{ path: '/exams/:slug/pdf', element: <ExamPrintPage /> }], { path: `/exams/${exam.slug}/pdf` });

    expect(await screen.findByRole('heading', { level: 1, name: exam.name })).toBeInstanceOf(Element);
    // The sheet is the page's main landmark (issue 76): a screen reader's 'main' jumps to the tasks.
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1, name: exam.name })).toBeInstanceOf(
      Element,
    );
    expect(screen.getByText(/Liczba zadań: 3/)).toBeInstanceOf(Element);
    const third = await screen.findByRole('region', { name: /^Zadanie 3/ });
    expect(within(third).getByText('Miejsce na rozwiązanie')).toBeInstanceOf(Element);
    const first = screen.getByRole('region', { name: /^Zadanie 1/ });
    expect(
      within(first)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A.6', 'B.8']);
    const second = screen.getByRole('region', { name: /^Zadanie 2/ });
    expect(within(second).getAllByText('P / F')).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Rozwiązania' })).toBeNull();
    expect(calls.some((call) => call.path === `/api/exam/${exam.id}/mock/paper`)).toBe(true);
  });
});
