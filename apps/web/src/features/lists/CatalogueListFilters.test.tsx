import { fireEvent, screen, waitFor } from '@testing-library/react';
import { facetGroups, type THomeworkFacets, type TViewer } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeworksPage } from '../homework/HomeworksPage';
import { buildDetail, ids, jsonResponse, renderRoutes, stubApi } from './lists-test-kit';

let viewer: TViewer = null;
vi.mock('../../lib/session/useViewer', () => ({ useViewer: () => ({ viewer, ready: true }) }));

const facets = Object.fromEntries(facetGroups.map((group) => [group, []])) as unknown as THomeworkFacets;

function stubCatalogue() {
  return stubApi(({ path }) => {
    if (path === '/api/homework') return jsonResponse(200, { results: [], total: 0, page: 1, pageCount: 0, facets });
    if (path === `/api/favorite/${ids.list}`) return jsonResponse(200, buildDetail([1]));
    return undefined;
  });
}

const lastCatalogueQuery = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.path === '/api/homework').at(-1)?.search;

const renderCatalogue = (path: string) => renderRoutes([{ path: '/homeworks', element: <HomeworksPage /> }], path);

describe('the catalogue’s list filters', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    viewer = null;
  });

  it("a student: hidden tasks stay hidden unless 'Ukryj ukryte' is switched off; both switches go to the URL and the request", async () => {
    viewer = { id: ids.viewer, role: 'USER', hasActiveSubscription: true };
    const calls = stubCatalogue();
    const { router } = renderCatalogue('/homeworks?page=2');
    // Hidden means hidden: on by default, sent with every request.
    const hidden = await screen.findByRole('switch', { name: 'Ukryj ukryte' });
    expect(hidden).toHaveProperty('checked', true);
    await waitFor(() => expect(lastCatalogueQuery(calls)?.get('hideHidden')).toBe('true'));
    fireEvent.click(hidden);
    await waitFor(() => expect(router.state.location.search).toBe('?hideHidden=false'));
    await waitFor(() => expect(lastCatalogueQuery(calls)?.get('hideHidden')).toBe('false'));
    expect(screen.getByRole('switch', { name: 'Ukryj ukryte' })).toHaveProperty('checked', false);
    fireEvent.click(screen.getByRole('switch', { name: 'Ukryj rozwiązane' }));
    await waitFor(() => expect(router.state.location.search).toBe('?hideSolved=true&hideHidden=false'));
    await waitFor(() => expect(lastCatalogueQuery(calls)?.get('hideSolved')).toBe('true'));
    fireEvent.click(screen.getByRole('switch', { name: 'Ukryj ukryte' }));
    await waitFor(() => expect(router.state.location.search).toBe('?hideSolved=true&hideHidden=true'));
    expect(lastCatalogueQuery(calls)?.get('hideHidden')).toBe('true');
  });

  it("a teacher has no 'Ukryj rozwiązane', and a link carrying it does not send it", async () => {
    viewer = { id: ids.viewer, role: 'TEACHER' };
    const calls = stubCatalogue();
    renderCatalogue('/homeworks?hideSolved=true&hideHidden=true');
    expect(await screen.findByRole('switch', { name: 'Ukryj ukryte' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('switch', { name: 'Ukryj rozwiązane' })).toBeNull();
    await waitFor(() => expect(lastCatalogueQuery(calls)?.get('hideHidden')).toBe('true'));
    expect(lastCatalogueQuery(calls)?.has('hideSolved')).toBe(false);
  });

  it('signed out: no list filters, and none is sent', async () => {
    const calls = stubCatalogue();
    renderCatalogue(`/homeworks?hideHidden=true&favoriteId=${ids.list}&sort=favorite:ASC`);
    await waitFor(() => expect(lastCatalogueQuery(calls)).toBeDefined());
    expect([...(lastCatalogueQuery(calls)?.keys() ?? [])]).toEqual([]);
    expect(screen.queryByRole('switch', { name: 'Ukryj ukryte' })).toBeNull();
    expect([...(screen.getByLabelText('Sortuj') as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Najnowsze',
      'Najstarsze',
      'Najlepiej oceniane',
    ]);
  });

  it("a list in the URL: the chip 'Lista: {name}', sorted by the list's order; removing the chip drops both", async () => {
    viewer = { id: ids.viewer, role: 'USER', hasActiveSubscription: true };
    const calls = stubCatalogue();
    const { router } = renderCatalogue(`/homeworks?favoriteId=${ids.list}`);
    expect(await screen.findByText('Lista: Matura próbna')).toBeInstanceOf(Element);
    expect(lastCatalogueQuery(calls)?.get('favoriteId')).toBe(ids.list);
    const sort = screen.getByLabelText('Sortuj') as HTMLSelectElement;
    expect(sort.value).toBe('favorite:ASC');
    expect([...sort.options].map((option) => option.text)).toContain('Kolejność listy');

    fireEvent.change(sort, { target: { value: 'ratingsAvg:DESC' } });
    await waitFor(() => expect(router.state.location.search).toContain('sort=ratingsAvg'));
    fireEvent.change(screen.getByLabelText('Sortuj'), { target: { value: 'favorite:ASC' } });
    await waitFor(() => expect(router.state.location.search).toContain('sort=favorite'));

    fireEvent.click(screen.getByRole('button', { name: 'Usuń filtr listy Matura próbna' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByText(/^Lista:/)).toBeNull();
    await waitFor(() => expect(lastCatalogueQuery(calls)?.has('favoriteId')).toBe(false));
  });
});
