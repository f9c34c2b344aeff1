import { screen, within } from '@testing-library/react';
import type { TAssignmentSummary, TClassSummary } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest, testSession } from '../../test/session';
import { answerByRoute, stubApiCalls, type TApiAnswer } from '../../test/stub-api';
import { HomePage } from './HomePage';
import { splitByDueDate } from './TeacherClassCard';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const classId = 'c1a55000-0000-4000-8000-000000000001';
const day = 24 * 3_600_000;

const schoolClass = (overrides: Partial<TClassSummary> = {}): TClassSummary => ({
  id: classId,
  name: '8b',
  schoolYear: '2026/2027',
  subject: 'MATHS',
  level: 'SP8',
  code: 'ABCDEF23',
  joinUrl: null,
  autoAdmit: false,
  archivedAt: null,
  pupilCount: 24,
  pendingCount: 2,
  teachers: [],
  membership: null,
  createdAt: '2026-09-01T08:00:00.000Z',
  policies: { read: true, readRoster: true, update: true, manageRoster: true, manageTeachers: true, leave: false },
  ...overrides,
});

const assignment = (id: string, title: string, dueInDays: number): TAssignmentSummary => ({
  id: `a5516000-0000-4000-8000-00000000000${id}`,
  classId,
  className: '8b',
  title,
  startsAt: '2026-09-01T08:00:00.000Z',
  dueAt: new Date(Date.now() + dueInDays * day).toISOString(),
  attempts: 3,
  late: 'ACCEPT',
  solutionsAfterDue: false,
  weight: 1,
  category: 'HOMEWORK',
  archivedAt: null,
  hasAnswers: false,
  itemCount: 5,
  pupilCount: 24,
  progress: null,
  createdAt: '2026-09-01T08:00:00.000Z',
  updatedAt: '2026-09-01T08:00:00.000Z',
  policies: { read: true, update: true, delete: true, archive: true, answer: false, readResults: true },
});

const mastery = {
  pupilCount: 24,
  weeks: ['2026-11-22'],
  requirements: [
    { system: 'PP2017', code: 'SP7-8.V', text: 'Obliczenia procentowe', met: 10, mastered: 2, history: [2] },
    { system: 'PP2017', code: 'SP7-8.II', text: null, met: 8, mastered: 6, history: [6] },
    { system: 'PP2017', code: 'SP7-8.XV', text: null, met: 0, mastered: 0, history: [0] },
  ],
};

/** Signed in as `role`; the teacher's classes and what each of them has. */
function stubApi(role: 'USER' | 'TEACHER', routes: Record<string, TApiAnswer>) {
  saveSession(testSession);
  const answer = answerByRoute(routes);
  return stubApiCalls((call, init) =>
    call.path === '/api/user/me' ? jsonResponse(200, buildMe(role)) : answer(call, init),
  );
}

const teacherRoutes = (classes: TClassSummary[]): Record<string, TApiAnswer> => ({
  'GET /api/class': () => jsonResponse(200, { items: classes }),
  [`GET /api/class/${classId}/assignment`]: () =>
    jsonResponse(200, {
      items: [
        assignment('1', 'Potęgi', 3),
        assignment('2', 'Procenty', -2),
        assignment('3', 'Ułamki', -40),
        assignment('4', 'Pierwiastki', 10),
      ],
    }),
  [`GET /api/class/${classId}/mastery`]: () => jsonResponse(200, mastery),
  'GET /api/homework': ({ search }) =>
    search.get('mine') === 'true' && search.get('underReview') === 'true'
      ? jsonResponse(200, { results: [], total: 2, page: 1, pageCount: 1, facets: {} })
      : undefined,
});

const renderHome = () => renderRoutes([{ path: '/', element: <HomePage /> }], { path: '/' });

describe("a teacher's home", () => {
  it('shows what each class needs, the tasks in review and the ways to a new assignment and the generators', async () => {
    const calls = stubApi(
      'TEACHER',
      teacherRoutes([schoolClass(), schoolClass({ id: 'c2', name: '7a', archivedAt: '2026-06-30T08:00:00.000Z' })]),
    );
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pulpit nauczyciela' })).toBeInstanceOf(Element);
    const classes = await screen.findByRole('list', { name: 'Twoje klasy' });
    const card = within(classes).getByRole('listitem', { name: '8b' });
    expect(within(classes).queryByText('7a')).toBeNull();
    expect(within(card).getByText('24 uczniowie')).toBeInstanceOf(Element);
    expect(within(card).getByText('2 uczniowie czekają na przyjęcie')).toBeInstanceOf(Element);

    const soon = await within(card).findByRole('link', { name: 'Potęgi' });
    expect(soon.getAttribute('href')).toBe('/assignments/a5516000-0000-4000-8000-000000000001/results');
    expect(within(card).getByRole('link', { name: 'Pierwiastki' })).toBeInstanceOf(Element);
    expect(within(card).getByRole('link', { name: 'Wyniki: Procenty' })).toBeInstanceOf(Element);
    expect(within(card).queryByText('Ułamki')).toBeNull();

    const weakest = await within(card).findByRole('link', { name: 'SP7-8.V Obliczenia procentowe – opanowało 2 z 10' });
    expect(weakest.getAttribute('href')).toBe(`/homeworks?requirements=${encodeURIComponent('PP2017:SP7-8.V')}`);
    expect(within(card).getByRole('link', { name: 'SP7-8.II – opanowało 6 z 8' })).toBeInstanceOf(Element);
    expect(within(card).queryByText(/SP7-8\.XV/)).toBeNull();
    expect(within(card).getByRole('link', { name: 'Zadaj pracę domową' }).getAttribute('href')).toBe(
      `/classes/${classId}/assignments/new`,
    );

    const actions = screen.getByRole('navigation', { name: 'Na skróty' });
    expect(within(actions).getByRole('link', { name: 'Nowa praca domowa' }).getAttribute('href')).toBe(
      `/classes/${classId}/assignments/new`,
    );
    expect(within(actions).getByRole('link', { name: 'Generatory zadań' }).getAttribute('href')).toBe('/generators');

    const review = screen.getByRole('region', { name: 'Twoje zadania w recenzji' });
    expect(await within(review).findByText('2 zadania czekają')).toBeInstanceOf(Element);
    expect(within(review).getByRole('link', { name: 'Zobacz zadania w recenzji' }).getAttribute('href')).toBe(
      '/account/homeworks?underReview=true',
    );
    expect(calls.some((call) => call.path.startsWith('/api/learn'))).toBe(false);
  });

  it('without a class, invites to found one', async () => {
    stubApi('TEACHER', teacherRoutes([]));
    renderHome();
    expect(await screen.findByText('Nie masz jeszcze żadnej klasy. Załóż ją i zaproś uczniów kodem.')).toBeInstanceOf(
      Element,
    );
    expect(screen.getByRole('link', { name: 'Załóż klasę' }).getAttribute('href')).toBe('/classes');
    expect(screen.getByRole('link', { name: 'Nowa praca domowa' }).getAttribute('href')).toBe('/classes');
  });

  it('says when the classes cannot be loaded', async () => {
    stubApi('TEACHER', {
      ...teacherRoutes([]),
      'GET /api/class': () => jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Błąd.' }),
    });
    renderHome();
    expect(await screen.findByText('Nie udało się wczytać Twoich klas.')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInstanceOf(Element);
  });
});

describe("a student's home", () => {
  it('stays the learning dashboard', async () => {
    const calls = stubApi('USER', {});
    renderHome();
    await vi.waitFor(() => expect(calls.some((call) => call.path.startsWith('/api/learn'))).toBe(true));
    expect(screen.queryByText('Pulpit nauczyciela')).toBeNull();
    expect(calls.some((call) => call.path === '/api/class')).toBe(false);
  });
});

describe('splitByDueDate', () => {
  it('takes the two next due dates and the two that passed in the last fortnight', () => {
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    const at = (days: number) => new Date(now + days * day).toISOString();
    const items = [1, 5, 2, 9, -1, -3, -13, -15].map((days, index) => ({
      ...assignment(String(index), `T${days}`, 0),
      dueAt: at(days),
    }));
    const { upcoming, recent } = splitByDueDate(items, now);
    expect(upcoming.map((item) => item.title)).toEqual(['T1', 'T2']);
    expect(recent.map((item) => item.title)).toEqual(['T-1', 'T-3']);
  });
});
