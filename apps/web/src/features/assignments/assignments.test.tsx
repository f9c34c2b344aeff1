import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  addDays,
  type TAssignment,
  type TAssignmentAnswerResult,
  type TAssignmentResults,
  type TAssignmentSummary,
  type TClass,
  zonedParts,
  zonedTimeToUtc,
} from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { recordDownloadNames, stubObjectUrls } from '../../test/downloads';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { posts } from '../../test/stub-api';
import { ClassPage } from '../classes/ClassPage';
import { NewAssignmentPage } from '../classes/NewAssignmentPage';
import { HomePage } from '../home/HomePage';
import { json, stubTutoringApi, studentId, teacherId } from '../tutoring/tutoring-test-kit';
import { AssignmentPage } from './AssignmentPage';
import { AssignmentResultsPage } from './AssignmentResultsPage';
import { AssignmentResultsPrintPage } from './AssignmentResultsPrintPage';
import { PupilAssignmentsPage } from './PupilAssignmentsPage';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const classId = 'c1a55000-0000-4000-8000-000000000001';
const assignmentId = 'a5516000-0000-4000-8000-000000000001';
const otherPupilId = 'c1a55000-0000-4000-8000-0000000000a2';
const policies = { read: true, update: true, delete: true, archive: true, answer: false, readResults: true };
const pupilPolicies = { read: true, update: false, delete: false, archive: false, answer: true, readResults: false };
const generator = {
  id: 'e8-procent-z-liczby',
  title: 'Procent z liczby',
  exam: 'E8' as const,
  section: 'Procenty',
  requirements: [{ system: 'PP2017', code: 'SP7-8.V.2' }],
  conceptSlugs: ['procent'],
};

/** Tomorrow at 8:00 in Warsaw, as the API sends it. */
const tomorrowAtEight = () => zonedTimeToUtc(addDays(zonedParts(new Date()).date, 1), 8 * 60).toISOString();

const schoolClass: TClass = {
  id: classId,
  name: '8b',
  schoolYear: '2026/2027',
  subject: 'MATHS',
  level: 'SP8',
  code: 'ABCDEF23',
  joinUrl: 'https://zadania.example/classes/join/ABCDEF23',
  autoAdmit: false,
  archivedAt: null,
  pupilCount: 2,
  pendingCount: 0,
  teachers: [{ id: teacherId, username: 'anna', name: 'Anna Nowak', owner: true }],
  membership: null,
  createdAt: '2026-09-01T08:00:00.000Z',
  policies: { read: true, readRoster: true, update: true, manageRoster: true, manageTeachers: true, leave: false },
  pupils: [
    {
      id: studentId,
      username: 'jan',
      name: 'Jan Kowalski',
      joinedAt: '2026-09-02T08:00:00.000Z',
      rosterName: null,
      registerNumber: null,
    },
    {
      id: otherPupilId,
      username: 'zosia',
      name: 'Zosia Nowak',
      joinedAt: '2026-09-02T08:00:00.000Z',
      rosterName: null,
      registerNumber: null,
    },
  ],
  pending: [],
};

const summary = (overrides: Partial<TAssignmentSummary> = {}): TAssignmentSummary => ({
  id: assignmentId,
  classId,
  className: '8b',
  title: 'Procenty',
  startsAt: '2026-11-27T08:00:00.000Z',
  dueAt: '2026-12-04T07:00:00.000Z',
  attempts: 3,
  late: 'ACCEPT',
  solutionsAfterDue: false,
  weight: 1,
  category: 'HOMEWORK',
  archivedAt: null,
  hasAnswers: false,
  itemCount: 1,
  pupilCount: 2,
  progress: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
  policies,
  ...overrides,
});

describe('a teacher sets an assignment', () => {
  it('checks the form with the shared schema, sends a generator item and lists the assignment on the class', async () => {
    let listed: TAssignmentSummary[] = [];
    const created: TAssignment = {
      ...summary(),
      items: [
        {
          position: 1,
          kind: 'GENERATOR',
          homeworkId: null,
          generatorId: generator.id,
          examId: null,
          title: generator.title,
          maxPoints: 1,
          requirements: generator.requirements,
          weight: null,
          answered: false,
          task: null,
          progress: null,
          solution: null,
          mock: null,
          goal: null,
        },
      ],
      pupils: [],
    };
    const calls = stubTutoringApi(
      {
        [`GET /api/class/${classId}`]: () => json(200, schoolClass),
        [`GET /api/class/${classId}/assignment`]: () => json(200, { items: listed }),
        'GET /api/generator': () => json(200, { results: [generator] }),
        [`POST /api/class/${classId}/assignment`]: () => {
          listed = [summary()];
          return json(201, created);
        },
      },
      { role: 'TEACHER' },
    );
    renderRoutes(
      [
        { path: '/classes/:id', element: <ClassPage /> },
        { path: '/classes/:id/assignments/new', element: <NewAssignmentPage /> },
      ],
      { path: `/classes/${classId}`, toasts: true },
    );
    // Label and text queries: role queries over the whole form cost seconds in jsdom.
    const empty = await screen.findByText('Klasa nie ma jeszcze zadań domowych.');
    const section = empty.closest('section')!;
    expect(section.getAttribute('aria-labelledby')).toBe(within(section).getByText('Zadane').id);
    fireEvent.click(within(section).getByText('Zadaj'));

    fireEvent.change(await screen.findByLabelText(/Tytuł/), { target: { value: 'Procenty' } });
    const submit = screen.getByText('Zadaj').closest('button')!;
    expect(submit.getAttribute('type')).toBe('submit');
    fireEvent.click(submit);
    expect(await screen.findByText('Dodaj co najmniej jedno zadanie.')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([]);

    fireEvent.click(await screen.findByLabelText('Dodaj generator: Procent z liczby'));
    const chosen = screen.getByLabelText('Wybrane pozycje');
    expect(within(chosen).getByText('1. Procent z liczby')).toBeInstanceOf(Element);
    fireEvent.change(screen.getByLabelText(/Termin oddania/), { target: { value: '2026-12-04T08:00' } });
    fireEvent.click(screen.getByLabelText('Nie przyjmuj'));
    fireEvent.click(submit);

    const listItem = (await screen.findByText('Procenty')).closest('a')!;
    expect(listItem.getAttribute('href')).toBe(`/assignments/${assignmentId}/results`);
    expect(screen.getByText('Termin: 4.12.2026, 8:00')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([
      {
        path: `/api/class/${classId}/assignment`,
        body: {
          title: 'Procenty',
          items: [{ kind: 'GENERATOR', generatorId: generator.id }],
          // 8:00 in Warsaw is 7:00 UTC in December.
          dueAt: '2026-12-04T07:00:00.000Z',
          attempts: 3,
          late: 'REFUSE',
          solutionsAfterDue: false,
          weight: 1,
          category: 'HOMEWORK',
        },
      },
    ]);
  });
});

describe('a pupil works on an assignment', () => {
  const failToLoad = () => Promise.reject(new Error('no MathLive in jsdom'));
  const progress = { answered: 0, correct: 0, itemCount: 1, late: false, status: 'TODO' as const };
  const pupilAssignment = (): TAssignment => ({
    ...summary({ dueAt: tomorrowAtEight(), pupilCount: 0, progress, policies: pupilPolicies }),
    items: [
      {
        position: 1,
        kind: 'GENERATOR',
        homeworkId: null,
        generatorId: generator.id,
        examId: null,
        title: generator.title,
        maxPoints: 1,
        requirements: generator.requirements,
        mock: null,
        goal: null,
        weight: null,
        answered: false,
        task: {
          statement: '<p>Oblicz 20% liczby 50.</p>',
          closed: false,
          choices: [],
          answerCheck: { kind: 'NUMBER' },
        },
        progress: {
          attempts: 0,
          attemptsLeft: 3,
          correct: null,
          late: false,
          lastAnswer: null,
          lastAnsweredAt: null,
        },
        solution: null,
      },
    ],
    pupils: null,
  });
  const verdict = (correct: boolean, attempts: number): TAssignmentAnswerResult => ({
    position: 1,
    correct,
    message: correct ? 'Dobrze! To poprawna odpowiedź.' : 'Niestety, to nie jest poprawna odpowiedź.',
    attempts,
    attemptsLeft: 3 - attempts,
    late: false,
    progress: { ...progress, answered: 1, correct: correct ? 1 : 0, status: correct ? 'DONE' : 'TODO' },
  });

  it('sees what is set on the home page, nearest due first, overdue work marked', async () => {
    const overdue = summary({
      id: 'a5516000-0000-4000-8000-000000000002',
      title: 'Ułamki',
      dueAt: '2026-11-20T07:00:00.000Z',
      progress: { ...progress, answered: 1, status: 'LATE' },
      policies: pupilPolicies,
    });
    stubTutoringApi({
      'GET /api/assignment': () =>
        json(200, { items: [overdue, summary({ dueAt: tomorrowAtEight(), progress, policies: pupilPolicies })] }),
    });
    renderRoutes([{ path: '/', element: <HomePage /> }], { path: '/' });
    const section = await screen.findByRole('region', { name: 'Zadane' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual(['Ułamki', 'Procenty']);
    expect(within(rows[0]!).getByText('Po terminie')).toBeInstanceOf(Element);
    expect(within(rows[1]!).getByText(/termin: jutro 8:00/)).toBeInstanceOf(Element);
    expect(within(section).getByRole('link', { name: 'Wszystkie zadane' }).getAttribute('href')).toBe('/assignments');
  });

  it('finds it due tomorrow at 8:00, answers wrong, then right', async () => {
    const calls = stubTutoringApi({
      'GET /api/assignment': () => json(200, { items: [summary({ dueAt: tomorrowAtEight(), progress })] }),
      [`GET /api/assignment/${assignmentId}`]: () => json(200, pupilAssignment()),
      [`POST /api/assignment/${assignmentId}/answer`]: ({ body }) =>
        json(200, verdict((body as { answer: string }).answer === '10', posts(calls).length)),
    });
    renderRoutes(
      [
        { path: '/assignments', element: <PupilAssignmentsPage /> },
        { path: '/assignments/:id', element: <AssignmentPage loadMathField={failToLoad} /> },
      ],
      { path: '/assignments' },
    );
    const list = await screen.findByRole('list', { name: 'Do zrobienia' });
    expect(within(list).getByText(/termin: jutro 8:00/)).toBeInstanceOf(Element);
    expect(within(list).getByText('Rozwiązane: 0 z 1')).toBeInstanceOf(Element);
    fireEvent.click(within(list).getByRole('link', { name: 'Procenty' }));

    const item = await screen.findByRole('region', { name: 'Procent z liczby' });
    expect(await within(item).findByText('Oblicz 20% liczby 50.')).toBeInstanceOf(Element);
    expect(within(item).getByText('Zostały 3 próby')).toBeInstanceOf(Element);
    fireEvent.click(within(item).getByRole('button', { name: 'Wpisz odpowiedź' }));
    const field = await within(item).findByRole('textbox', { name: 'Twoja odpowiedź' });
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(within(item).getByRole('button', { name: 'Sprawdź' }));
    expect(await within(item).findByText('Niestety, to nie jest poprawna odpowiedź.')).toBeInstanceOf(Element);
    expect(within(item).getByText('Zostały 2 próby')).toBeInstanceOf(Element);

    fireEvent.change(field, { target: { value: '10' } });
    expect(within(item).queryByText('Niestety, to nie jest poprawna odpowiedź.')).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Sprawdź' }));
    expect(await within(item).findByText('Dobrze! To poprawna odpowiedź.')).toBeInstanceOf(Element);
    expect(within(item).getByText('Rozwiązane poprawnie.')).toBeInstanceOf(Element);
    expect(within(item).queryByRole('button', { name: 'Sprawdź' })).toBeNull();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { position: 1, answer: '12', timeTakenMs: expect.any(Number) },
      { position: 1, answer: '10', timeTakenMs: expect.any(Number) },
    ]);
  });
});

describe('a pupil with a mock paper set', () => {
  const examId = 'e8a00000-0000-4000-8000-000000000001';
  const attemptId = 'a77e0000-0000-4000-8000-000000000001';
  const withMock = (mock: TAssignment['items'][number]['mock']): TAssignment => ({
    ...summary({
      dueAt: tomorrowAtEight(),
      pupilCount: 0,
      progress: { answered: 0, correct: 0, itemCount: 1, late: false, status: 'TODO' },
      policies: pupilPolicies,
    }),
    items: [
      {
        position: 1,
        kind: 'MOCK',
        homeworkId: null,
        generatorId: null,
        examId,
        title: 'Egzamin ósmoklasisty, próbny',
        maxPoints: 25,
        requirements: [],
        weight: null,
        answered: false,
        task: null,
        progress: null,
        solution: null,
        mock,
        goal: null,
      },
    ],
    pupils: null,
  });

  it('starts the paper against the clock from the assignment, then sees the best result', async () => {
    const calls = stubTutoringApi({
      [`GET /api/assignment/${assignmentId}`]: () =>
        json(200, withMock({ examId, durationMinutes: 125, openAttemptId: null, best: null })),
      [`POST /api/exam/${examId}/mock`]: () => json(500, { statusCode: 500, message: 'Coś poszło nie tak.' }),
    });
    renderRoutes([{ path: '/assignments/:id', element: <AssignmentPage /> }], {
      path: `/assignments/${assignmentId}`,
    });
    const item = await screen.findByRole('region', { name: 'Egzamin ósmoklasisty, próbny' });
    expect(within(item).getByText('Arkusz na czas: 125 min, 25 pkt.')).toBeInstanceOf(Element);
    expect(within(item).queryByRole('button', { name: 'Sprawdź' })).toBeNull();
    fireEvent.click(within(item).getByRole('button', { name: 'Rozpocznij arkusz' }));
    expect(await within(item).findByRole('alert')).toBeInstanceOf(Element);
    expect(posts(calls).map((call) => call.path)).toEqual([`/api/exam/${examId}/mock`]);
  });

  it('shows the best handed-in result and offers the paper again', async () => {
    stubTutoringApi({
      [`GET /api/assignment/${assignmentId}`]: () =>
        json(
          200,
          withMock({
            examId,
            durationMinutes: 125,
            openAttemptId: null,
            best: { attemptId, points: 17, maxPoints: 25, submittedAt: '2026-11-27T10:00:00.000Z' },
          }),
        ),
    });
    renderRoutes([{ path: '/assignments/:id', element: <AssignmentPage /> }], {
      path: `/assignments/${assignmentId}`,
    });
    const item = await screen.findByRole('region', { name: 'Egzamin ósmoklasisty, próbny' });
    expect(await within(item).findByText('Twój wynik: 17 z 25 pkt.')).toBeInstanceOf(Element);
    expect(within(item).getByRole('link', { name: 'Zobacz wynik' }).getAttribute('href')).toBe(`/mock/${attemptId}`);
    expect(within(item).getByRole('button', { name: 'Rozwiąż jeszcze raz' })).toBeInstanceOf(Element);
  });
});

describe('a pupil with a practice goal set', () => {
  it('sees each concept at its level and starts a session on those not there yet', async () => {
    const reachedId = 'c0c0c000-0000-4000-8000-000000000001';
    const openId = 'c0c0c000-0000-4000-8000-000000000002';
    const assignment: TAssignment = {
      ...summary({
        dueAt: tomorrowAtEight(),
        pupilCount: 0,
        progress: { answered: 1, correct: 0, itemCount: 1, late: false, status: 'TODO' },
        policies: pupilPolicies,
      }),
      items: [
        {
          position: 1,
          kind: 'GOAL',
          homeworkId: null,
          generatorId: null,
          examId: null,
          title: 'Cel: opanuj Procenty, Twierdzenie Pitagorasa',
          maxPoints: 2,
          requirements: [{ system: 'PP2017', code: 'SP7-8.VIII.8' }],
          weight: null,
          answered: false,
          task: null,
          progress: null,
          solution: null,
          mock: null,
          goal: {
            level: 'mastered',
            reached: 1,
            concepts: [
              { conceptId: reachedId, name: 'Twierdzenie Pitagorasa', state: 'mastered' },
              { conceptId: openId, name: 'Procenty', state: 'learning' },
            ],
          },
        },
      ],
      pupils: null,
    };
    const calls = stubTutoringApi({
      [`GET /api/assignment/${assignmentId}`]: () => json(200, assignment),
      'POST /api/learn/session': () => json(400, { statusCode: 400, message: 'Nie ma teraz czego ćwiczyć.' }),
    });
    renderRoutes([{ path: '/assignments/:id', element: <AssignmentPage /> }], {
      path: `/assignments/${assignmentId}`,
    });
    const item = await screen.findByRole('region', { name: 'Cel: opanuj Procenty, Twierdzenie Pitagorasa' });
    expect(within(item).getByText('Cel: opanowane. Osiągnięte: 1 z 2.')).toBeInstanceOf(Element);
    expect(within(item).getByText('Procenty: w nauce')).toBeInstanceOf(Element);
    fireEvent.click(within(item).getByRole('button', { name: 'Ćwicz te pojęcia' }));
    expect(await within(item).findByText('Nie ma teraz czego ćwiczyć.')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([{ path: '/api/learn/session', body: { conceptIds: [openId] } }]);
  });
});

describe('the results of an assignment', () => {
  const results: TAssignmentResults = {
    assignment: summary({ itemCount: 2 }),
    pupils: [
      { id: studentId, username: 'jan', name: 'Jan Kowalski', registerNumber: null },
      { id: otherPupilId, username: 'zosia', name: 'Zosia Nowak', registerNumber: null },
    ],
    items: [
      {
        position: 1,
        kind: 'GENERATOR',
        title: 'Procent z liczby',
        maxPoints: 1,
        requirements: generator.requirements,
        weight: 1,
      },
      {
        position: 2,
        kind: 'HOMEWORK',
        title: 'Pole trójkąta',
        maxPoints: 1,
        requirements: [{ system: 'PP2017', code: 'SP7-8.IX.1' }],
        weight: 1,
      },
    ],
    cells: [
      { userId: studentId, position: 1, points: 1, maxPoints: 1, attempts: 1, late: false, timeMs: 30_000 },
      { userId: studentId, position: 2, points: 1, maxPoints: 1, attempts: 2, late: true, timeMs: 60_000 },
      { userId: otherPupilId, position: 1, points: 0, maxPoints: 1, attempts: 3, late: false, timeMs: 90_000 },
      { userId: otherPupilId, position: 2, points: 1, maxPoints: 1, attempts: 1, late: false, timeMs: 20_000 },
    ],
    byRequirement: [
      { system: 'PP2017', code: 'SP7-8.IX.1', text: null, percent: 100 },
      { system: 'PP2017', code: 'SP7-8.V.2', text: null, percent: 50 },
    ],
    byConcept: [],
    marks: [
      { userId: studentId, points: 2, maxPoints: 2, percent: 100, mark: 6, label: '6', noWork: false },
      { userId: otherPupilId, points: 1, maxPoints: 2, percent: 50, mark: 3, label: '3', noWork: false },
    ],
    markBands: { minimums: [30, 50, 70, 85, 98], signs: false },
  };
  const renderResults = () =>
    renderRoutes([{ path: '/assignments/:id/results', element: <AssignmentResultsPage /> }], {
      path: `/assignments/${assignmentId}/results`,
      toasts: true,
    });

  it('shows the matrix with points, attempts, late work and marks, and the weakest requirement first', async () => {
    stubTutoringApi({ [`GET /api/assignment/${assignmentId}/results`]: () => json(200, results) }, { role: 'TEACHER' });
    renderResults();
    const matrix = await screen.findByRole('region', { name: 'Wyniki: uczniowie i pozycje' });
    expect(within(matrix).getByRole('rowheader', { name: /Jan Kowalski/ })).toBeInstanceOf(Element);
    expect(within(matrix).getByRole('link', { name: 'Jan Kowalski' }).getAttribute('href')).toBe(
      `/classes/${classId}/pupils/${studentId}`,
    );
    const lateCell = within(matrix).getByTestId('cell-jan-2');
    expect(lateCell.textContent).toBe('1/12 próbypo terminie');
    expect(within(matrix).getByTestId('cell-zosia-1').textContent).toBe('0/13 próby');
    expect(within(matrix).getByTestId('mark-jan').textContent).toBe('6 (cel)');
    expect(within(matrix).getByTestId('mark-zosia').textContent).toBe('3 (dst)');
    expect(within(matrix).getAllByText('50 %').length).toBe(1);
    const requirements = within(screen.getByTestId('by-requirement')).getAllByRole('listitem');
    expect(requirements.map((row) => row.textContent)).toEqual(['PP2017SP7-8.V.250 %', 'PP2017SP7-8.IX.1100 %']);
    expect(screen.queryByText('nb — nieobecny / brak pracy')).toBeNull();
    expect(screen.queryByTestId('marks-pending')).toBeNull();
  });

  it('shows no mark before the due date, only the percentage so far', async () => {
    const pending: TAssignmentResults = {
      ...results,
      marks: results.marks.map((mark) => ({ ...mark, mark: null, label: null })),
    };
    stubTutoringApi({ [`GET /api/assignment/${assignmentId}/results`]: () => json(200, pending) }, { role: 'TEACHER' });
    renderResults();
    const matrix = await screen.findByRole('region', { name: 'Wyniki: uczniowie i pozycje' });
    expect(within(matrix).getByTestId('mark-jan').textContent).toBe('—Ocena po terminie');
    expect(within(matrix).getAllByText('50 %').length).toBe(1);
    expect(screen.getByTestId('marks-pending').textContent).toMatch(
      /^Ocena po terminie: do .+ widać tylko dotychczasowy wynik procentowy\.$/,
    );
    expect(screen.queryByText(/\(ndst\)/)).toBeNull();
  });

  it("marks 'nb' after the due date, lists register numbers and readable titles, and requirements with their words", async () => {
    const texts: TAssignmentResults = {
      ...results,
      pupils: [{ ...results.pupils[0]!, registerNumber: 7 }, results.pupils[1]!],
      items: [
        { ...results.items[0]!, title: 'log₂(x + 2) = 3 i bardzo długi tytuł bez końca', weight: 2 },
        { ...results.items[1]!, weight: 0 },
      ],
      cells: results.cells.filter((cell) => cell.userId === studentId),
      marks: [
        results.marks[0]!,
        { userId: otherPupilId, points: 0, maxPoints: 2, percent: 0, mark: null, label: 'nb', noWork: true },
      ],
      byRequirement: [
        { system: 'PP2017', code: 'SP7-8.V.2', text: 'oblicza procent danej liczby', percent: 50 },
        { system: 'PP2017', code: 'SP7-8.IX.1', text: null, percent: 100 },
      ],
    };
    stubTutoringApi({ [`GET /api/assignment/${assignmentId}/results`]: () => json(200, texts) }, { role: 'TEACHER' });
    renderResults();
    const matrix = await screen.findByRole('region', { name: 'Wyniki: uczniowie i pozycje' });
    expect(matrix.getAttribute('tabindex')).toBe('0');
    expect(within(matrix).getByRole('link', { name: '7. Jan Kowalski' })).toBeInstanceOf(Element);
    expect(within(matrix).getByRole('link', { name: 'Zosia Nowak' })).toBeInstanceOf(Element);
    expect(within(matrix).getByTestId('mark-zosia').textContent).toBe('nb');
    expect(within(matrix).getByTestId('mark-jan').textContent).toBe('6 (cel)');
    expect(within(matrix).getByTestId('item-1').textContent).toBe(
      'Zad. 1log₂(x + 2) = 3 i bardzo długi tytuł bez końcawaga 2',
    );
    expect(within(matrix).getByTestId('item-2').textContent).toBe('Zad. 2Pole trójkątanie liczy się do wyniku');
    expect(screen.getByText('nb — nieobecny / brak pracy')).toBeInstanceOf(Element);
    const requirements = within(screen.getByTestId('by-requirement')).getAllByRole('listitem');
    expect(requirements.map((row) => row.textContent)).toEqual([
      'SP7-8.V.2 · PP2017oblicza procent danej liczby50 %',
      'PP2017SP7-8.IX.1100 %',
    ]);
  });

  it("prints register numbers, a dash before the due date, 'nb' and the requirements' words", async () => {
    const printed: TAssignmentResults = {
      ...results,
      pupils: [{ ...results.pupils[0]!, registerNumber: 7 }, results.pupils[1]!],
      marks: [
        { ...results.marks[0]!, mark: null, label: null },
        { userId: otherPupilId, points: 0, maxPoints: 2, percent: 0, mark: null, label: 'nb', noWork: true },
      ],
      byRequirement: [{ system: 'PP2017', code: 'SP7-8.V.2', text: 'oblicza procent danej liczby', percent: 50 }],
    };
    stubTutoringApi({ [`GET /api/assignment/${assignmentId}/results`]: () => json(200, printed) }, { role: 'TEACHER' });
    renderRoutes([{ path: '/assignments/:id/results/print', element: <AssignmentResultsPrintPage /> }], {
      path: `/assignments/${assignmentId}/results/print`,
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NrUczeńPunktyWynikOcena',
      '7Jan Kowalski2/2100 %—Ocena po terminie',
      'Zosia Nowak0/20 %nb',
    ]);
    expect(screen.getByText('nb — nieobecny / brak pracy')).toBeInstanceOf(Element);
    expect(screen.getByText(/^Ocena po terminie: do /)).toBeInstanceOf(Element);
    expect(screen.getByRole('listitem').textContent).toBe('SP7-8.V.2 oblicza procent danej liczby: 50 %');
  });

  it('downloads the CSV from the results.csv route with the session', async () => {
    stubObjectUrls();
    const names = recordDownloadNames();
    stubTutoringApi(
      {
        [`GET /api/assignment/${assignmentId}/results`]: () => json(200, results),
        [`GET /api/assignment/${assignmentId}/results.csv`]: () =>
          new Response('\uFEFFUczeń;Wynik\nJan Kowalski;100,0\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="wyniki-procenty.csv"',
            },
          }),
      },
      { role: 'TEACHER' },
    );
    renderResults();
    fireEvent.click(await screen.findByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(names).toEqual(['wyniki-procenty.csv']));
    // Read with the session's token, as every call of the app.
    const csvCall = vi
      .mocked(fetch)
      .mock.calls.find(([url]) => String(url) === `/api/assignment/${assignmentId}/results.csv`);
    expect((csvCall?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer access-1');
    expect(screen.getByRole('link', { name: 'Drukuj' }).getAttribute('href')).toBe(
      `/assignments/${assignmentId}/results/print`,
    );
  });
});
