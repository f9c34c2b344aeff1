import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TAssignment, TAssignmentItem, TClass } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { writes } from '../../test/stub-api';
import { json, stubTutoringApi } from '../tutoring/tutoring-test-kit';
import { EditAssignmentPage } from './EditAssignmentPage';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const classId = 'c1a55000-0000-4000-8000-000000000001';
const assignmentId = 'a5516000-0000-4000-8000-000000000001';
const homeworkId = 'b0b00000-0000-4000-8000-000000000001';
const policies = { read: true, update: true, delete: true, archive: true, answer: false, readResults: true };

/** The class 8b the assignment is set in, as its teacher reads it: the form's pickers keep to its level. */
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
  teachers: [],
  membership: null,
  createdAt: '2026-09-01T08:00:00.000Z',
  policies: { read: true, readRoster: true, update: true, manageRoster: true, manageTeachers: true, leave: false },
  pupils: [],
  pending: [],
};

const item = (overrides: Partial<TAssignmentItem>): TAssignmentItem => ({
  position: 1,
  kind: 'HOMEWORK',
  homeworkId,
  generatorId: null,
  examId: null,
  title: 'Ułamki zwykłe',
  maxPoints: 1,
  requirements: [],
  weight: null,
  answered: false,
  task: null,
  progress: null,
  solution: null,
  mock: null,
  goal: null,
  ...overrides,
});

const assignment = (overrides: Partial<TAssignment> = {}): TAssignment => ({
  id: assignmentId,
  classId,
  className: '8b',
  title: 'Procenty',
  // 9:00 and 8:00 in Warsaw.
  startsAt: '2026-11-27T08:00:00.000Z',
  dueAt: '2026-12-04T07:00:00.000Z',
  attempts: 3,
  late: 'ACCEPT',
  solutionsAfterDue: false,
  weight: 1,
  category: 'HOMEWORK',
  archivedAt: null,
  hasAnswers: true,
  itemCount: 2,
  pupilCount: 2,
  progress: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  updatedAt: '2026-11-27T08:00:00.000Z',
  policies,
  items: [
    item({ answered: true }),
    item({ position: 2, kind: 'GENERATOR', homeworkId: null, generatorId: 'e8-procent-z-liczby', title: 'Procent' }),
  ],
  pupils: [],
  ...overrides,
});

const render = () =>
  renderRoutes(
    [
      { path: '/assignments/:id/edit', element: <EditAssignmentPage /> },
      { path: '/classes/:id', element: <p>Strona klasy</p> },
    ],
    { path: `/assignments/${assignmentId}/edit`, toasts: true },
  );

/** Confirms the open question by its button. */
async function confirm(label: string) {
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByText(label).closest('button')!);
}

describe('a teacher edits an assignment', () => {
  it('changes the due date, weights and category, removes an unanswered item, keeps the answered one', async () => {
    let saved: TAssignment | null = null;
    const calls = stubTutoringApi(
      {
        [`GET /api/assignment/${assignmentId}`]: () => json(200, assignment()),
        [`GET /api/class/${classId}`]: () => json(200, schoolClass),
        [`PUT /api/assignment/${assignmentId}`]: () => {
          saved = assignment({ dueAt: '2026-12-05T08:00:00.000Z' });
          return json(200, saved);
        },
      },
      { role: 'TEACHER' },
    );
    render();
    const chosen = await screen.findByLabelText('Wybrane pozycje');
    // The answered item says why it stays; the other one goes.
    expect(within(chosen).getByLabelText('Usuń: 1. Ułamki zwykłe').hasAttribute('disabled')).toBe(true);
    expect(within(chosen).getByText(/Uczniowie już na to odpowiedzieli/)).toBeInstanceOf(Element);
    fireEvent.click(within(chosen).getByLabelText('Usuń: 2. Procent'));
    expect(within(chosen).queryByText('2. Procent')).toBeNull();
    fireEvent.change(within(chosen).getByLabelText('Waga pozycji: 1. Ułamki zwykłe'), { target: { value: '0' } });

    const due = screen.getByLabelText(/Termin oddania/) as HTMLInputElement;
    expect(due.value).toBe('2026-12-04T08:00');
    fireEvent.change(due, { target: { value: '2026-12-05T09:00' } });
    fireEvent.change(screen.getByLabelText(/Waga oceny/), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText(/Rodzaj pracy/), { target: { value: 'QUIZ' } });
    // Answered: it can be archived, not deleted.
    expect(screen.queryByText('Usuń zadanie domowe')).toBeNull();
    expect(screen.getByText('Archiwizuj')).toBeInstanceOf(Element);

    fireEvent.click(screen.getByText('Zapisz zmiany'));
    expect(await screen.findByText('Strona klasy')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: `/api/assignment/${assignmentId}`,
        body: {
          title: 'Procenty',
          items: [{ kind: 'HOMEWORK', homeworkId, weight: 0 }],
          startsAt: '2026-11-27T08:00:00.000Z',
          // 9:00 in Warsaw is 8:00 UTC in December.
          dueAt: '2026-12-05T08:00:00.000Z',
          attempts: 3,
          late: 'ACCEPT',
          solutionsAfterDue: false,
          weight: 3,
          category: 'QUIZ',
        },
      },
    ]);
  });

  it('archives an answered assignment after asking', async () => {
    const calls = stubTutoringApi(
      {
        [`GET /api/assignment/${assignmentId}`]: () => json(200, assignment()),
        [`PUT /api/assignment/${assignmentId}`]: () =>
          json(200, assignment({ archivedAt: '2026-11-28T08:00:00.000Z', policies: { ...policies, update: false } })),
      },
      { role: 'TEACHER' },
    );
    render();
    fireEvent.click(await screen.findByText('Archiwizuj'));
    expect(await screen.findByText(/zniknie z listy uczniów/)).toBeInstanceOf(Element);
    await confirm('Archiwizuj');
    expect(await screen.findByText('Przywróć')).toBeInstanceOf(Element);
    expect(screen.getByText(/Przywróć je, aby je zmieniać/)).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: `/api/assignment/${assignmentId}`, body: { archived: true } },
    ]);
  });

  it('deletes an assignment nobody answered after asking', async () => {
    const calls = stubTutoringApi(
      {
        [`GET /api/assignment/${assignmentId}`]: () =>
          json(200, assignment({ hasAnswers: false, items: [item({})], itemCount: 1 })),
        [`DELETE /api/assignment/${assignmentId}`]: () => json(200, { message: 'Usunięto zadanie domowe.' }),
      },
      { role: 'TEACHER' },
    );
    render();
    expect(await screen.findByText('Nikt jeszcze nie odpowiedział: zadanie domowe można usunąć.')).toBeInstanceOf(
      Element,
    );
    expect(screen.queryByText('Archiwizuj')).toBeNull();
    fireEvent.click(screen.getByText('Usuń zadanie domowe'));
    await confirm('Usuń');
    expect(await screen.findByText('Strona klasy')).toBeInstanceOf(Element);
    await waitFor(() =>
      expect(writes(calls)).toEqual([{ method: 'DELETE', path: `/api/assignment/${assignmentId}`, body: undefined }]),
    );
  });
});
