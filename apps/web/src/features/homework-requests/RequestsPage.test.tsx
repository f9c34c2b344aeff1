import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSessionAfterEachTest } from '../../test/session';
import { buildSummary, json, renderRequests, stubRequestsApi } from './homework-requests-test-kit';
import { RequestsPage } from './RequestsPage';

vi.setConfig({ testTimeout: 20_000 });

const page = (results: unknown[]) => json(200, { results, total: results.length, page: 1, pageCount: 1 });

clearSessionAfterEachTest();

describe('/requests', () => {
  it("lists a student's own requests with their status, deadline, budget and offers", async () => {
    const calls = stubRequestsApi({
      'GET /api/homework-request': () =>
        page([
          buildSummary(),
          buildSummary({
            id: 'cccccccc-0000-4000-8000-000000000001',
            title: 'Fizyka',
            status: 'delivered',
            budgetGross: null,
            offerCount: 1,
          }),
        ]),
    });
    renderRequests(<RequestsPage />, { route: '/requests', url: '/requests' });
    const first = await screen.findByRole('article', { name: 'Zadania z ciągów' });
    expect(first.textContent).toContain('Otwarte');
    expect(first.textContent).toContain('Matematyka · Szkoła średnia');
    expect(first.textContent).toContain('Budżet: 50,00\u00a0zł');
    expect(first.textContent).toContain('2 oferty');
    const second = screen.getByRole('article', { name: 'Fizyka' });
    expect(second.textContent).toContain('Dostarczone');
    expect(second.textContent).toContain('1 oferta');
    expect(screen.getByRole('link', { name: 'Nowe zlecenie' }).getAttribute('href')).toBe('/requests/new');
    const list = calls.find((call) => call.path === '/api/homework-request')!;
    expect(list.search.get('scope')).toBe('mine');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows the open requests to a teacher, with tabs', async () => {
    const calls = stubRequestsApi(
      {
        'GET /api/homework-request': (call) =>
          call.search.get('scope') === 'open' ? page([]) : page([buildSummary()]),
      },
      { role: 'TEACHER' },
    );
    renderRequests(<RequestsPage />, { route: '/requests', url: '/requests' });
    expect(await screen.findByText('Brak otwartych zleceń.')).toBeInstanceOf(Element);
    expect(screen.getByRole('tab', { name: 'Otwarte zlecenia', selected: true })).toBeInstanceOf(Element);
    expect(
      calls.filter((call) => call.path === '/api/homework-request').map((call) => call.search.get('scope')),
    ).toEqual(['open']);
  });

  it('shows the empty state, and an error with a retry', async () => {
    let fail = true;
    stubRequestsApi({
      'GET /api/homework-request': () => (fail ? json(500, { statusCode: 500, message: 'Błąd' }) : page([])),
    });
    renderRequests(<RequestsPage />, { route: '/requests', url: '/requests' });
    expect((await screen.findByRole('alert')).textContent).toBe('Nie udało się wczytać danych. Spróbuj ponownie.');
    fail = false;
    screen.getByRole('button', { name: 'Spróbuj ponownie' }).click();
    expect(await screen.findByText('Nie masz jeszcze żadnych zleceń.')).toBeInstanceOf(Element);
  });
});
