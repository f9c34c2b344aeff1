import { act, fireEvent, screen, within } from '@testing-library/react';
import { facetGroups, type THomeworkCard, type THomeworkFacets, type THomeworkList } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { renderRoutes } from '../../test/render';
import { HomeworksPage } from './HomeworksPage';

// Generous limits for a loaded CI machine: the first render also loads KaTeX. Waits end as soon as the state is reached.
vi.setConfig({ testTimeout: 20_000 });
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

const card: THomeworkCard = {
  id: '6f0c1a7e-1b2c-4d3e-8f4a-5b6c7d8e9f01',
  slug: 'rownanie-kwadratowe',
  status: 'PUBLIC',
  adminReview: null,
  author: { id: '7a1d2b8f-2c3d-4e4f-9a5b-6c7d8e9f0a12', username: 'nauczyciel', displayName: 'Pani Anna' },
  title: null,
  description: '<p>Rozwiąż równanie <span data-type="inline-math" data-latex="x^2=4"></span>.</p>',
  highlight: null,
  closed: false,
  level: 'HIGH_SCHOOL',
  subject: 'MATHS',
  type: null,
  ratingsAvg: 4.25,
  ratingsCount: 12,
  solutionFormats: [{ name: 'LATEX' }],
  domains: [{ id: '8b2e3c9a-3d4e-4f5a-8b6c-7d8e9f0a1b23', slug: 'algebra', name: 'Algebra', type: 'DOMAIN' }],
  theorems: [],
  definitions: [],
  tags: [],
  createdAt: '2025-09-05T09:00:00.000Z',
};

function facets(): THomeworkFacets {
  const empty = Object.fromEntries(facetGroups.map((group) => [group, []])) as unknown as THomeworkFacets;
  return {
    ...empty,
    solutionFormats: [
      { label: 'Tekst i wzory', value: 'LATEX', count: 41 },
      { label: 'Wideo', value: 'VIDEO', count: 3 },
    ],
    levels: [
      { label: 'Szkoła podstawowa', value: 'PRIMARY', count: 20 },
      { label: 'Szkoła średnia', value: 'HIGH_SCHOOL', count: 25 },
    ],
  };
}

/** A small fake of GET /api/homework: echoes the page it was asked for. */
function stubApi() {
  const calls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    const body: THomeworkList = {
      results: [card],
      total: 45,
      page: Number(url.searchParams.get('page') ?? 1),
      pageCount: 5,
      facets: facets(),
    };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const renderPage = (path: string) =>
  renderRoutes([{ path: '/homeworks', element: <HomeworksPage /> }], { path }).router;

const lastCall = (calls: URL[]) => calls[calls.length - 1] as URL;

describe('HomeworksPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('shows the results with facet counts, and a filter click updates the URL and resets the page', async () => {
    const calls = stubApi();
    const router = renderPage('/homeworks?page=3&levels=PRIMARY');

    expect(await screen.findByRole('heading', { name: 'Wyniki (45)' })).toBeInstanceOf(Element);
    expect(lastCall(calls).pathname).toBe('/api/homework');
    expect(lastCall(calls).searchParams.get('page')).toBe('3');
    expect(lastCall(calls).searchParams.getAll('levels')).toEqual(['PRIMARY']);
    expect(screen.getByRole('link', { name: 'Algebra' }).getAttribute('href')).toBe('/resources/concepts/algebra');
    expect(screen.getByRole('img', { name: 'Ocena 4,25 na 5, 12 ocen' })).toBeInstanceOf(Element);

    // The count beside each option is what choosing it would give.
    fireEvent.click(screen.getByRole('checkbox', { name: /^Szkoła średnia\s*25$/ }));

    await waitFor(() => expect(router.state.location.search).toBe('?levels=PRIMARY&levels=HIGH_SCHOOL'));
    await waitFor(() => expect(lastCall(calls).searchParams.getAll('levels')).toEqual(['PRIMARY', 'HIGH_SCHOOL']));
    expect(lastCall(calls).searchParams.has('page')).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: /Tekst i wzory/ }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?solutionFormats=LATEX&levels=PRIMARY&levels=HIGH_SCHOOL'),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('opens the filters in a drawer (phones), loaded on the first opening, and gives the focus back on closing', async () => {
    stubApi();
    renderPage('/homeworks');
    await screen.findByRole('heading', { name: 'Wyniki (45)' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'Filtry' });
    button.focus();
    fireEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filtry' });
    expect(await within(drawer).findByRole('checkbox', { name: /^Szkoła średnia\s*25$/ })).toBeInstanceOf(Element);

    fireEvent.click(within(drawer).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it("leaves out the facets that have nothing to choose, and says 'Brak opcji' once when none has", async () => {
    const calls = stubApi();
    renderPage('/homeworks');
    await screen.findByRole('heading', { name: 'Wyniki (45)' });
    expect(screen.getByRole('group', { name: 'Poziom' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('group', { name: 'Twierdzenia' })).toBeNull();
    expect(screen.queryByText('Brak opcji')).toBeNull();
    expect(calls.length).toBeGreaterThan(0);

    const empty = Object.fromEntries(facetGroups.map((group) => [group, []]));
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ results: [], total: 0, page: 1, pageCount: 0, facets: empty }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderPage('/homeworks?search=xyz');
    expect(await screen.findByText('Brak opcji')).toBeInstanceOf(Element);
    expect(screen.getAllByText('Brak opcji')).toHaveLength(1);
  });

  it('keeps other filters when changing the page, and changing the page size resets it', async () => {
    stubApi();
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const router = renderPage('/homeworks?levels=OTHER');
    await screen.findByRole('heading', { name: 'Wyniki (45)' });

    fireEvent.click(screen.getByRole('button', { name: 'Strona 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&levels=OTHER'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });

    const sort = screen.getByLabelText('Sortuj') as HTMLSelectElement;
    expect([...sort.options].map((option) => option.text)).toEqual(['Najnowsze', 'Najstarsze', 'Najlepiej oceniane']);
    fireEvent.change(sort, { target: { value: 'ratingsAvg:DESC' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=ratingsAvg%3ADESC&levels=OTHER'));

    fireEvent.change(screen.getByLabelText('Na stronie'), { target: { value: '30' } });
    await waitFor(() => expect(router.state.location.search).toBe('?pageSize=30&sort=ratingsAvg%3ADESC&levels=OTHER'));
  });

  it('debounces the search by 500 ms before putting it in the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    stubApi();
    const router = renderPage('/homeworks?page=2');
    const input = screen.getByLabelText('Szukaj');

    fireEvent.change(input, { target: { value: 'trój' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'trójkąt' } });
    act(() => vi.advanceTimersByTime(499));
    expect(router.state.location.search).toBe('?page=2');

    act(() => vi.advanceTimersByTime(1));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('trójkąt');
    expect(new URLSearchParams(router.state.location.search).has('page')).toBe(false);
  });

  it('shows the empty text when nothing matches', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ results: [], total: 0, page: 1, pageCount: 0, facets: facets() }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderPage('/homeworks?search=xyz');
    expect(await screen.findByText('Brak wyników spełniających kryteria')).toBeInstanceOf(Element);
    expect(screen.getByRole('heading', { name: 'Wyniki (0)' })).toBeInstanceOf(Element);
    // The next step when the catalogue has nothing: ask a teacher.
    expect(screen.getByRole('link', { name: 'Zadaj pytanie nauczycielowi' }).getAttribute('href')).toBe(
      '/requests/new',
    );
    // Searching without a chosen sort orders by relevance.
    expect((screen.getByLabelText('Sortuj') as HTMLSelectElement).value).toBe('');
  });

  it('asks for a random task with the current filters and opens it in a new tab after 500 ms', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const calls = stubApi();
    renderPage('/homeworks?page=2&levels=PRIMARY&sort=createdAt:ASC');
    await screen.findByRole('heading', { name: 'Wyniki (45)' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        calls.push(new URL(String(input), 'http://localhost'));
        return new Response(JSON.stringify({ slug: 'losowe-zadanie' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    fireEvent.click(screen.getByRole('button', { name: 'Losuj zadanie' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(lastCall(calls).pathname).toBe('/api/homework/random');
    expect(lastCall(calls).search).toBe('?levels=PRIMARY');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(open).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(open).toHaveBeenCalledWith('/homeworks/losowe-zadanie', '_blank', 'noopener');
  });
});
