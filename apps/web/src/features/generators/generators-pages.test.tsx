import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TClassSummary, TGeneratorSummary } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { clearSessionAfterEachTest, testSession } from '../../test/session';
import { answerByRoute, posts, stubApiCalls, type TApiAnswer } from '../../test/stub-api';
import { NewAssignmentPage } from '../classes/NewAssignmentPage';
import { GeneratorPage } from './GeneratorPage';
import { GeneratorsPage } from './GeneratorsPage';

vi.setConfig({ testTimeout: 20_000 });

clearSessionAfterEachTest();

const generator = (overrides: Partial<TGeneratorSummary>): TGeneratorSummary => ({
  id: 'e8-procent-z-liczby',
  title: 'Procent z liczby',
  subject: 'MATHS',
  exam: 'E8',
  section: 'Procenty',
  requirements: [{ system: 'PP2017', code: 'SP7-8.V' }],
  conceptSlugs: ['procent'],
  ...overrides,
});

const generators = [
  generator({}),
  generator({
    id: 'e8-podzial-proporcjonalny',
    title: 'Podział proporcjonalny',
    section: 'Proporcjonalność',
    requirements: [{ system: 'PP2017', code: 'SP7-8.VII.3' }],
  }),
  generator({
    id: 'mp-rownanie-kwadratowe',
    title: 'Równanie kwadratowe',
    exam: 'MATURA_P',
    section: 'Równania i nierówności',
    requirements: [{ system: 'PP2017', code: 'LO-P.III.4' }],
  }),
];

const variant = (seed: number) => ({
  generatorId: 'e8-procent-z-liczby',
  seed,
  statement: '<p>Oblicz 10% liczby 50.</p>',
  requirements: [{ system: 'PP2017', code: 'SP7-8.V' }],
  conceptIds: [],
});

/** The generators' API: a draw without a seed gets seed 42; '5' is the right answer. */
const generatorRoutes: Record<string, TApiAnswer> = {
  'GET /api/generator': () => jsonResponse(200, { results: generators }),
  'POST /api/generator/e8-procent-z-liczby/variant': ({ body }) =>
    jsonResponse(200, variant((body as { seed?: number }).seed ?? 42)),
  'POST /api/generator/e8-procent-z-liczby/check': ({ body }) =>
    jsonResponse(200, {
      correct: (body as { answer: string }).answer === '5',
      expected: '5',
      steps: [{ explanation: '<p>Dziesięć procent to jedna dziesiąta.</p>', math: '50:10=5' }],
    }),
};

const schoolClass = (id: string, name: string): TClassSummary => ({
  id,
  name,
  schoolYear: '2026/2027',
  subject: 'MATHS',
  level: 'SP8',
  code: 'ABCDEF23',
  joinUrl: null,
  autoAdmit: false,
  archivedAt: null,
  pupilCount: 20,
  pendingCount: 0,
  teachers: [],
  membership: null,
  createdAt: '2026-09-01T08:00:00.000Z',
  policies: { read: true, readRoster: true, update: true, manageRoster: true, manageTeachers: true, leave: false },
});

/** Stubs the API, signed in as `role` when given. */
function stubApi(role: 'USER' | 'TEACHER' | null, extra: Record<string, TApiAnswer> = {}) {
  if (role) saveSession(testSession);
  const answer = answerByRoute({ ...generatorRoutes, ...extra });
  return stubApiCalls((call, init) =>
    call.path === '/api/user/me' && role ? jsonResponse(200, buildMe(role)) : answer(call, init),
  );
}

const failToLoad = () => Promise.reject(new Error('no MathLive in jsdom'));

const renderPages = (path: string) =>
  renderRoutes(
    [
      { path: '/generators', element: <GeneratorsPage /> },
      { path: '/generators/:id', element: <GeneratorPage loadMathField={failToLoad} /> },
    ],
    { path },
  );

describe('/generators', () => {
  it('lists the generators by section, filtered by exam, words and a requirement of the curriculum', async () => {
    stubApi(null);
    const { router } = renderPages('/generators');
    const section = await screen.findByRole('region', { name: 'Procenty' });
    expect(within(section).getByText('Egzamin ósmoklasisty')).toBeInstanceOf(Element);
    expect(within(section).getByRole('link', { name: 'Procent z liczby' }).getAttribute('href')).toBe(
      '/generators/e8-procent-z-liczby',
    );
    expect(screen.getByText('3 generatory')).toBeInstanceOf(Element);

    fireEvent.change(screen.getByLabelText('Egzamin'), { target: { value: 'MATURA_P' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Procenty' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Równania i nierówności' })).toBeInstanceOf(Element);
    expect(router.state.location.search).toBe('?exam=MATURA_P');

    fireEvent.change(screen.getByLabelText('Egzamin'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Szukaj generatora'), { target: { value: 'podzial' } });
    await waitFor(() => expect(screen.getByText('1 generator')).toBeInstanceOf(Element));
    fireEvent.change(screen.getByLabelText('Szukaj generatora'), { target: { value: 'całki' } });
    expect(await screen.findByText('Żaden generator nie pasuje do wyszukiwania.')).toBeInstanceOf(Element);
  });

  it('shows the generators of a requirement and those below it, as /curriculum links to them', async () => {
    stubApi(null);
    const { router } = renderPages(`/generators?requirement=${encodeURIComponent('PP2017:SP7-8.VII')}`);
    expect(await screen.findByText('Tylko generatory wymagania SP7-8.VII')).toBeInstanceOf(Element);
    expect(await screen.findByText('1 generator')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Podział proporcjonalny' })).toBeInstanceOf(Element);
    fireEvent.click(screen.getByRole('button', { name: 'Pokaż wszystkie' }));
    expect(await screen.findByText('3 generatory')).toBeInstanceOf(Element);
    expect(router.state.location.search).toBe('');
  });

  it('says when the generators cannot be loaded and tries again', async () => {
    let failing = true;
    stubApi(null, {
      'GET /api/generator': () =>
        failing
          ? jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Błąd serwera.' })
          : jsonResponse(200, { results: generators }),
    });
    renderPages('/generators');
    expect(await screen.findByText('Nie udało się wczytać generatorów zadań.')).toBeInstanceOf(Element);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('region', { name: 'Procenty' })).toBeInstanceOf(Element);
  });
});

describe('/generators/{id}', () => {
  it('signed out: draws a variant, checks a wrong and a right answer and shows the worked solution', async () => {
    const calls = stubApi(null);
    const { router } = renderPages('/generators/e8-procent-z-liczby');
    expect(await screen.findByRole('heading', { level: 1, name: 'Procent z liczby' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: /Zadaj klasie/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Losuj wariant' }));
    expect(await screen.findByText('Oblicz 10% liczby 50.')).toBeInstanceOf(Element);
    expect(router.state.location.search).toBe('?seed=42');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Wariant 42'));

    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText('Wpisz odpowiedź.')).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Wpisz odpowiedź' }));
    const field = await screen.findByRole('textbox', { name: 'Twoja odpowiedź' });
    fireEvent.change(field, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText('Niestety, źle.')).toBeInstanceOf(Element);
    expect(screen.getByText('Poprawna odpowiedź:')).toBeInstanceOf(Element);
    expect(await screen.findByText('Dziesięć procent to jedna dziesiąta.')).toBeInstanceOf(Element);

    fireEvent.change(field, { target: { value: '5' } });
    expect(screen.queryByText('Niestety, źle.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź' }));
    expect(await screen.findByText('Dobrze!')).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([
      { path: '/api/generator/e8-procent-z-liczby/variant', body: {} },
      { path: '/api/generator/e8-procent-z-liczby/check', body: { seed: 42, answer: '4' } },
      { path: '/api/generator/e8-procent-z-liczby/check', body: { seed: 42, answer: '5' } },
    ]);
  });

  it('shows the variant of the seed in the URL, and the API’s refusal of a draw in Polish', async () => {
    const calls = stubApi(null, {
      'POST /api/generator/e8-procent-z-liczby/variant': ({ body }) =>
        (body as { seed?: number }).seed === undefined
          ? jsonResponse(429, {
              statusCode: 429,
              error: 'Too Many Requests',
              message: 'Za dużo prób. Odczekaj chwilę.',
            })
          : jsonResponse(200, variant((body as { seed: number }).seed)),
    });
    renderPages('/generators/e8-procent-z-liczby?seed=7');
    expect(await screen.findByRole('heading', { name: 'Wariant 7' })).toBeInstanceOf(Element);
    expect(posts(calls)).toEqual([{ path: '/api/generator/e8-procent-z-liczby/variant', body: { seed: 7 } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Nowy wariant' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Za dużo prób. Odczekaj chwilę.');
  });

  it('a teacher with several classes picks the class to set the generator to', async () => {
    stubApi('TEACHER', {
      'GET /api/class': () => jsonResponse(200, { items: [schoolClass('c1', '8a'), schoolClass('c2', '8b')] }),
    });
    renderPages('/generators/e8-procent-z-liczby');
    fireEvent.click(await screen.findByRole('button', { name: 'Zadaj klasie' }));
    const item = await screen.findByRole('menuitem', { name: '8b' });
    expect(item.getAttribute('href')).toBe('/classes/c2/assignments/new?generator=e8-procent-z-liczby');
  });

  it("opens the class's new assignment with the generator chosen", async () => {
    stubApi('TEACHER', {
      'GET /api/class/c2': () => jsonResponse(200, { ...schoolClass('c2', '8b'), pupils: [], pending: [] }),
    });
    renderRoutes([{ path: '/classes/:id/assignments/new', element: <NewAssignmentPage /> }], {
      path: '/classes/c2/assignments/new?generator=e8-procent-z-liczby',
    });
    const chosen = await screen.findByLabelText('Wybrane pozycje');
    expect(await within(chosen).findByText('1. Procent z liczby')).toBeInstanceOf(Element);
  });

  it('says when the generator does not exist', async () => {
    stubApi(null);
    renderPages('/generators/nie-ma-takiego');
    expect(await screen.findByText('Nie znaleziono generatora zadań.')).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Losuj wariant' })).toBeNull();
  });
});
