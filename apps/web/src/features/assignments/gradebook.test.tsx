import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TClass, TGradebook } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { recordDownloadNames, stubObjectUrls } from '../../test/downloads';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { ClassPage } from '../classes/ClassPage';
import { json, stubTutoringApi, studentId, teacherId } from '../tutoring/tutoring-test-kit';
import { GradebookPage } from './GradebookPage';
import { GradebookPrintPage } from './GradebookPrintPage';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const classId = 'c1a55000-0000-4000-8000-000000000001';
const otherPupilId = 'c1a55000-0000-4000-8000-0000000000a2';
const testId = 'a5516000-0000-4000-8000-000000000001';
const homeworkId = 'a5516000-0000-4000-8000-000000000002';
const archivedId = 'a5516000-0000-4000-8000-000000000003';

const gradebook: TGradebook = {
  classId,
  className: '8b',
  assignments: [
    {
      id: testId,
      title: 'Sprawdzian: log₂(x + 2) i bardzo długi tytuł, który musi się zawinąć w kolumnie',
      startsAt: '2026-11-02T08:00:00.000Z',
      dueAt: '2026-11-09T07:00:00.000Z',
      weight: 2,
      category: 'TEST',
      archivedAt: null,
    },
    {
      id: homeworkId,
      title: 'Procenty',
      startsAt: '2026-11-27T08:00:00.000Z',
      dueAt: '2026-12-04T07:00:00.000Z',
      weight: 1,
      category: 'HOMEWORK',
      archivedAt: null,
    },
    {
      id: archivedId,
      title: 'Ułamki',
      startsAt: '2026-10-01T08:00:00.000Z',
      dueAt: '2026-10-08T07:00:00.000Z',
      weight: 1,
      category: 'QUIZ',
      archivedAt: '2026-10-20T08:00:00.000Z',
    },
  ],
  pupils: [
    { id: studentId, username: 'jan', name: 'Jan Kowalski', registerNumber: 3, average: 4.5 },
    { id: otherPupilId, username: 'zosia', name: 'Zosia Nowak', registerNumber: null, average: null },
  ],
  cells: [
    cell(studentId, testId, { mark: 4, label: '4+', late: true, percent: 80 }),
    cell(otherPupilId, testId, { mark: null, label: 'nb', percent: 0 }),
    cell(studentId, homeworkId, { mark: null, label: null, percent: 50 }),
    cell(studentId, archivedId, { mark: 2, label: '2', percent: 35 }),
    cell(otherPupilId, archivedId, { mark: 5, label: '5', percent: 90 }),
  ],
};

function cell(
  userId: string,
  assignmentId: string,
  overrides: Partial<TGradebook['cells'][number]>,
): TGradebook['cells'][number] {
  return {
    userId,
    assignmentId,
    points: 0,
    maxPoints: 10,
    percent: 0,
    mark: null,
    label: null,
    late: false,
    ...overrides,
  };
}

const renderGradebook = () =>
  renderRoutes(
    [
      { path: '/classes/:id/gradebook', element: <GradebookPage /> },
      { path: '/classes/:id/gradebook/print', element: <GradebookPrintPage /> },
    ],
    { path: `/classes/${classId}/gradebook`, toasts: true },
  );

describe("a class's gradebook", () => {
  it('shows pupils × assignments with due dates, kinds, weights, marks, late work and weighted averages', async () => {
    stubTutoringApi({ [`GET /api/class/${classId}/gradebook`]: () => json(200, gradebook) }, { role: 'TEACHER' });
    renderGradebook();
    const table = await screen.findByRole('region', { name: 'Dziennik: uczniowie i zadania' });
    expect(table.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('heading', { level: 1, name: 'Dziennik' })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: '8b' }).getAttribute('href')).toBe(`/classes/${classId}`);

    expect(within(table).getByTestId(`column-${testId}`).textContent).toBe(
      'Sprawdzian: log₂(x + 2) i bardzo długi tytuł, który musi się zawinąć w kolumnietermin 9.11.2026sprawdzian · waga 2',
    );
    expect(within(table).getByTestId(`column-${homeworkId}`).textContent).toBe(
      'Procentytermin 4.12.2026praca domowa · waga 1',
    );
    expect(within(table).getByTestId(`column-${archivedId}`).textContent).toBe(
      'Ułamkitermin 8.10.2026kartkówka · waga 1zarchiwizowane',
    );
    expect(within(table).getByRole('link', { name: 'Procenty' }).getAttribute('href')).toBe(
      `/assignments/${homeworkId}/results`,
    );

    expect(within(table).getByRole('rowheader', { name: '3. Jan Kowalski' })).toBeInstanceOf(Element);
    expect(within(table).getByRole('rowheader', { name: 'Zosia Nowak' })).toBeInstanceOf(Element);
    expect(within(table).getByTestId(`mark-jan-${testId}`).textContent).toBe('4+*, oddane po terminie');
    expect(within(table).getByTestId(`mark-zosia-${testId}`).textContent).toBe('nb');
    expect(within(table).getByTestId(`mark-jan-${homeworkId}`).textContent).toBe('—Ocena po terminie');
    expect(within(table).getByTestId(`mark-zosia-${homeworkId}`).textContent).toBe('nie zadane temu uczniowi');
    expect(within(table).getByTestId('average-jan').textContent).toBe('4,50');
    expect(within(table).getByTestId('average-zosia').textContent).toBe('—');

    const legend = screen.getByTestId('gradebook-legend');
    expect(within(legend).getByText('nb — nieobecny / brak pracy')).toBeInstanceOf(Element);
    expect(within(legend).getByText('* — oddane po terminie')).toBeInstanceOf(Element);
    expect(within(legend).getByText(/^— — ocena po terminie/)).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Drukuj' }).getAttribute('href')).toBe(
      `/classes/${classId}/gradebook/print`,
    );
  });

  it('downloads the CSV from the gradebook.csv route with the session', async () => {
    stubObjectUrls();
    const names = recordDownloadNames();
    stubTutoringApi(
      {
        [`GET /api/class/${classId}/gradebook`]: () => json(200, gradebook),
        [`GET /api/class/${classId}/gradebook.csv`]: () =>
          new Response('\uFEFFNr;Uczeń;Średnia ważona\r\n3;Jan Kowalski;4,50\r\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="dziennik-8b.csv"',
            },
          }),
      },
      { role: 'TEACHER' },
    );
    renderGradebook();
    fireEvent.click(await screen.findByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(names).toEqual(['dziennik-8b.csv']));
    const csvCall = vi.mocked(fetch).mock.calls.find(([url]) => String(url) === `/api/class/${classId}/gradebook.csv`);
    expect((csvCall?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe('Bearer access-1');
  });

  it('says when the class has no pupils or no assignments yet', async () => {
    stubTutoringApi(
      { [`GET /api/class/${classId}/gradebook`]: () => json(200, { ...gradebook, pupils: [], cells: [] }) },
      { role: 'TEACHER' },
    );
    const first = renderGradebook();
    expect(await screen.findByText('Klasa nie ma jeszcze uczniów.')).toBeInstanceOf(Element);
    expect(screen.queryByRole('region', { name: 'Dziennik: uczniowie i zadania' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pobierz CSV' })).toBeNull();
    first.unmount();

    stubTutoringApi(
      { [`GET /api/class/${classId}/gradebook`]: () => json(200, { ...gradebook, assignments: [], cells: [] }) },
      { role: 'TEACHER' },
    );
    renderGradebook();
    expect(await screen.findByText('Klasa nie ma jeszcze zadań domowych.')).toBeInstanceOf(Element);
    expect(screen.queryByRole('region', { name: 'Dziennik: uczniowie i zadania' })).toBeNull();
  });

  it('shows the refusal in Polish when the gradebook cannot be read', async () => {
    stubTutoringApi(
      { [`GET /api/class/${classId}/gradebook`]: () => json(403, { message: 'Brak dostępu do tej klasy.' }) },
      { role: 'TEACHER' },
    );
    renderGradebook();
    expect((await screen.findByRole('alert')).textContent).toBe('Brak dostępu do tej klasy.');
    expect(screen.queryByRole('region', { name: 'Dziennik: uczniowie i zadania' })).toBeNull();
  });

  it('prints the whole register on a landscape sheet with the legends', async () => {
    stubTutoringApi({ [`GET /api/class/${classId}/gradebook`]: () => json(200, gradebook) }, { role: 'TEACHER' });
    const view = renderRoutes([{ path: '/classes/:id/gradebook/print', element: <GradebookPrintPage /> }], {
      path: `/classes/${classId}/gradebook/print`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dziennik · 8b' })).toBeInstanceOf(Element);
    expect(document.documentElement.classList.contains('gradebook-print')).toBe(true);
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual([
      'Nr',
      'Uczeń',
      'Sprawdzian: log₂(x + 2) i bardzo długi tytuł, który musi się zawinąć w kolumnie9.11.2026, sprawdzian, waga 2',
      'Procenty4.12.2026, praca domowa, waga 1',
      'Ułamki8.10.2026, kartkówka, waga 1, zarchiwizowane',
      'Średnia ważona',
    ]);
    expect(screen.getByTestId(`print-jan-${testId}`).textContent).toBe('4+*');
    expect(screen.getByTestId(`print-zosia-${testId}`).textContent).toBe('nb');
    expect(screen.getByTestId(`print-jan-${homeworkId}`).textContent).toBe('—');
    expect(screen.getByTestId(`print-zosia-${homeworkId}`).textContent).toBe('');
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('3Jan Kowalski4+*—24,50');
    expect(screen.getByText('* — oddane po terminie')).toBeInstanceOf(Element);
    view.unmount();
    expect(document.documentElement.classList.contains('gradebook-print')).toBe(false);
  });
});

describe('the class page', () => {
  it("links its teachers to the class's gradebook", async () => {
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
      pupilCount: 0,
      pendingCount: 0,
      teachers: [{ id: teacherId, username: 'anna', name: 'Anna Nowak', owner: true }],
      membership: null,
      createdAt: '2026-09-01T08:00:00.000Z',
      policies: { read: true, readRoster: true, update: true, manageRoster: true, manageTeachers: true, leave: false },
      pupils: [],
      pending: [],
    };
    stubTutoringApi({ [`GET /api/class/${classId}`]: () => json(200, schoolClass) }, { role: 'TEACHER' });
    renderRoutes([{ path: '/classes/:id', element: <ClassPage /> }], { path: `/classes/${classId}` });
    expect((await screen.findByRole('link', { name: 'Dziennik' })).getAttribute('href')).toBe(
      `/classes/${classId}/gradebook`,
    );
  });
});
