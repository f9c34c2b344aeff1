import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TClass, TExamSummary, TGeneratorSummary, THomeworkCard, THomeworkList } from '@zadania/shared';
import { facetGroups } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { buildHomework } from '../../test/homework-fixtures';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import type { TApiCall } from '../../test/stub-api';
import { json, stubTutoringApi, teacherId } from '../tutoring/tutoring-test-kit';
import { NewAssignmentPage } from './NewAssignmentPage';

// The first render of a result also loads KaTeX.
vi.setConfig({ testTimeout: 30_000 });

clearSessionAfterEachTest();

const classId = 'c1a55000-0000-4000-8000-000000000007';
const primaryId = '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const maturaId = '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f02';
const openId = '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f03';

const schoolClass: TClass = {
  id: classId,
  name: '7a',
  schoolYear: '2026/2027',
  subject: 'MATHS',
  level: 'SP7',
  code: 'ABCDEF27',
  joinUrl: 'https://zadania.example/classes/join/ABCDEF27',
  autoAdmit: false,
  archivedAt: null,
  pupilCount: 0,
  pendingCount: 0,
  teachers: [{ id: teacherId, username: 'anna', name: 'Anna Nowak', owner: true }],
  membership: null,
  createdAt: '2026-09-01T08:00:00.000Z',
  policies: { read: true, readRoster: true, update: true, manageRoster: true, manageTeachers: true, leave: false },
  pupils: [],
  pending: [],
};

const card = (id: string, overrides: Partial<THomeworkCard>): THomeworkCard => ({
  id,
  slug: id,
  status: 'PUBLIC',
  adminReview: null,
  author: null,
  title: null,
  description: '<p>Zadanie</p>',
  highlight: null,
  closed: false,
  level: 'PRIMARY',
  subject: 'MATHS',
  type: null,
  ratingsAvg: 0,
  ratingsCount: 0,
  solutionFormats: [],
  domains: [],
  theorems: [],
  definitions: [],
  tags: [],
  createdAt: '2025-09-05T09:00:00.000Z',
  ...overrides,
});

const primary = card(primaryId, {
  description: '<p>Rozwiąż równanie <span data-type="inline-math" data-latex="3x+5=20"></span>.</p>',
});
const open = card(openId, {
  description: '<p>Rozwiąż równanie <span data-type="inline-math" data-latex="x^2=9"></span>.</p>',
});
const matura = card(maturaId, {
  title: 'Równanie \\log_2(x+2)=3',
  description: '<p>Rozwiąż równanie <span data-type="inline-math" data-latex="\\log_2(x+2)=3"></span>.</p>',
  level: 'HIGH_SCHOOL',
});

const list = (results: THomeworkCard[]): THomeworkList => ({
  results,
  total: results.length,
  page: 1,
  pageCount: 1,
  facets: Object.fromEntries(facetGroups.map((group) => [group, []])) as unknown as THomeworkList['facets'],
});

const e8Exam = { id: 'e8e8e8e8-0000-4000-8000-000000000001', name: 'Egzamin ósmoklasisty (maj 2024)' };

const generators: TGeneratorSummary[] = [
  {
    id: 'e8-procent-z-liczby',
    title: 'Procent z liczby',
    subject: 'MATHS',
    exam: 'E8',
    section: 'Procenty',
    requirements: [{ system: 'PP2017', code: 'SP7-8.V.2' }],
    conceptSlugs: [],
  },
  {
    id: 'mr-calka-oznaczona',
    title: 'Całka oznaczona',
    subject: 'MATHS',
    exam: 'STUDIA',
    section: 'Całki',
    requirements: [],
    conceptSlugs: [],
  },
  {
    id: 'mr-logarytm',
    title: 'Równanie logarytmiczne',
    subject: 'MATHS',
    exam: 'MATURA_R',
    section: 'Logarytmy',
    requirements: [{ system: 'PP2017', code: 'LO-R.I.9' }],
    conceptSlugs: [],
  },
];

const examSummary = (id: string, name: string, type: TExamSummary['type']): TExamSummary => ({
  id,
  slug: id,
  name,
  type,
  date: '2024-05-14',
  level: type === 'MATURA' ? 'BASIC' : null,
  variant: 'MAIN',
  details: null,
  status: 'PUBLIC',
  tasksCount: 20,
  pointsTotal: 30,
  hasMockPaper: true,
});

function stubPickerApi() {
  return stubTutoringApi(
    {
      [`GET /api/class/${classId}`]: () => json(200, schoolClass),
      'GET /api/generator': () => json(200, { results: generators }),
      'GET /api/exam': () =>
        json(200, {
          results: [
            examSummary(e8Exam.id, e8Exam.name, 'EIGHTH_GRADE'),
            examSummary('a0a0a0a0-0000-4000-8000-000000000002', 'Matura (maj 2024), poziom podstawowy', 'MATURA'),
          ],
          total: 2,
          page: 1,
          pageCount: 1,
        }),
      'GET /api/homework': (call: TApiCall) =>
        json(200, list(call.search.get('levels') === 'PRIMARY' ? [primary, open] : [primary, open, matura])),
      [`GET /api/homework/${primaryId}`]: () =>
        json(200, {
          ...buildHomework({ id: primaryId, level: 'PRIMARY', status: 'PUBLIC', description: primary.description }),
          answerCheck: { kind: 'NUMBER' },
          requirements: [{ system: 'PP2017', code: 'SP7-8.V' }],
          homeworkExams: [
            { id: e8Exam.id, points: 1, exam: { ...e8Exam, slug: 'e8-2024', type: 'EIGHTH_GRADE', level: null } },
          ],
          policies: {},
        }),
      [`GET /api/homework/${openId}`]: () =>
        json(200, { ...buildHomework({ id: openId, level: 'PRIMARY', description: open.description }), policies: {} }),
      [`GET /api/homework/${maturaId}`]: () =>
        json(200, {
          ...buildHomework({ id: maturaId, title: matura.title, description: matura.description }),
          answerCheck: { kind: 'NUMBER' },
          policies: {},
        }),
    },
    { role: 'TEACHER' },
  );
}

const renderForm = () =>
  renderRoutes([{ path: '/classes/:id/assignments/new', element: <NewAssignmentPage /> }], {
    path: `/classes/${classId}/assignments/new`,
  });

async function search(words: string) {
  fireEvent.change(await screen.findByLabelText(/Szukaj w katalogu/), { target: { value: words } });
  fireEvent.click(screen.getByText('Szukaj'));
  return screen.findByLabelText('Wyniki wyszukiwania');
}

describe('the catalogue picker of an SP7 class', () => {
  it('renders the formulas, names the level and keeps matura tasks out until widened', async () => {
    const calls = stubPickerApi();
    renderForm();
    const results = await search('równanie');
    expect(calls.find((call) => call.path === '/api/homework')?.search.get('levels')).toBe('PRIMARY');
    await waitFor(() =>
      expect([...results.querySelectorAll('.katex annotation')].map((node) => node.textContent)).toEqual([
        '3x+5=20',
        'x^2=9',
      ]),
    );
    expect(within(results).getAllByText('Poziom: Szkoła podstawowa')).toHaveLength(2);
    expect(within(results).queryByText(/log₂/)).toBeNull();
    // The requirement in words and the exam, once the task's details are in.
    expect(await within(results).findByText(/SP7-8\.V: /)).toBeInstanceOf(Element);
    expect(within(results).getByText('Egzamin ósmoklasisty (maj 2024)')).toBeInstanceOf(Element);
    expect(within(results).getByText('Sprawdzane automatycznie')).toBeInstanceOf(Element);
    // A task without an answer key says why it cannot be added.
    expect(await within(results).findByText(/Tego zadania nie można zadać klasie/)).toBeInstanceOf(Element);
    expect((screen.getByLabelText('Dodaj zadanie: Rozwiąż równanie x²=9.') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByLabelText('Pokaż zadania z innych poziomów'));
    expect(
      await within(await screen.findByLabelText('Wyniki wyszukiwania')).findByText(/^Równanie log₂/),
    ).toBeInstanceOf(Element);
    expect(screen.getByText('Poziom: Szkoła średnia')).toBeInstanceOf(Element);
  });

  it('opens the preview of a statement and closes it, then adds the task', async () => {
    stubPickerApi();
    renderForm();
    await search('równanie');
    fireEvent.click(screen.getByLabelText(/Podgląd zadania: Rozwiąż równanie 3x\+5=20/));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Podgląd zadania')).toBeInstanceOf(Element);
    await waitFor(() => expect(dialog.querySelector('.katex annotation')?.textContent).toBe('3x+5=20'));
    expect(within(dialog).getByText(/SP7-8\.V: /)).toBeInstanceOf(Element);
    fireEvent.click(within(dialog).getByText('Zamknij'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const add = await screen.findByLabelText(/Dodaj zadanie: Rozwiąż równanie 3x\+5=20/);
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    expect(within(screen.getByLabelText('Wybrane pozycje')).getByText(/1\. Rozwiąż równanie 3x\+5=20/)).toBeInstanceOf(
      Element,
    );
  });

  it('offers only the generators and mock papers of the class level until widened', async () => {
    stubPickerApi();
    renderForm();
    expect(await screen.findByLabelText('Dodaj generator: Procent z liczby')).toBeInstanceOf(Element);
    expect(screen.queryByLabelText('Dodaj generator: Całka oznaczona')).toBeNull();
    expect(screen.queryByLabelText('Dodaj generator: Równanie logarytmiczne')).toBeNull();
    expect(await screen.findByLabelText(`Dodaj arkusz: ${e8Exam.name}`)).toBeInstanceOf(Element);
    expect(screen.queryByLabelText(/Dodaj arkusz: Matura/)).toBeNull();

    fireEvent.click(screen.getByLabelText('Pokaż generatory z innych poziomów'));
    expect(await screen.findByLabelText('Dodaj generator: Całka oznaczona')).toBeInstanceOf(Element);
    expect(screen.getByLabelText('Dodaj generator: Równanie logarytmiczne')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByLabelText('Pokaż arkusze z innych poziomów'));
    expect(await screen.findByLabelText(/Dodaj arkusz: Matura/)).toBeInstanceOf(Element);
  });
});
