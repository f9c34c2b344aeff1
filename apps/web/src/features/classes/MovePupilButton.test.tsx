import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TClass, TClassSummary } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { writes } from '../../test/stub-api';
import { json, stubTutoringApi, studentId, teacherId } from '../tutoring/tutoring-test-kit';
import { ClassPupils } from './ClassRoster';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const classId = 'c1a55000-0000-4000-8000-000000000001';
const otherId = 'c1a55000-0000-4000-8000-000000000002';
const archivedId = 'c1a55000-0000-4000-8000-000000000003';
const notMineId = 'c1a55000-0000-4000-8000-000000000004';
const teacherPolicies = {
  read: true,
  readRoster: true,
  update: true,
  manageRoster: true,
  manageTeachers: true,
  leave: false,
};

const summary = (id: string, name: string, overrides: Partial<TClassSummary> = {}): TClassSummary => ({
  id,
  name,
  schoolYear: '2026/2027',
  subject: 'MATHS',
  level: 'SP8',
  code: 'ABCDEF23',
  joinUrl: 'https://zadania.example/classes/join/ABCDEF23',
  autoAdmit: false,
  archivedAt: null,
  pupilCount: 1,
  pendingCount: 0,
  teachers: [{ id: teacherId, username: 'anna', name: 'Anna Nowak', owner: true }],
  membership: null,
  createdAt: '2026-09-01T08:00:00.000Z',
  policies: teacherPolicies,
  ...overrides,
});

const schoolClass: TClass = {
  ...summary(classId, '8b'),
  pupils: [
    {
      id: studentId,
      username: 'jan',
      name: 'Jan Kowalski',
      joinedAt: '2026-09-02T08:00:00.000Z',
      rosterName: null,
      registerNumber: null,
    },
  ],
  pending: [],
};

describe('moving a pupil to another class', () => {
  it('offers the teacher’s other live classes and moves the pupil after the question', async () => {
    const calls = stubTutoringApi(
      {
        'GET /api/class': () =>
          json(200, {
            items: [
              schoolClass,
              summary(otherId, '8c'),
              summary(archivedId, '7a', { archivedAt: '2026-06-30T08:00:00.000Z' }),
              summary(notMineId, '8d', { policies: { ...teacherPolicies, manageRoster: false } }),
            ],
          }),
        [`POST /api/class/${classId}/pupil/${studentId}/move`]: () => json(200, { ...schoolClass, pupils: [] }),
      },
      { role: 'TEACHER' },
    );
    renderRoutes([{ path: '/classes/:id', element: <ClassPupils schoolClass={schoolClass} /> }], {
      path: `/classes/${classId}`,
      toasts: true,
    });
    fireEvent.click(screen.getByLabelText('Przenieś do innej klasy: Jan Kowalski'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Przenieść ucznia Jan Kowalski do innej klasy?')).toBeInstanceOf(Element);
    const select = (await within(dialog).findByLabelText('Klasa docelowa')) as HTMLSelectElement;
    await waitFor(() => expect(select.disabled).toBe(false));
    // This class, an archived one and one the teacher does not run are not offered.
    expect([...select.options].map((option) => option.textContent)).toEqual(['Wybierz klasę', '8c (2026/2027)']);
    const confirm = within(dialog).getByText('Przenieś').closest('button')!;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(select, { target: { value: otherId } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Przeniesiono ucznia Jan Kowalski do klasy 8c.')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: `/api/class/${classId}/pupil/${studentId}/move`,
        body: { toClassId: otherId },
      },
    ]);
  });

  it('says so when the teacher has no other live class', async () => {
    stubTutoringApi({ 'GET /api/class': () => json(200, { items: [schoolClass] }) }, { role: 'TEACHER' });
    renderRoutes([{ path: '/classes/:id', element: <ClassPupils schoolClass={schoolClass} /> }], {
      path: `/classes/${classId}`,
    });
    fireEvent.click(screen.getByLabelText('Przenieś do innej klasy: Jan Kowalski'));
    expect(await screen.findByText('Nie prowadzisz innej klasy, do której można przenieść ucznia.')).toBeInstanceOf(
      Element,
    );
  });
});
