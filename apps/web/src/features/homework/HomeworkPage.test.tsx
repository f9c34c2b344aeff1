import { fireEvent, screen } from '@testing-library/react';
import type { THomework } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { clearSession, saveSession } from '../../lib/api/token-storage';
import { buildHomework, buildSolution } from '../../test/homework-fixtures';
import { renderRoutes } from '../../test/render';
import { withHomeworkPolicies } from '../../test/server-policies';
import { HomeworkPage } from './HomeworkPage';

// Generous limits for a loaded CI machine: the first render also loads KaTeX. Waits end as soon as the state is reached.
vi.setConfig({ testTimeout: 20_000 });
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

const homework = buildHomework({
  slug: 'nierownosc',
  status: 'PUBLIC',
  description:
    '<p>Zbiorem rozwiązań nierówności <span data-type="inline-math" data-latex="x^2 \\le 9"></span> jest</p>',
  closed: true,
  answers: [
    { id: 'a1a1a1a1-1b2c-4d3e-8f4a-5b6c7d8e9f01', label: null, answer: '<p>przedział A</p>', correct: false },
    { id: 'b2b2b2b2-1b2c-4d3e-8f4a-5b6c7d8e9f01', label: null, answer: '<p>przedział B</p>', correct: true },
  ],
  ratingsAvg: 3.5,
  ratingsCount: 2,
  solutionFormats: [{ name: 'LATEX' }],
  homeworkExams: [
    {
      id: 'c3c3c3c3-1b2c-4d3e-8f4a-5b6c7d8e9f01',
      points: 2.9,
      exam: {
        id: 'd4d4d4d4-1b2c-4d3e-8f4a-5b6c7d8e9f01',
        slug: 'matura',
        name: 'Matura (maj 2026), poziom podstawowy',
        type: 'MATURA',
        level: 'BASIC',
      },
    },
  ],
});

const solution = buildSolution({
  steps: [
    {
      id: 'e5e5e5e5-1b2c-4d3e-8f4a-5b6c7d8e9f01',
      order: 2,
      title: 'Krok 2: odczyt',
      description: '<p>Odczytujemy przedział.</p>',
      latex: '<div data-type="block-math" id="id-2" data-latex="x = 3"></div>',
    },
    {
      id: 'f6f6f6f6-1b2c-4d3e-8f4a-5b6c7d8e9f01',
      order: 1,
      title: 'Krok 1: przekształcenie',
      description: '<p>Przenosimy wyrazy.</p>',
      latex: '<div data-type="block-math" id="id-1" data-latex="x^2 - 9 = (x - 3)(x + 3) = 0"></div>',
    },
  ],
});

function stubApi(
  found = true,
  task: Omit<THomework, 'policies'> = homework,
  policies: Partial<THomework['policies']> = {},
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      if (!found) return json(404, { statusCode: 404, error: 'Not Found', message: 'Nie znaleziono zadania.' });
      if (path.endsWith('/solution')) return json(200, solution);
      const shown = withHomeworkPolicies(task, null);
      return json(200, { ...shown, policies: { ...shown.policies, ...policies } });
    }),
  );
}

const renderPage = (path = '/homeworks/nierownosc') =>
  renderRoutes([{ path: '/homeworks/:slug', element: <HomeworkPage /> }], { path });

describe('HomeworkPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('offers the chat with the author only when the API says the viewer may write to them', async () => {
    stubApi(true, homework, { chatAuthor: true });
    const { unmount } = renderPage();
    const authorName = homework.author!.displayName;
    expect(await screen.findByRole('button', { name: `Napisz wiadomość do: ${authorName}` })).toBeInstanceOf(Element);
    unmount();

    vi.unstubAllGlobals();
    stubApi(true, homework, { chatAuthor: false });
    renderPage();
    await screen.findByRole('radio', { name: /^A\./ });
    expect(screen.getByText(authorName)).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: /Napisz wiadomość/ })).toBeNull();
  });

  it('letters the closed answers by position and checks the chosen one', async () => {
    stubApi();
    renderPage();
    const answerA = await screen.findByRole('radio', { name: /^A\./ });
    await screen.findByText('przedział A');
    expect(screen.getByRole('radio', { name: /^B\./ })).toBeInstanceOf(Element);
    expect((screen.getByRole('button', { name: 'Sprawdź' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(answerA);
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect((await screen.findByRole('status')).textContent).toContain('Niestety, to nie jest poprawna odpowiedź.');

    fireEvent.click(screen.getByRole('radio', { name: /^B\./ }));
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect((await screen.findByRole('status')).textContent).toContain('Dobrze! To poprawna odpowiedź.');
  });

  it('lets the server check and record a signed-in student’s choice, then offers what is next', async () => {
    let stubbedTask = homework;
    saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: 'session-1' });
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        const json = (body: unknown) =>
          new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
        if (path.endsWith('/check-choice')) {
          sent.push(JSON.parse(String(init?.body)));
          return json({
            correct: false,
            message: 'Niestety, to nie jest poprawna odpowiedź.',
            attempt: { id: homework.id, answer: 'x', correct: false, createdAt: '2026-03-01T10:00:00.000Z' },
          });
        }
        if (path.endsWith('/solution')) return json(solution);
        if (path.startsWith('/api/learn')) return json({ results: [], dueCount: 0, streakDays: 0, openSession: null });
        return json(withHomeworkPolicies(stubbedTask, null));
      }),
    );
    const conceptId = '9b1d2c3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    stubbedTask = { ...homework, domainsIds: [conceptId] };
    try {
      renderPage();
      const answerA = await screen.findByRole('radio', { name: /^A\./ });
      fireEvent.click(answerA);
      fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
      expect((await screen.findByRole('status')).textContent).toContain('Niestety, to nie jest poprawna odpowiedź.');
      expect(sent).toEqual([{ answerId: homework.answers[0]!.id, timeTakenMs: expect.any(Number) }]);
      const similar = await screen.findByRole('link', { name: 'Poćwicz podobne zadania' });
      expect(similar.getAttribute('href')).toBe(`/learn/session?concept=${conceptId}`);
    } finally {
      clearSession();
    }
  });

  it('shows exam points rounded down and sets the title to a plain-text excerpt', async () => {
    stubApi();
    renderPage();
    expect(await screen.findByText('2 pkt')).toBeInstanceOf(Element);
    expect(screen.getByText(/Matura \(maj 2026\)/)).toBeInstanceOf(Element);
    // The task names its subject beside its level (issue 73).
    expect(screen.getByText('Matematyka')).toBeInstanceOf(Element);
    await waitFor(() => expect(document.title).toBe('Zbiorem rozwiązań nierówności x² ≤ 9 jest – Zadania'));
  });

  it("headlines the task's own title and names the document by it, as plain text", async () => {
    stubApi(true, { ...homework, title: 'Nierówność <kwadratowa>' });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nierówność <kwadratowa>' })).toBeInstanceOf(Element);
    // The description still opens the task.
    expect(await screen.findByText(/Zbiorem rozwiązań nierówności/)).toBeInstanceOf(Element);
    await waitFor(() => expect(document.title).toBe('Nierówność <kwadratowa> – Zadania'));
  });

  it('shows how hard students found the task once five of them tried it, and nothing before', async () => {
    stubApi(true, { ...homework, difficulty: { rating: 1720, attempts: 12 } });
    const { unmount } = renderPage();
    const badge = await screen.findByText('Trudność: trudne');
    expect(badge.closest('[title]')?.getAttribute('title')).toBe(
      'Oszacowana z pierwszych prób uczniów (liczba prób: 12)',
    );
    unmount();
    stubApi(true, { ...homework, difficulty: { rating: 1720, attempts: 4 } });
    renderPage();
    expect(await screen.findByText('2 pkt')).toBeInstanceOf(Element);
    expect(screen.queryByText(/Trudność/)).toBeNull();
  });

  it('walks the solution step by step in order, and remembers the all-steps mode', async () => {
    stubApi();
    renderPage();
    expect(await screen.findByText('Krok 1 z 2')).toBeInstanceOf(Element);
    expect(screen.getByRole('heading', { name: 'Krok 1: przekształcenie' })).toBeInstanceOf(Element);
    expect((screen.getByRole('button', { name: 'Wstecz' }) as HTMLButtonElement).disabled).toBe(true);
    // The chain x^2 - 9 = (x-3)(x+3) = 0 is revealed link by link.
    const more = await screen.findByRole('button', { name: 'Pokaż więcej' });
    fireEvent.click(more);
    expect(screen.queryByRole('button', { name: 'Pokaż więcej' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dalej' }));
    expect(screen.getByText('Krok 2 z 2')).toBeInstanceOf(Element);
    expect(screen.getByRole('heading', { name: 'Krok 2: odczyt' })).toBeInstanceOf(Element);
    expect((screen.getByRole('button', { name: 'Dalej' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Wszystkie kroki' }));
    expect(screen.getByRole('heading', { name: 'Krok 1: przekształcenie' })).toBeInstanceOf(Element);
    expect(screen.getByRole('heading', { name: 'Krok 2: odczyt' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Dalej' })).toBeNull();
    expect(localStorage.getItem('zadania.solution-view-mode')).toBe('"all"');
  });

  it('shows the not-found state for an unknown task', async () => {
    stubApi(false);
    renderPage('/homeworks/nie-ma');
    expect(await screen.findByRole('heading', { name: 'Nie znaleziono zadania.' })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Wróć do listy zadań' }).getAttribute('href')).toBe('/homeworks');
  });

  it('offers the answer check under an open task with a checkable answer, and not under a closed one', async () => {
    stubApi(true, { ...homework, closed: false, answers: [], answer: '<p>3/2</p>', answerCheck: { kind: 'FRACTION' } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sprawdź swoją odpowiedź' })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toBeInstanceOf(Element);
  });

  it('shows the book page the task is attached to, linking to the book opened at that node', async () => {
    const nodeId = 'a7a7a7a7-1b2c-4d3e-8f4a-5b6c7d8e9f01';
    stubApi(true, {
      ...homework,
      homeworksBookNode: {
        id: nodeId,
        title: 'Zadanie',
        number: '3.12',
        kind: 'exercise',
        book: { slug: 'matematyka-2', title: 'Matematyka 2' },
      },
    });
    renderPage();
    const link = await screen.findByRole('link', { name: 'Matematyka 2 · Ćwiczenie 3.12: Zadanie' });
    expect(link.getAttribute('href')).toBe(`/resources/books/matematyka-2?node=${nodeId}`);
    expect(link.parentElement?.textContent).toBe('Podręcznik: Matematyka 2 · Ćwiczenie 3.12: Zadanie');
  });

  it('shows no book place for a task attached to no book', async () => {
    stubApi(true, { ...homework, homeworksBookNode: null });
    renderPage();
    expect(await screen.findByText('2 pkt')).toBeInstanceOf(Element);
    expect(screen.queryByText(/Podręcznik:/)).toBeNull();
    expect(screen.queryByRole('link', { name: /Matematyka 2/ })).toBeNull();
  });

  it('says the answer comes with the paid solution when the API holds it back, open or closed', async () => {
    stubApi(true, {
      ...homework,
      answerHeldBack: true,
      answers: homework.answers.map((answer) => ({ ...answer, correct: false })),
    });
    const { unmount } = renderPage();
    expect(await screen.findByText(/Odpowiedź jest częścią płatnego rozwiązania/)).toBeInstanceOf(Element);
    expect(screen.getByText('przedział B')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Sprawdź' })).toBeNull();
    unmount();
    stubApi(true, { ...homework, closed: false, answers: [], answer: null, answerHeldBack: true, answerCheck: null });
    renderPage();
    expect(await screen.findByText(/Odpowiedź jest częścią płatnego rozwiązania/)).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Pokaż odpowiedź' })).toBeNull();
  });

  it('offers no answer check for an open task without a checkable answer', async () => {
    stubApi(true, { ...homework, closed: false, answers: [], answer: '<p>3/2</p>', answerCheck: null });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Pokaż odpowiedź' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('heading', { name: 'Sprawdź swoją odpowiedź' })).toBeNull();
  });
});
