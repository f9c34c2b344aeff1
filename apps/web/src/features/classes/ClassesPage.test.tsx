import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { classFullMessage, type TClass, type TClassSummary } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { Destination, renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { posts, writes } from '../../test/stub-api';
import { json, stubTutoringApi, teacherId } from '../tutoring/tutoring-test-kit';
import { ClassCardPage } from './ClassCardPage';
import { ClassesPage } from './ClassesPage';
import { ClassPage } from './ClassPage';
import { ClassPupilPage } from './ClassPupilPage';
import { currentSchoolYear } from './class-form';
import { JoinClassPage } from './JoinClassPage';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const classId = 'c1a55000-0000-4000-8000-000000000001';
const pupilId = 'c1a55000-0000-4000-8000-0000000000a1';

const teacherPolicies = {
  read: true,
  readRoster: true,
  update: true,
  manageRoster: true,
  manageTeachers: true,
  leave: false,
};

/** Class 8b as its owner (Anna) sees it: the code, no pupils yet. */
const buildClass = (overrides: Partial<TClass> = {}): TClass => ({
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
  policies: teacherPolicies,
  pupils: [],
  pending: [],
  ...overrides,
});

/** Class 8b as a pupil waiting for approval sees it. */
const pendingForPupil: TClassSummary = {
  ...buildClass(),
  code: null,
  joinUrl: null,
  membership: { status: 'PENDING', requestedAt: '2026-09-02T08:00:00.000Z', joinedAt: null },
  policies: { read: true, readRoster: false, update: false, manageRoster: false, manageTeachers: false, leave: true },
};

const render = (path: string) =>
  renderRoutes(
    [
      { path: '/classes', element: <ClassesPage /> },
      { path: '/classes/:id', element: <ClassPage /> },
    ],
    { path, toasts: true },
  );

describe('/classes for a teacher', () => {
  it('creates a class, checked with the shared schema first, and shows its join code', async () => {
    const created = buildClass();
    const calls = stubTutoringApi(
      {
        'GET /api/class': () => json(200, { items: [] }),
        'POST /api/class': () => json(201, created),
        [`GET /api/class/${classId}`]: () => json(200, created),
      },
      { role: 'TEACHER' },
    );
    render('/classes');
    expect(await screen.findByText(/Nie masz jeszcze klas/)).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Nowa klasa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowa klasa' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nazwa klasy/ }), { target: { value: '8b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Załóż klasę' }));
    expect(await within(dialog).findByText('Wybierz poziom klasy.')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Poziom/ }), { target: { value: 'SP8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Załóż klasę' }));
    expect((await screen.findByTestId('class-code')).textContent).toBe('ABCD-EF23');
    expect(posts(calls)).toEqual([
      {
        path: '/api/class',
        body: { name: '8b', schoolYear: currentSchoolYear(), subject: 'MATHS', level: 'SP8', autoAdmit: false },
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: '8b' })).toBeInstanceOf(Element);
    expect(screen.getByRole('textbox', { name: 'Link do dołączenia' })).toHaveProperty('value', created.joinUrl);
    expect(screen.getByRole('link', { name: 'Drukuj kartę' }).getAttribute('href')).toBe(`/classes/${classId}/card`);
  });

  it('admits a pupil who waits, who then shows among the pupils', async () => {
    const waiting = buildClass({
      pendingCount: 1,
      pending: [{ id: pupilId, username: 'zosia', name: 'Zosia Kowalska', requestedAt: '2026-09-02T08:00:00.000Z' }],
    });
    const admitted = buildClass({
      pupilCount: 1,
      pupils: [
        {
          id: pupilId,
          username: 'zosia',
          name: 'Zosia Kowalska',
          joinedAt: '2026-09-02T09:00:00.000Z',
          rosterName: null,
          registerNumber: null,
        },
      ],
    });
    const calls = stubTutoringApi(
      {
        [`GET /api/class/${classId}`]: () => json(200, waiting),
        [`POST /api/class/${classId}/pupil/${pupilId}/approve`]: () => json(200, admitted),
        'GET /api/class': () => json(200, { items: [admitted] }),
      },
      { role: 'TEACHER' },
    );
    render(`/classes/${classId}`);
    const pending = await screen.findByRole('region', { name: 'Czekają na przyjęcie (1)' });
    fireEvent.click(within(pending).getByRole('button', { name: 'Przyjmij' }));
    const pupils = await screen.findByRole('region', { name: 'Uczniowie (1)' });
    expect(within(pupils).getByRole('cell', { name: 'zosia' })).toBeInstanceOf(Element);
    expect(screen.getByText('Nikt nie czeka na przyjęcie.')).toBeInstanceOf(Element);
    expect(await screen.findByText('Przyjęto do klasy: Zosia Kowalska.')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([{ path: `/api/class/${classId}/pupil/${pupilId}/approve`, body: {} }]);
  });
});

describe("a class's mastery for its teacher", () => {
  it('lists the requirements the weakest first with the weeks, and links each pupil to their map', async () => {
    const withPupil = buildClass({
      pupilCount: 1,
      pupils: [
        {
          id: pupilId,
          username: 'zosia',
          rosterName: null,
          registerNumber: null,
          name: 'Zosia Kowalska',
          joinedAt: '2026-09-02T09:00:00.000Z',
          withoutEmail: false,
        },
      ],
    });
    stubTutoringApi(
      {
        [`GET /api/class/${classId}`]: () => json(200, withPupil),
        [`GET /api/class/${classId}/mastery`]: () =>
          json(200, {
            pupilCount: 1,
            weeks: ['2026-11-13', '2026-11-20', '2026-11-27'],
            requirements: [
              {
                system: 'PP2017',
                code: 'SP7-8.VIII.8',
                text: 'stosuje twierdzenie Pitagorasa',
                met: 1,
                mastered: 0,
                history: [0, 0, 0],
              },
              { system: 'PP2017', code: 'SP7-8.V.2', text: null, met: 1, mastered: 1, history: [0, 1, 1] },
            ],
          }),
      },
      { role: 'TEACHER' },
    );
    render(`/classes/${classId}`);
    const section = await screen.findByRole('region', { name: 'Co klasa opanowała' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'SP7-8.VIII.8stosuje twierdzenie Pitagorasaopanowało 0 z 1',
      'SP7-8.V.2opanowało 1 z 1',
    ]);
    expect(
      within(rows[0]!).getByRole('progressbar', {
        name: 'SP7-8.VIII.8 stosuje twierdzenie Pitagorasa: opanowało 0 z 1',
      }),
    ).toBeInstanceOf(Element);
    expect(within(rows[1]!).getByRole('img', { name: 'Opanowało w kolejnych tygodniach: 0, 1, 1' })).toBeInstanceOf(
      Element,
    );
    const pupils = screen.getByRole('region', { name: 'Uczniowie (1)' });
    expect(within(pupils).getByRole('link', { name: 'Zosia Kowalska' }).getAttribute('href')).toBe(
      `/classes/${classId}/pupils/${pupilId}`,
    );
  });
});

describe("a class's mark bands", () => {
  it('refuses bands that do not rise with the shared message and saves the edited ones', async () => {
    const calls = stubTutoringApi(
      {
        [`GET /api/class/${classId}`]: () => json(200, buildClass()),
        [`GET /api/class/${classId}/mark-bands`]: () => json(200, { minimums: [30, 50, 70, 85, 98], signs: false }),
        [`PUT /api/class/${classId}/mark-bands`]: ({ body }) => json(200, body),
      },
      { role: 'TEACHER' },
    );
    render(`/classes/${classId}`);
    const section = await screen.findByRole('region', { name: 'Progi ocen' });
    const three = await within(section).findByRole('textbox', { name: 'Ocena 3 (dst) od' });
    fireEvent.change(three, { target: { value: '20' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Zapisz progi' }));
    expect(
      await within(section).findByText('Progi ocen muszą być rosnącymi liczbami całkowitymi od 1 do 100.'),
    ).toBeInstanceOf(Element);
    fireEvent.change(three, { target: { value: '45' } });
    fireEvent.click(within(section).getByRole('checkbox', { name: /Plusy i minusy/ }));
    fireEvent.click(within(section).getByRole('button', { name: 'Zapisz progi' }));
    expect(await screen.findByText('Zapisano progi ocen.')).toBeInstanceOf(Element);
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: `/api/class/${classId}/mark-bands`,
        body: { minimums: [30, 45, 70, 85, 98], signs: true },
      },
    ]);
  });
});

describe("a pupil's page for the class's teacher", () => {
  it("shows the pupil's mastery map from the class's roster", async () => {
    const conceptId = 'c0c0c000-0000-4000-8000-000000000001';
    stubTutoringApi(
      {
        [`GET /api/class/${classId}`]: () =>
          json(
            200,
            buildClass({
              pupilCount: 1,
              pupils: [
                {
                  id: pupilId,
                  username: 'zosia',
                  rosterName: null,
                  registerNumber: null,
                  name: 'Zosia Kowalska',
                  joinedAt: '2026-09-02T09:00:00.000Z',
                  withoutEmail: false,
                },
              ],
            }),
          ),
        [`GET /api/learn/students/${pupilId}`]: () =>
          json(200, {
            mastery: [
              {
                conceptId,
                slug: 'pitagoras',
                name: 'Twierdzenie Pitagorasa',
                state: 'mastered',
                due: '2026-12-20T08:00:00.000Z',
                stability: 20,
                attempts: 3,
                correct: 3,
              },
            ],
            since: '2026-09-02T09:00:00.000Z',
            attempts: [],
          }),
      },
      { role: 'TEACHER' },
    );
    renderRoutes([{ path: '/classes/:id/pupils/:pupilId', element: <ClassPupilPage /> }], {
      path: `/classes/${classId}/pupils/${pupilId}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Zosia Kowalska' })).toBeInstanceOf(Element);
    expect(await screen.findByText(/Twierdzenie Pitagorasa/)).toBeInstanceOf(Element);
    expect(screen.getByText(/Pokazujemy tylko pracę od dołączenia do klasy \(2 września 2026\)/)).toBeInstanceOf(
      Element,
    );
    expect(screen.getByRole('link', { name: 'Wróć do klasy 8b' }).getAttribute('href')).toBe(`/classes/${classId}`);
  });
});

describe('/classes for a pupil', () => {
  it('joins with a code typed in lowercase with a dash, then waits for the teacher', async () => {
    let joined = false;
    const calls = stubTutoringApi({
      'GET /api/class': () => json(200, { items: joined ? [pendingForPupil] : [] }),
      'POST /api/class/join': () => {
        joined = true;
        return json(201, pendingForPupil);
      },
    });
    render('/classes');
    expect(await screen.findByText('Nie należysz jeszcze do żadnej klasy.')).toBeInstanceOf(Element);
    fireEvent.change(screen.getByRole('textbox', { name: /Kod klasy/ }), { target: { value: 'abcd-ef23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dołącz' }));
    const list = await screen.findByRole('list', { name: 'Moje klasy' });
    expect(within(list).getByText('Czeka na akceptację nauczyciela')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([{ path: '/api/class/join', body: { code: 'ABCDEF23' } }]);
    expect(within(list).getByRole('button', { name: 'Wycofaj prośbę: 8b' })).toBeInstanceOf(Element);
  });

  it('shows the server’s refusal of a full class at the code', async () => {
    const full = classFullMessage(40);
    stubTutoringApi({
      'GET /api/class': () => json(200, { items: [] }),
      'POST /api/class/join': () => json(409, { statusCode: 409, error: 'Conflict', message: full }),
    });
    render('/classes');
    const field = await screen.findByRole('textbox', { name: /Kod klasy/ });
    fireEvent.change(field, { target: { value: 'ABCD EF23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dołącz' }));
    expect(await screen.findByText(full)).toBeInstanceOf(Element);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  });
});

describe('/join/{code}, the link of a class', () => {
  const renderJoin = () =>
    renderRoutes(
      [
        { path: '/join/:code', element: <JoinClassPage /> },
        { path: '*', element: <Destination /> },
      ],
      { path: '/join/abcdef23', toasts: true },
    );

  it('asks a visitor to sign in or register (with the code, as a pupil), and to come back', async () => {
    renderJoin();
    expect(screen.getByText('ABCD-EF23')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Zaloguj się' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fjoin%2Fabcdef23',
    );
    expect(screen.getByRole('link', { name: 'Załóż konto' }).getAttribute('href')).toBe(
      '/register?classCode=ABCDEF23&redirect=%2Fjoin%2Fabcdef23',
    );
  });

  it('joins a signed-in pupil with the code filled in, then goes to their classes', async () => {
    const calls = stubTutoringApi({ 'POST /api/class/join': () => json(201, pendingForPupil) });
    renderJoin();
    expect(await screen.findByRole('textbox', { name: /Kod klasy/ })).toHaveProperty('value', 'ABCD-EF23');
    fireEvent.click(screen.getByRole('button', { name: 'Dołącz' }));
    expect((await screen.findByTestId('destination')).textContent).toBe('/classes');
    expect(posts(calls)).toEqual([{ path: '/api/class/join', body: { code: 'ABCDEF23' } }]);
    expect(await screen.findByText(/Czeka na akceptację nauczyciela/)).toBeInstanceOf(Element);
  });
});

describe('/classes/{id}/card, the printable card', () => {
  it('prints the name, the code, the link and its QR code', async () => {
    stubTutoringApi({ [`GET /api/class/${classId}`]: () => json(200, buildClass()) }, { role: 'TEACHER' });
    renderRoutes([{ path: '/classes/:id/card', element: <ClassCardPage /> }], { path: `/classes/${classId}/card` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Klasa 8b' })).toBeInstanceOf(Element);
    const qr = await screen.findByRole('img', { name: 'Kod QR z linkiem do dołączenia do klasy' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getAllByText('https://zadania.example/classes/join/ABCDEF23').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Drukuj' })).toHaveProperty('disabled', false));
  });
});
