import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { classMessages, type TClass, type TClassPupil } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from '../../app/AppHeader';
import { MobileNavigation } from '../../app/MobileNavigation';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { writes } from '../../test/stub-api';
import { json, stubTutoringApi, teacherId } from '../tutoring/tutoring-test-kit';
import { ClassesPage } from './ClassesPage';
import { ClassPage } from './ClassPage';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const classId = 'c1a55000-0000-4000-8000-000000000002';
const zosia: TClassPupil = {
  id: 'c1a55000-0000-4000-8000-0000000000b1',
  username: 'zosia',
  name: 'zosia',
  rosterName: null,
  registerNumber: null,
  joinedAt: '2026-09-02T09:00:00.000Z',
};
const adam: TClassPupil = {
  ...zosia,
  id: 'c1a55000-0000-4000-8000-0000000000b2',
  username: 'adam',
  name: 'Adam Lis',
  registerNumber: 1,
};

const classWith = (pupils: TClassPupil[]): TClass => ({
  id: classId,
  name: '7a',
  schoolYear: '2026/2027',
  subject: 'MATHS',
  level: 'SP7',
  code: 'ABCDEF23',
  joinUrl: 'https://zadania.example/classes/join/ABCDEF23',
  autoAdmit: true,
  archivedAt: null,
  pupilCount: pupils.length,
  pendingCount: 0,
  teachers: [{ id: teacherId, username: 'anna', name: 'Anna Nowak', owner: true }],
  membership: null,
  createdAt: '2026-09-01T08:00:00.000Z',
  policies: { read: true, readRoster: true, update: true, manageRoster: true, manageTeachers: true, leave: false },
  pupils,
  pending: [],
});

const renderClass = () =>
  renderRoutes([{ path: '/classes/:id', element: <ClassPage /> }], { path: `/classes/${classId}`, toasts: true });

describe("a class's roster: a pupil's name and register number", () => {
  it('shows the numbers and lets the teacher correct a name and set a number in a dialog', async () => {
    const renamed = { ...zosia, name: 'Zofia Kowalska', rosterName: 'Zofia Kowalska', registerNumber: 2 };
    const url = `/api/class/${classId}/pupil/${zosia.id}`;
    let taken = true;
    const calls = stubTutoringApi(
      {
        [`GET /api/class/${classId}`]: () => json(200, classWith([adam, zosia])),
        [`PUT ${url}`]: () => {
          if (taken) {
            taken = false;
            return json(409, { statusCode: 409, error: 'Conflict', message: classMessages.registerNumberTaken });
          }
          return json(200, classWith([adam, renamed]));
        },
      },
      { role: 'TEACHER' },
    );
    renderClass();
    const pupils = await screen.findByRole('region', { name: 'Uczniowie (2)' });
    const adamRow = within(pupils).getByRole('row', { name: /Adam Lis/ });
    expect(within(adamRow).getAllByRole('cell')[0]?.textContent).toBe('1');

    fireEvent.click(within(pupils).getByRole('button', { name: 'Edytuj: zosia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uczeń zosia na liście klasy' });
    const name = within(dialog).getByRole('textbox', { name: /Imię i nazwisko na liście klasy/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
    const number = within(dialog).getByRole('textbox', { name: /Numer w dzienniku/ });

    // A number out of range is refused before sending, with the shared message.
    fireEvent.change(number, { target: { value: '120' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText(classMessages.registerNumber)).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([]);

    // A number another pupil has: the server's refusal shows in the dialog.
    fireEvent.change(name, { target: { value: ' Zofia Kowalska ' } });
    fireEvent.change(number, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText(classMessages.registerNumberTaken)).toBeInstanceOf(Element);

    fireEvent.change(number, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zapisano dane ucznia na liście klasy.')).toBeInstanceOf(Element);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = within(pupils).getByRole('row', { name: /Zofia Kowalska/ });
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('2');
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: url, body: { rosterName: 'Zofia Kowalska', registerNumber: 1 } },
      { method: 'PUT', path: url, body: { rosterName: 'Zofia Kowalska', registerNumber: 2 } },
    ]);
  });
});

describe("a class's page", () => {
  it('lays the roster and the assignments side by side, and an archived class offers no code nor assigning', async () => {
    const archived = { ...classWith([adam]), archivedAt: '2027-06-30T08:00:00.000Z' };
    stubTutoringApi({ [`GET /api/class/${classId}`]: () => json(200, archived) }, { role: 'TEACHER' });
    renderClass();
    const pupils = await screen.findByRole('region', { name: 'Uczniowie (1)' });
    const columns = screen.getByTestId('class-columns');
    const [left, right] = Array.from(columns.children);
    expect(left?.contains(pupils)).toBe(true);
    expect(within(right as HTMLElement).getByRole('heading', { name: 'Zadane' })).toBeInstanceOf(Element);
    expect(screen.getByText(/Klasa jest zarchiwizowana: nikt nie dołączy/)).toBeInstanceOf(Element);
    for (const name of ['Zadaj', 'Drukuj kartę', 'Kopiuj kod']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByTestId('class-code')).toBeNull();
  });

  it('says a class nobody knows is not found, in Polish', async () => {
    stubTutoringApi(
      {
        [`GET /api/class/${classId}`]: () =>
          json(404, { statusCode: 404, error: 'Not Found', message: classMessages.notFound }),
      },
      { role: 'TEACHER' },
    );
    renderClass();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono klasy.' })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Klasy' }).getAttribute('href')).toBe('/classes');
  });

  it('focuses the name of a new class, not the dialog’s close button', async () => {
    stubTutoringApi({ 'GET /api/class': () => json(200, { items: [] }) }, { role: 'TEACHER' });
    renderRoutes([{ path: '/classes', element: <ClassesPage /> }], { path: '/classes' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nowa klasa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa klasa' });
    const name = within(dialog).getByRole('textbox', { name: /Nazwa klasy/ });
    await waitFor(() => expect(document.activeElement).toBe(name));
  });

  it("puts 'Klasy' in a teacher's main navigation, on a desktop and in the phone menu", async () => {
    stubTutoringApi({}, { role: 'TEACHER' });
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <AppHeader drawerOpened={false} onToggleDrawer={() => undefined} />
            <MobileNavigation opened onClose={() => undefined} />
          </>
        ),
      },
    ]);
    await waitFor(() => {
      const navigations = screen.getAllByRole('navigation', { name: 'Nawigacja główna' });
      expect(navigations.map((nav) => within(nav).queryByRole('link', { name: 'Klasy' }) !== null)).toEqual([
        true,
        true,
      ]);
    });
  });
});
