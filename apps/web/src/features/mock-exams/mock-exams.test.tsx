import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession } from '../../lib/api/token-storage';
import { renderWithProviders } from '../../test/render';
import { clearSessionAfterEachTest } from '../../test/session';
import { stubJsonApi } from '../../test/stub-api';
import { MockAttemptPage } from './MockAttemptPage';
import { MockExamCard } from './MockExamCard';
import {
  attempt,
  attemptId,
  examId,
  minute,
  paper,
  region,
  renderAttempt,
  result,
  saved,
  solutions,
} from './mock-exams.fixtures';

vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  saveSession({ token: 'access-1', refreshToken: 'refresh-1', sessionId: 'session-1' });
});
clearSessionAfterEachTest();

describe('the card on an exam page', () => {
  it('sends a signed-out visitor to log in and back', () => {
    clearSession();
    renderWithProviders(<MockExamCard examId={examId} paper={paper} />, { path: '/exams/arkusz' });
    expect(screen.getByTestId('mock-paper-facts').textContent).toBe('125 minut, 20 zadań, 30 punktów, bez kalkulatora');
    expect(screen.getByRole('link', { name: /Zaloguj się, aby rozwiązać arkusz/ }).getAttribute('href')).toBe(
      '/login?redirect=%2Fexams%2Farkusz',
    );
    expect(screen.queryByRole('button', { name: 'Rozpocznij arkusz' })).toBeNull();
  });

  it('starts the attempt with the extended time and opens it', async () => {
    const calls = stubJsonApi((path) =>
      path === `/api/exam/${examId}/mock`
        ? { status: 200, body: attempt({ durationMinutes: 165, extendedTime: true }) }
        : undefined,
    );
    const { router } = renderWithProviders(null, {
      path: '/exams/arkusz',
      routes: [
        { path: '/exams/arkusz', element: <MockExamCard examId={examId} paper={paper} /> },
        { path: '/mock/:attemptId', element: <MockAttemptPage /> },
      ],
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wydłużony czas (np. dysleksja): 165 minut' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rozpocznij arkusz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/mock/${attemptId}`));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/api/exam/${examId}/mock`,
      body: { extendedTime: true },
    });
    // The started attempt is on the page without a second request (its statement waits for the lazily loaded
    // renderer, which a loaded CI machine has taken over 5 s to load).
    expect(await screen.findByText('Ile to dwa do potęgi trzeciej?', {}, { timeout: 15_000 })).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.path === `/api/mock/${attemptId}`)).toHaveLength(0);
  });
});

describe('an attempt in progress', () => {
  it("counts down on the server's clock and saves each change, the latest state winning", async () => {
    const calls = stubJsonApi((path, init) => {
      if (path === `/api/mock/${attemptId}`) return { status: 200, body: attempt() };
      if (path === `/api/mock/${attemptId}/answers` && init.method === 'PUT')
        return saved(JSON.parse(String(init.body)));
      return undefined;
    });
    renderAttempt();
    expect(await screen.findByRole('heading', { name: 'Próbny egzamin ósmoklasisty', level: 1 })).toBeInstanceOf(
      Element,
    );
    // The browser's clock is an hour ahead of the server's: the countdown still shows the whole time.
    expect(screen.getByRole('timer', { name: 'Pozostały czas' }).textContent).toMatch(/^12[45]:[0-5]\d$/);
    expect(screen.getByText('Odpowiedzi: 0 z 5')).toBeInstanceOf(Element);
    expect(within(region('Zadanie 1')).getByText('1 pkt')).toBeInstanceOf(Element);

    fireEvent.click(within(region('Zadanie 1')).getByRole('radio', { name: /^A\./ }));
    fireEvent.click(within(region('Zadanie 1')).getByRole('radio', { name: /^B\./ }));
    const tf = within(region('Zadanie 2'));
    fireEvent.click(
      within(tf.getByRole('radiogroup', { name: /Zdanie 1/ })).getByRole('radio', { name: 'P – prawda' }),
    );
    fireEvent.click(within(tf.getByRole('radiogroup', { name: /Zdanie 2/ })).getByRole('radio', { name: 'F – fałsz' }));
    const open = within(region('Zadanie 4'));
    expect(open.getByText(/za sam wynik bez rozwiązania nie ma punktów/)).toBeInstanceOf(Element);
    fireEvent.change(await open.findByRole('textbox', { name: 'Wynik kroku 1' }), {
      target: { value: '100' },
    });
    fireEvent.change(open.getByRole('textbox', { name: 'Odpowiedź końcowa' }), { target: { value: '81' } });
    expect(screen.getByTestId('save-status').textContent).toBe('Zapisywanie…');

    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Zapisano'));
    const puts = calls.filter((call) => call.method === 'PUT');
    const last = new Map<number, unknown>();
    for (const put of puts)
      for (const entry of (put.body as { answers: { position: number; answer: unknown }[] }).answers)
        last.set(entry.position, entry.answer);
    expect(last.get(1)).toEqual({ choice: 'B' });
    expect(last.get(2)).toEqual({ values: [true, false] });
    expect(last.get(4)).toEqual({ final: '81', steps: ['100', ''] });
    // Typing is debounced: the open item's two fields went in one request.
    expect(puts.filter((put) => JSON.stringify(put.body).includes('"final"'))).toHaveLength(1);
    expect(screen.getByText('Odpowiedzi: 3 z 5')).toBeInstanceOf(Element);
  });

  it('shows the saved answers after a reload', async () => {
    stubJsonApi((path) =>
      path === `/api/mock/${attemptId}`
        ? {
            status: 200,
            body: attempt({
              answers: [
                { position: 1, answer: { choice: 'C' }, version: 1 },
                { position: 3, answer: { choices: ['B', null] }, version: 2 },
                { position: 4, answer: { final: '81', steps: ['', ''] }, version: 1 },
              ],
            }),
          }
        : undefined,
    );
    renderAttempt();
    const closed = within(await screen.findByRole('region', { name: 'Zadanie 1' })).getByRole('radio', {
      name: /^C\./,
    });
    expect((closed as HTMLInputElement).checked).toBe(true);
    const matching = within(region('Zadanie 3'));
    expect(
      (
        within(matching.getByRole('radiogroup', { name: /Część 1/ })).getByRole('radio', {
          name: /^B\./,
        }) as HTMLInputElement
      ).checked,
    ).toBe(true);
    expect(
      within(matching.getByRole('radiogroup', { name: /Część 2/ })).queryByRole('radio', { name: /^A\./ }),
    ).toBeNull();
    expect(
      (within(region('Zadanie 4')).getByRole('textbox', { name: 'Odpowiedź końcowa' }) as HTMLInputElement).value,
    ).toBe('81');
  });

  it('says when a save fails and tries again on request', async () => {
    let fail = true;
    const calls = stubJsonApi((path, init) => {
      if (path === `/api/mock/${attemptId}`) return { status: 200, body: attempt() };
      if (init.method === 'PUT')
        return fail
          ? {
              status: 500,
              body: {
                statusCode: 500,
                error: 'Error',
                message: 'Wystąpił błąd po stronie serwera, spróbuj ponownie później.',
              },
            }
          : saved(JSON.parse(String(init.body)));
      return undefined;
    });
    renderAttempt();
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Zadanie 1' })).getByRole('radio', { name: /^D\./ }),
    );
    expect(
      await screen.findByText('Nie zapisano odpowiedzi: Wystąpił błąd po stronie serwera, spróbuj ponownie później.'),
    ).toBeInstanceOf(Element);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ponownie' }));
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Zapisano'));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      answers: [{ position: 1, answer: { choice: 'D' }, version: 0 }],
    });
  });

  it('sends the version it read; on a change made in another tab it shows that answer and saves from its version', async () => {
    const stale = 'Ta odpowiedź została zmieniona w innej karcie. Odśwież stronę.';
    let otherTabSaved = false;
    const calls = stubJsonApi((path, init) => {
      if (path === `/api/mock/${attemptId}`)
        return {
          status: 200,
          body: attempt({
            answers: otherTabSaved
              ? [
                  { position: 1, answer: { choice: 'C' }, version: 2 },
                  { position: 3, answer: { choices: ['A', 'C'] }, version: 1 },
                ]
              : [{ position: 1, answer: { choice: 'A' }, version: 1 }],
          }),
        };
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { answers: { position: number; version: number }[] };
        if (body.answers.some((entry) => entry.position === 1 && entry.version === 1)) {
          otherTabSaved = true;
          return { status: 409, body: { statusCode: 409, error: 'Conflict', message: stale } };
        }
        return saved(body);
      }
      return undefined;
    });
    renderAttempt();
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Zadanie 1' })).getByRole('radio', { name: /^D\./ }),
    );
    expect(
      await screen.findByText(
        'Odpowiedzi do zadań 1, 3 zostały zmienione w innej karcie. Pokazujemy odpowiedzi zapisane tam: sprawdź je i w razie potrzeby popraw.',
      ),
    ).toBeInstanceOf(Element);
    const closed = within(region('Zadanie 1')).getByRole('radio', { name: /^C\./ }) as HTMLInputElement;
    expect(closed.checked).toBe(true);
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Zapisano'));
    // Nothing overwrote the other tab's answer; the next change is made from its version.
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { answers: [{ position: 1, answer: { choice: 'D' }, version: 1 }] },
    ]);
    fireEvent.click(within(region('Zadanie 1')).getByRole('radio', { name: /^B\./ }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      answers: [{ position: 1, answer: { choice: 'B' }, version: 2 }],
    });
  });

  it("shows the server's message and the result when an answer comes after the time", async () => {
    const timeUp = 'Czas na rozwiązanie arkusza minął. Arkusz został oddany, a odpowiedzi po czasie nie są zapisywane.';
    let submitted = false;
    stubJsonApi((path, init) => {
      if (path === `/api/mock/${attemptId}`)
        return {
          status: 200,
          body: submitted
            ? attempt({ submittedAt: new Date().toISOString(), submittedBy: 'TIME', result, solutions })
            : attempt(),
        };
      if (init.method === 'PUT') {
        submitted = true;
        return { status: 409, body: { statusCode: 409, error: 'Conflict', message: timeUp } };
      }
      return undefined;
    });
    renderAttempt();
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Zadanie 1' })).getByRole('radio', { name: /^A\./ }),
    );
    expect(await screen.findByText(timeUp)).toBeInstanceOf(Element);
    expect(await screen.findByRole('heading', { name: 'Wynik arkusza' })).toBeInstanceOf(Element);
    expect(screen.getByTestId('mock-score').textContent).toBe('2 / 7 pkt (29 %)');
  });

  it('hands the paper in after the confirmation and shows the result by requirement', async () => {
    let submitted = false;
    const calls = stubJsonApi((path, init) => {
      if (path === `/api/mock/${attemptId}`)
        return {
          status: 200,
          body: submitted
            ? attempt({
                submittedAt: new Date().toISOString(),
                submittedBy: 'STUDENT',
                result,
                solutions,
                answers: [{ position: 1, answer: { choice: 'B' }, version: 1 }],
              })
            : attempt(),
        };
      if (init.method === 'PUT') return saved(JSON.parse(String(init.body)));
      if (path === `/api/mock/${attemptId}/submit`) {
        submitted = true;
        return { status: 200, body: result };
      }
      if (path === '/api/curriculum')
        return {
          status: 200,
          body: {
            version: '1',
            systems: [
              {
                code: 'PP2017',
                name: 'Podstawa',
                requirements: [
                  { code: 'SP7-8.IV', text: 'Przekształcanie wyrażeń.', stage: 'SP7-8', parentCode: null },
                ],
              },
            ],
            crosswalk: [],
          },
        };
      return undefined;
    });
    renderAttempt();
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Zadanie 1' })).getByRole('radio', { name: /^B\./ }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Oddaj arkusz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Oddać arkusz?' });
    expect(within(dialog).getByText('Zadania bez pełnej odpowiedzi: 4 z 5.')).toBeInstanceOf(Element);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tak, oddaję arkusz' }));

    const heading = await screen.findByRole('heading', { name: 'Wynik arkusza' });
    await waitFor(() => expect(heading).toBe(document.activeElement));
    // The pending choice was saved before the paper was handed in.
    const submitIndex = calls.findIndex((call) => call.path.endsWith('/submit'));
    expect(calls.slice(0, submitIndex).some((call) => call.method === 'PUT')).toBe(true);
    expect(screen.getByTestId('mock-score').textContent).toBe('2 / 7 pkt (29 %)');
    expect(screen.getByTestId('mock-forecast').textContent).toContain(
      'Prognoza wyniku na egzaminie: 41 % (przedział 80 %: 27–56 %)',
    );
    expect(screen.getByText(/Zadania do samodzielnej oceny \(2 punkty\) nie są wliczone/)).toBeInstanceOf(Element);

    // Requirements by points lost, each with a link to practise it; the weakest first in "Co dalej".
    const rows = within(screen.getByTestId('mock-requirements')).getAllByRole('listitem');
    await waitFor(() => expect(rows[0]?.textContent).toContain('SP7-8.IV Przekształcanie wyrażeń.'));
    expect(rows.map((row) => row.textContent?.match(/^SP[\d-]+\.[IVX]+/)?.[0])).toEqual([
      'SP7-8.IV',
      'SP4-6.II',
      'SP7-8.V',
      'SP7-8.I',
    ]);
    expect(within(rows[0]!).getByText('0 / 3 pkt, stracone: 3')).toBeInstanceOf(Element);
    expect(
      within(rows[0]!)
        .getByRole('link', { name: 'Ćwicz to wymaganie: SP7-8.IV Przekształcanie wyrażeń.' })
        .getAttribute('href'),
    ).toBe('/homeworks?requirements=PP2017%3ASP7-8.IV');
    expect(within(rows[3]!).queryByRole('link')).toBeNull();
    const next = region('Co dalej');
    expect(within(next).getByText(/brakuje najwięcej punktów: SP7-8.IV/)).toBeInstanceOf(Element);
    expect(within(next).getByRole('link', { name: 'Rozpocznij sesję ćwiczeń' }).getAttribute('href')).toBe(
      '/learn/session',
    );

    // The self-assessed item is open and says it was not counted; the others show their points and solutions.
    expect(
      await screen.findByText('Nie liczone automatycznie: porównaj z rozwiązaniem wzorcowym (do zdobycia 2 punkty).'),
    ).toBeInstanceOf(Element);
    expect(await screen.findByText('Suma to 3(n+1).')).toBeInstanceOf(Element);
    expect(screen.getByText('1 / 2 pkt')).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: /Zadanie 4/ }));
    expect(await screen.findByText('Odsetki: 100 zł, po podatku 81 zł.')).toBeInstanceOf(Element);
    expect(screen.getByText('Poprawne kroki: 1 z 2.')).toBeInstanceOf(Element);
  });

  it('hands the paper in by itself when the time is up', async () => {
    let submitted = false;
    const calls = stubJsonApi((path) => {
      if (path === `/api/mock/${attemptId}`)
        return {
          status: 200,
          body: submitted
            ? attempt({ submittedAt: new Date().toISOString(), submittedBy: 'TIME', result, solutions })
            : attempt({}, 1200),
        };
      if (path === `/api/mock/${attemptId}/submit`) {
        submitted = true;
        return { status: 200, body: result };
      }
      return undefined;
    });
    renderAttempt();
    expect(await screen.findByRole('timer', { name: 'Pozostały czas' })).toBeInstanceOf(Element);
    expect(await screen.findByRole('heading', { name: 'Wynik arkusza' }, { timeout: 6000 })).toBeInstanceOf(Element);
    expect(calls.some((call) => call.path.endsWith('/submit'))).toBe(true);
    expect(await screen.findByText(/arkusz oddano automatycznie/)).toBeInstanceOf(Element);
  });

  it('shows a retake as practice, without a forecast', async () => {
    stubJsonApi((path) =>
      path === `/api/mock/${attemptId}`
        ? {
            status: 200,
            body: attempt({
              practice: true,
              submittedAt: new Date().toISOString(),
              submittedBy: 'STUDENT',
              result: { ...result, forecast: null },
              solutions,
            }),
          }
        : undefined,
    );
    renderAttempt();
    expect((await screen.findByTestId('mock-practice')).textContent).toMatch(/^To powtórka arkusza/);
    expect(screen.getByTestId('mock-score').textContent).toBe('2 / 7 pkt (29 %)');
    expect(screen.queryByTestId('mock-forecast')).toBeNull();
  });

  it('announces the minutes left only at the thresholds', async () => {
    stubJsonApi((path) =>
      path === `/api/mock/${attemptId}` ? { status: 200, body: attempt({}, 10 * minute + 1500) } : undefined,
    );
    renderAttempt();
    const live = await screen.findByTestId('mock-announcement');
    expect(live.textContent).toBe('');
    await waitFor(() => expect(live.textContent).toBe('Zostało 10 minut do końca czasu.'), { timeout: 4000 });
    expect(live.getAttribute('aria-live')).toBe('polite');
  });

  it('says when the attempt is not there', async () => {
    stubJsonApi(() => undefined);
    renderAttempt();
    expect(await screen.findByText('Nie znaleziono tego arkusza.')).toBeInstanceOf(Element);
  });
});
