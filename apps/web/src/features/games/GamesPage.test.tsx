import { screen, within } from '@testing-library/react';
import type { TGameSummary } from '@zadania/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fixtures';
import { GamesPage } from './GamesPage';
import { gameId, renderWithApp } from './games-test-kit';

vi.setConfig({ testTimeout: 20_000 });

let signedIn = false;
vi.mock('../../lib/session/useSession', () => ({ useIsAuthenticated: () => signedIn }));

const summary = (overrides: Partial<TGameSummary>): TGameSummary => ({
  id: gameId,
  type: 'NumberLine',
  name: 'Oś liczbowa',
  levelCount: 5,
  premiumFromLevel: 4,
  completedLevels: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

function stubList(results: TGameSummary[] | 'pending') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/game') return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: '' });
    if (results === 'pending') return new Promise<Response>(() => {});
    return jsonResponse(200, {
      results,
      total: results.length,
      page: 1,
      pageCount: 1,
      policies: { create: false },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  signedIn = false;
  vi.unstubAllGlobals();
});

describe('GamesPage', () => {
  it('lists the exercises with their type, levels, Premium level and the signed-in viewer’s progress', async () => {
    signedIn = true;
    stubList([
      summary({ completedLevels: 2 }),
      summary({
        id: '9c6f3f4e-2a1c-4d5e-9f80-112233445566',
        type: 'NumberComparison',
        name: 'Porównywanie liczb',
        levelCount: 1,
        premiumFromLevel: null,
        completedLevels: 0,
      }),
    ]);
    renderWithApp(<GamesPage />, '/exercises');

    expect(screen.getByRole('heading', { level: 1, name: 'Ćwiczenia interaktywne' })).toBeInstanceOf(Element);
    const line = await screen.findByRole('article', { name: 'Oś liczbowa' });
    expect(within(line).getByRole('link', { name: 'Oś liczbowa' }).getAttribute('href')).toBe(`/exercises/${gameId}`);
    expect(line.textContent).toContain('5 poziomów');
    expect(line.textContent).toContain('Premium od poziomu 4');
    expect(line.textContent).toContain('Ukończone poziomy: 2 z 5');
    const comparison = screen.getByRole('article', { name: 'Porównywanie liczb' });
    expect(within(comparison).getByText('Porównywanie liczb', { selector: '.mantine-Badge-label' })).toBeInstanceOf(
      Element,
    );
    expect(comparison.textContent).toContain('1 poziom');
    expect(comparison.textContent).toContain('Ukończone poziomy: 0 z 1');
    expect(comparison.textContent).not.toContain('Premium');
    expect(document.title).toContain('Ćwiczenia interaktywne');
  });

  it('shows no progress to a signed-out visitor', async () => {
    stubList([summary({})]);
    renderWithApp(<GamesPage />, '/exercises');
    const line = await screen.findByRole('article', { name: 'Oś liczbowa' });
    expect(within(line).getByText('Oś liczbowa', { selector: '.mantine-Badge-label' })).toBeInstanceOf(Element);
    expect(line.textContent).not.toContain('Ukończone poziomy');
  });

  it('says when there are no exercises yet', async () => {
    stubList([]);
    renderWithApp(<GamesPage />, '/exercises');
    expect(await screen.findByText('Nie ma jeszcze żadnych ćwiczeń.')).toBeInstanceOf(Element);
  });

  it('shows placeholders while the list loads', () => {
    stubList('pending');
    renderWithApp(<GamesPage />, '/exercises');
    expect(screen.getByTestId('games-loading')).toBeInstanceOf(Element);
    expect(screen.getByText('Ładowanie…')).toBeInstanceOf(Element);
  });
});
