import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  TLearningProfileView,
  TMasteryList,
  TNextList,
  TPracticeSession,
  TSessionAnswerResult,
} from '@zadania/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { stubJsonApi } from '../../test/stub-api';
import { HomePage } from '../home/HomePage';
import { MasteryMapPage } from './MasteryMapPage';
import { PracticeSessionPage, StartSessionPage } from './PracticeSessionPage';

vi.setConfig({ testTimeout: 20_000 });

const ids = {
  session: '11111111-1111-4111-8111-111111111111',
  fractions: '22222222-2222-4222-8222-222222222222',
  percent: '33333333-3333-4333-8333-333333333333',
  task1: '44444444-4444-4444-8444-444444444444',
  task2: '55555555-5555-4555-8555-555555555555',
  choiceA: '66666666-6666-4666-8666-666666666666',
  choiceB: '77777777-7777-4777-8777-777777777777',
};

const next: TNextList = {
  dueCount: 3,
  streakDays: 2,
  openSession: { id: ids.session, answered: 1, total: 2 },
  results: [
    {
      homeworkId: ids.task1,
      slug: 'ulamki-1',
      practicePath: `/learn/session?concept=${ids.fractions}`,
      conceptId: ids.fractions,
      conceptName: 'Ułamki',
      reason: 'due',
      reasonLabel: 'Powtórka',
    },
  ],
};

const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString();

const session = (): TPracticeSession => ({
  id: ids.session,
  kind: 'PRACTICE',
  createdAt: new Date().toISOString(),
  items: [
    {
      position: 1,
      kind: 'HOMEWORK',
      generatorId: null,
      homeworkId: ids.task1,
      conceptIds: [ids.fractions],
      conceptId: ids.fractions,
      conceptName: 'Ułamki',
      reason: 'due',
      task: {
        id: ids.task1,
        slug: 'ulamki-1',
        description: '<p>Ile to jest trzy drugie?</p>',
        closed: false,
        choices: [],
        answerCheck: { kind: 'NUMBER' },
      },
      answered: null,
    },
    {
      position: 2,
      kind: 'HOMEWORK',
      generatorId: null,
      homeworkId: ids.task2,
      conceptIds: [ids.percent],
      conceptId: ids.percent,
      conceptName: 'Procenty',
      reason: 'new',
      task: {
        id: ids.task2,
        slug: 'procenty-1',
        description: '<p>Ile to 50% z 4?</p>',
        closed: true,
        choices: [
          { id: ids.choiceA, label: 'A', answer: '<p>2</p>' },
          { id: ids.choiceB, label: 'B', answer: '<p>3</p>' },
        ],
        answerCheck: null,
      },
      answered: null,
    },
  ],
});

const renderAt = (path: string) =>
  renderWithProviders(null, {
    path,
    routes: [
      { path: '/', element: <HomePage /> },
      { path: '/learn/map', element: <MasteryMapPage /> },
      { path: '/learn/session', element: <StartSessionPage /> },
      { path: '/learn/session/:id', element: <PracticeSessionPage /> },
      { path: '/homeworks/:slug', element: <p>Strona zadania</p> },
    ],
  }).router;

/** The signed-in student and the school year and goal they chose (the home asks neither again). */
const asStudent = (path: string) => {
  if (path === '/api/user/me') return { status: 200, body: buildMe('USER') };
  if (path === '/api/learn/profile') {
    const profile: TLearningProfileView = {
      level: 'SP8',
      goal: 'E8',
      examYear: 2027,
      ceiling: 'E8',
      skipped: false,
      diagnosticSessionId: null,
    };
    return { status: 200, body: profile };
  }
  return undefined;
};

beforeEach(() => {
  saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: 'session-1' });
});
clearSessionAfterEachTest();

describe("the signed-in student's home", () => {
  it("shows today's reviews, the session to continue, the streak and what to do next", async () => {
    stubJsonApi((path) => (path === '/api/learn/next' ? { status: 200, body: next } : asStudent(path)));
    renderAt('/');
    expect((await screen.findByTestId('reviews-due')).textContent).toBe('3 pojęcia czekają na powtórkę');
    expect(screen.getByRole('button', { name: 'Zacznij powtórkę' })).toBeInstanceOf(Element);
    expect(screen.getByText('Sesja: odpowiedzi 1 z 2')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Wróć do sesji' }).getAttribute('href')).toBe(
      `/learn/session/${ids.session}`,
    );
    expect(screen.getByTestId('streak').textContent).toBe('2 dni nauki z rzędu');
    expect(screen.getByText('Powtórka')).toBeInstanceOf(Element);
    // "Co dalej" leads to practice of the concept, not to one task (issue 59).
    expect(screen.getByRole('link', { name: 'Ułamki' }).getAttribute('href')).toBe(
      `/learn/session?concept=${ids.fractions}`,
    );
    expect(screen.queryByText('Załóż darmowe konto')).toBeNull();
    expect((await screen.findByTestId('learning-profile')).textContent).toBe(
      'Klasa 8 szkoły podstawowej, cel: Egzamin ósmoklasisty 2027',
    );
  });

  it('starts a session from the reviews card and opens it', async () => {
    const calls = stubJsonApi((path) => {
      if (path === '/api/learn/next')
        return { status: 200, body: { ...next, dueCount: 1, openSession: null, streakDays: 0 } };
      if (path === '/api/learn/session') return { status: 201, body: session() };
      if (path === `/api/learn/session/${ids.session}`) return { status: 200, body: session() };
      return asStudent(path);
    });
    const router = renderAt('/');
    expect((await screen.findByTestId('reviews-due')).textContent).toBe('1 pojęcie czeka na powtórkę');
    expect(screen.getByTestId('streak').textContent).toBe('Odpowiedz dziś na jedno zadanie, a zaczniesz serię.');
    fireEvent.click(screen.getByRole('button', { name: 'Zacznij powtórkę' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/learn/session/${ids.session}`));
    expect(calls.find((call) => call.path === '/api/learn/session')?.body).toEqual({});
    expect(await screen.findByText('Ile to jest trzy drugie?')).toBeInstanceOf(Element);
  });
});

describe('a practice session', () => {
  it('checks an answer, shows the right one and the steps after a mistake, then the next item and the summary', async () => {
    const wrong: TSessionAnswerResult = {
      correct: false,
      expected: '<p>1,5</p>',
      explanation: [{ title: 'Krok 1', description: '<p>Dzielimy 3 przez 2.</p>', latex: '' }],
      mastery: { conceptId: ids.fractions, state: 'learning', due: inTwoDays },
    };
    const right: TSessionAnswerResult = {
      correct: true,
      expected: '<p>A.</p><p>2</p>',
      explanation: [],
      mastery: { conceptId: ids.percent, state: 'learning', due: inTwoDays },
    };
    const calls = stubJsonApi((path, init) => {
      if (path === `/api/learn/session/${ids.session}` && init.method !== 'POST')
        return { status: 200, body: session() };
      if (path === `/api/learn/session/${ids.session}/answer`) {
        const { position } = JSON.parse(String(init.body));
        return { status: 200, body: position === 1 ? wrong : right };
      }
      return undefined;
    });
    renderAt(`/learn/session/${ids.session}`);
    expect(await screen.findByText('Ile to jest trzy drugie?')).toBeInstanceOf(Element);
    expect(screen.getByRole('heading', { name: 'Zadanie 1 z 2' })).toBe(document.activeElement);
    // The bar is the progressbar and tells the item shown, as its heading does (issue 59 point 4).
    const progress = screen.getByRole('progressbar', { name: 'Postęp sesji' });
    expect(progress.getAttribute('aria-valuetext')).toBe('Zadanie 1 z 2');
    expect([progress.getAttribute('aria-valuenow'), progress.getAttribute('aria-valuemax')]).toEqual(['0', '2']);
    expect(document.querySelectorAll('[aria-valuetext]')).toHaveLength(1);

    // An empty answer is not sent.
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText('Wpisz odpowiedź.')).toBeInstanceOf(Element);
    fireEvent.change(screen.getByRole('textbox', { name: /Twoja odpowiedź/ }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText('Niestety, to nie jest poprawna odpowiedź.')).toBeInstanceOf(Element);
    expect(screen.getByText('Poprawna odpowiedź')).toBeInstanceOf(Element);
    expect(await screen.findByText('Dzielimy 3 przez 2.')).toBeInstanceOf(Element);
    expect(screen.getByText(/Ułamki: w nauce, powtórka za 2 dni/)).toBeInstanceOf(Element);
    const answerCall = calls.find((call) => call.path.endsWith('/answer'));
    expect(answerCall?.body).toMatchObject({ position: 1, answer: '2' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Następne zadanie' })).toBe(document.activeElement));

    fireEvent.click(screen.getByRole('button', { name: 'Następne zadanie' }));
    expect(await screen.findByText('Ile to 50% z 4?')).toBeInstanceOf(Element);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Zadanie 2 z 2');
    const choices = screen.getByRole('radiogroup', { name: 'Wybierz odpowiedź' });
    fireEvent.click(within(choices).getAllByRole('radio')[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText('Dobrze! To poprawna odpowiedź.')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.path.endsWith('/answer')).at(-1)?.body).toMatchObject({
      position: 2,
      answer: ids.choiceA,
    });
    // After a right answer: no explanation, straight to what is next.
    expect(screen.queryByText('Poprawna odpowiedź')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zakończ sesję' }));
    expect((await screen.findByTestId('session-summary')).textContent).toBe('Poprawne odpowiedzi: 1 z 2.');
    expect(screen.getByRole('link', { name: 'Mapa umiejętności' })).toBeInstanceOf(Element);
  });

  it('continues after a reload at the first item left, and says when a session is not the viewer’s', async () => {
    const answeredFirst = session();
    answeredFirst.items[0]!.answered = { correct: true, answeredAt: new Date().toISOString() };
    stubJsonApi((path) =>
      path === `/api/learn/session/${ids.session}` ? { status: 200, body: answeredFirst } : undefined,
    );
    renderAt(`/learn/session/${ids.session}`);
    expect(await screen.findByText('Ile to 50% z 4?')).toBeInstanceOf(Element);
    expect(screen.queryByText('Ile to jest trzy drugie?')).toBeNull();
    vi.unstubAllGlobals();

    stubJsonApi(() => undefined);
    renderAt('/learn/session/cudza');
    expect(await screen.findByText('Nie znaleziono sesji.')).toBeInstanceOf(Element);
  });

  it('says why a session cannot start', async () => {
    stubJsonApi((path) =>
      path === '/api/learn/session'
        ? {
            status: 400,
            body: {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Nie ma teraz zadań do ćwiczenia z wybranych pojęć. Wróć jutro albo wybierz inne pojęcia.',
            },
          }
        : undefined,
    );
    renderAt(`/learn/session?concept=${ids.fractions}`);
    expect(
      await screen.findByText(
        'Nie ma teraz zadań do ćwiczenia z wybranych pojęć. Wróć jutro albo wybierz inne pojęcia.',
      ),
    ).toBeInstanceOf(Element);
  });
});

describe('the mastery map', () => {
  it('groups the concepts by level with the level written, and practises one on a click', async () => {
    const mastery: TMasteryList = {
      results: [
        {
          conceptId: ids.fractions,
          slug: 'ulamki',
          name: 'Ułamki',
          state: 'mastered',
          due: inTwoDays,
          stability: 12,
          attempts: 5,
          correct: 5,
        },
        {
          conceptId: ids.percent,
          slug: 'procenty',
          name: 'Procenty',
          state: 'learning',
          due: new Date(Date.now() - 1000).toISOString(),
          stability: 0.5,
          attempts: 3,
          correct: 1,
        },
      ],
    };
    const calls = stubJsonApi((path) => {
      if (path === '/api/learn/mastery') return { status: 200, body: mastery };
      if (path === '/api/learn/session') return { status: 201, body: session() };
      if (path === `/api/learn/session/${ids.session}`) return { status: 200, body: session() };
      return undefined;
    });
    const router = renderAt('/learn/map');
    expect(await screen.findByRole('heading', { name: 'Opanowane (1)' })).toBeInstanceOf(Element);
    expect(screen.getByRole('heading', { name: 'W nauce (1)' })).toBeInstanceOf(Element);
    const percent = screen.getByRole('button', { name: /^Ćwicz: Procenty, / });
    expect(within(percent).getByText('w nauce')).toBeInstanceOf(Element);
    expect(within(percent).getByText('powtórka teraz')).toBeInstanceOf(Element);
    expect(within(percent).getByText('poprawne odpowiedzi: 1 z 3')).toBeInstanceOf(Element);
    fireEvent.click(percent);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/learn/session/${ids.session}`));
    expect(calls.find((call) => call.path === '/api/learn/session')?.body).toEqual({ conceptIds: [ids.percent] });
  });

  it('offers a first session while the map is empty', async () => {
    stubJsonApi((path) => (path === '/api/learn/mastery' ? { status: 200, body: { results: [] } } : undefined));
    renderAt('/learn/map');
    expect(await screen.findByText('Mapa zapełni się, gdy odpowiesz na pierwsze zadania.')).toBeInstanceOf(Element);
    expect(screen.getByRole('button', { name: 'Rozpocznij pierwszą sesję' })).toBeInstanceOf(Element);
  });
});
