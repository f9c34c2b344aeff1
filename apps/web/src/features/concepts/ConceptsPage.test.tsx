import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { parsePage } from '../../lib/page-param';
import { renderRoutes } from '../../test/render';
import { ConceptsPage } from './ConceptsPage';
import { parseConceptTab } from './concept-filters';

// Generous limits for a loaded CI machine: the first render also loads KaTeX. Waits end as soon as the state is reached.
vi.setConfig({ testTimeout: 20_000 });
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

function stubApi() {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url);
      const body = {
        results: [
          {
            id: '9c2e285c-1d37-4e73-a855-c8fc23f9ebd6',
            slug: 'algebra',
            name: 'Algebra',
            type: 'DOMAIN',
            aliases: ['równania'],
            count: 22,
          },
        ],
        total: 61,
        page: Number(url.searchParams.get('page') ?? 1),
        pageCount: 3,
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

const renderPage = (path: string) =>
  renderRoutes([{ path: '/resources/concepts', element: <ConceptsPage /> }], { path }).router;

describe('ConceptsPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists concepts with their task counts, 30 per page, and a tab change goes back to page 1', async () => {
    const calls = stubApi();
    const router = renderPage('/resources/concepts?page=2');

    expect(await screen.findByRole('heading', { name: 'Wyniki (61)' })).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Algebra' }).getAttribute('href')).toBe('/resources/concepts/algebra');
    expect(screen.getByText('22 zadania')).toBeInstanceOf(Element);
    const first = calls[0] as URL;
    expect(first.pathname).toBe('/api/math-concept');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      page: '2',
      pageSize: '30',
      type: 'DOMAIN',
      sort: 'count:DESC',
    });

    fireEvent.click(screen.getByRole('tab', { name: 'Twierdzenia' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=THEOREM'));
    await waitFor(() => expect((calls.at(-1) as URL).searchParams.get('type')).toBe('THEOREM'));
    expect((calls.at(-1) as URL).searchParams.get('page')).toBe('1');
  });
});

describe('concept filters', () => {
  it('reads the tab and page from the URL, falling back to domains and page 1', () => {
    expect(parseConceptTab('TAG')).toBe('TAG');
    expect(parseConceptTab('HOMEWORK_TYPE')).toBe('DOMAIN');
    expect(parseConceptTab(null)).toBe('DOMAIN');
    expect(parsePage('3')).toBe(3);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('x')).toBe(1);
  });
});
