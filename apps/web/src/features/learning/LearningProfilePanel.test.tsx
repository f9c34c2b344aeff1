import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TLearningProfileView, TNextList, TPracticeSession, TRole } from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { stubJsonApi, writes } from '../../test/stub-api';
import { HomePage } from '../home/HomePage';
import { LearningDashboard } from './LearningDashboard';
import { LearningProfileSettings } from './LearningProfilePanel';
import { PracticeSessionPage } from './PracticeSessionPage';
import { examYears } from './profile-choices';

vi.setConfig({ testTimeout: 20_000 });

const sessionId = '11111111-1111-4111-8111-111111111111';
const conceptId = '22222222-2222-4222-8222-222222222222';
const emptyNext: TNextList = { dueCount: 0, streakDays: 0, openSession: null, results: [] };
const nothingChosen: TLearningProfileView = {
  level: null,
  goal: null,
  examYear: null,
  ceiling: 'MATURA_P',
  skipped: false,
  diagnosticSessionId: null,
};
const diagnostic: TPracticeSession = {
  id: sessionId,
  kind: 'DIAGNOSTIC',
  createdAt: new Date().toISOString(),
  items: [
    {
      position: 1,
      kind: 'GENERATED',
      homeworkId: '33333333-3333-4333-8333-333333333333',
      generatorId: 'e8-procent-liczby',
      conceptIds: [conceptId],
      conceptId,
      conceptName: 'Procenty',
      reason: 'new',
      task: {
        id: '33333333-3333-4333-8333-333333333333',
        slug: '',
        description: '<p>Ile to 10% z 50?</p>',
        closed: false,
        choices: [],
        answerCheck: { kind: 'NUMBER' },
      },
      answered: null,
    },
  ],
};

/** A fake API keeping the profile as the server would, for a user of the role. */
function stubProfileApi(role: TRole, initial: TLearningProfileView = nothingChosen) {
  let stored = initial;
  const calls = stubJsonApi((path, init) => {
    if (path === '/api/user/me') return { status: 200, body: buildMe(role) };
    if (path === '/api/learn/next') return { status: 200, body: emptyNext };
    if (path === '/api/learn/profile/skip') {
      stored = { ...stored, skipped: true };
      return { status: 200, body: stored };
    }
    if (path === '/api/learn/profile') {
      if (init.method === 'PUT') {
        const { level, goal, examYear } = JSON.parse(String(init.body));
        stored = { ...stored, level, goal, examYear, ceiling: goal === 'PRACTICE' ? 'MATURA_R' : goal };
      }
      return { status: 200, body: stored };
    }
    if (path === '/api/learn/diagnostic') {
      stored = { ...stored, diagnosticSessionId: sessionId };
      return { status: 201, body: diagnostic };
    }
    if (path === `/api/learn/session/${sessionId}`) return { status: 200, body: diagnostic };
    return undefined;
  });
  return calls;
}

const renderHome = () =>
  renderWithProviders(null, {
    path: '/',
    routes: [
      { path: '/', element: <HomePage /> },
      { path: '/learn/session/:id', element: <PracticeSessionPage /> },
    ],
  }).router;

beforeEach(() => {
  saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: 'session-1' });
});
clearSessionAfterEachTest();

describe("the first sign-in step on a student's home", () => {
  it('asks the school year and goal, saves "klasa 8, egzamin ósmoklasisty" with its year, then offers the diagnostic', async () => {
    const calls = stubProfileApi('USER');
    const router = renderHome();
    const step = await screen.findByTestId('learning-onboarding');
    expect(within(step).getByRole('heading', { name: 'Do czego się przygotowujesz?' })).toBeInstanceOf(Element);

    // Nothing picked: the form says what is missing and sends nothing.
    fireEvent.click(within(step).getByRole('button', { name: 'Zapisz' }));
    expect(await within(step).findByText('Wybierz klasę.')).toBeInstanceOf(Element);
    expect(within(step).getByRole('combobox', { name: 'Klasa' }).getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(within(step).getByRole('combobox', { name: 'Klasa' }), { target: { value: 'SP8' } });
    // A pupil of klasa 8 is offered the egzamin ósmoklasisty (picked for them) and no matura.
    const goals = within(step).getByRole('radiogroup', { name: 'Cel' });
    expect(
      within(goals)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['E8', 'PRACTICE']);
    expect((within(goals).getByRole('radio', { name: 'Egzamin ósmoklasisty' }) as HTMLInputElement).checked).toBe(true);
    const thisYear = String(examYears()[0]);
    expect((within(step).getByRole('combobox', { name: 'Rok egzaminu' }) as HTMLSelectElement).value).toBe(thisYear);
    fireEvent.click(within(step).getByRole('button', { name: 'Zapisz' }));

    const summary = await screen.findByTestId('learning-profile');
    expect(summary.textContent).toBe(`Klasa 8 szkoły podstawowej, cel: Egzamin ósmoklasisty ${thisYear}`);
    expect(screen.queryByTestId('learning-onboarding')).toBeNull();
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/learn/profile', body: { level: 'SP8', goal: 'E8', examYear: Number(thisYear) } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Rozpocznij test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/learn/session/${sessionId}`));
    expect(await screen.findByRole('heading', { name: 'Test diagnostyczny', level: 1 })).toBeInstanceOf(Element);
    expect(await screen.findByText('Ile to 10% z 50?')).toBeInstanceOf(Element);
  });

  it('is skipped for good with "Pomiń"', async () => {
    const calls = stubProfileApi('USER');
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Pomiń' }));
    expect((await screen.findByTestId('learning-profile')).textContent).toBe(
      'Nie wybrano klasy ani celu: do czasu wyboru ćwiczysz zadania do matury podstawowej.',
    );
    expect(screen.queryByTestId('learning-onboarding')).toBeNull();
    expect(writes(calls)).toEqual([{ method: 'POST', path: '/api/learn/profile/skip', body: {} }]);
  });

  it("is not shown to an admin (nor a teacher): the step is a student's", async () => {
    const calls = stubProfileApi('ADMIN');
    renderWithProviders(<LearningDashboard />);
    expect(await screen.findByRole('heading', { name: 'Co dalej' })).toBeInstanceOf(Element);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user/me')).toBe(true));
    expect(screen.queryByTestId('learning-onboarding')).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/api/learn/profile'))).toBe(false);
  });
});

describe('changing the profile later (the dashboard and the account settings)', () => {
  it('changes the school year and goal, and keeps the goals that fit the year', async () => {
    const calls = stubProfileApi('USER', {
      ...nothingChosen,
      level: 'SP8',
      goal: 'E8',
      examYear: 2027,
      ceiling: 'E8',
      diagnosticSessionId: sessionId,
    });
    renderWithProviders(<LearningProfileSettings />);
    expect((await screen.findByTestId('learning-profile')).textContent).toBe(
      'Klasa 8 szkoły podstawowej, cel: Egzamin ósmoklasisty 2027',
    );
    expect(screen.getByRole('button', { name: 'Zrób test diagnostyczny' })).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Zmień' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Klasa' }), { target: { value: 'LO2' } });
    const goals = screen.getByRole('radiogroup', { name: 'Cel' });
    expect(
      within(goals)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['MATURA_P', 'MATURA_R', 'PRACTICE']);
    fireEvent.click(within(goals).getByRole('radio', { name: 'Ćwiczę bez egzaminu' }));
    expect(screen.queryByRole('combobox', { name: 'Rok egzaminu' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    expect((await screen.findByTestId('learning-profile')).textContent).toBe(
      'Klasa 2 szkoły średniej, cel: Ćwiczę bez egzaminu',
    );
    expect(writes(calls)).toEqual([
      { method: 'PUT', path: '/api/learn/profile', body: { level: 'LO2', goal: 'PRACTICE', examYear: null } },
    ]);
  });
});
