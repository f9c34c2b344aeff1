import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { gameMessages, type TGame, type TGameSave, type TGameSummary, type TRole } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signInForEachTest } from '../../test/session';
import { GameCreatePage, GameEditPage } from './GameEditorPage';
import { GamesAdminPage } from './GamesAdminPage';

vi.setConfig({ testTimeout: 20_000 });

const gameId = '5a5a5a5a-1b2c-4d3e-8f4a-5b6c7d8e9f01';
const summary: TGameSummary = {
  id: gameId,
  type: 'NumberLine',
  name: 'Oś liczbowa',
  levelCount: 5,
  premiumFromLevel: 3,
  completedLevels: null,
  createdAt: '2026-11-23T09:00:00.000Z',
};
const definition: TGameSave = {
  type: 'NumberLine',
  name: 'Oś liczbowa',
  premiumFromLevel: 2,
  levels: [
    { start: 0, step: 1, tickCount: 5, slots: [1, 3] },
    { start: 0, step: 50, tickCount: 4, slots: [2] },
  ],
};
const game: TGame = {
  id: gameId,
  type: 'NumberLine',
  name: 'Oś liczbowa',
  premiumFromLevel: 2,
  levelCount: 2,
  levels: [],
  progress: null,
  definition,
  createdAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
  policies: { create: true, update: true, delete: true },
};

type TCall = { method: string; path: string; body: unknown };

function stubApi(role: TRole = 'ADMIN', { saveError = null as unknown } = {}) {
  const calls: TCall[] = [];
  let games = [summary];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname + url.search, body });
      if (url.pathname === '/api/user/me') return jsonResponse(200, buildMe(role));
      if ((method === 'POST' || method === 'PUT') && saveError) return jsonResponse(400, saveError);
      if (method === 'GET' && url.pathname === '/api/game')
        return jsonResponse(200, {
          results: games,
          total: games.length,
          page: 1,
          pageCount: 1,
          policies: { create: true },
        });
      if (method === 'POST' && url.pathname === '/api/game') return jsonResponse(200, { ...game, name: body.name });
      if (method === 'PUT') return jsonResponse(200, { ...game, name: body.name, definition: body });
      if (method === 'DELETE') {
        games = [];
        return jsonResponse(200, { message: 'Usunięto!' });
      }
      if (url.pathname === `/api/game/${gameId}`) return jsonResponse(200, game);
      return jsonResponse(404, { statusCode: 404, error: 'Not Found', message: gameMessages.notFound });
    }),
  );
  return calls;
}

const renderAt = (path: string) =>
  renderRoutes(
    [
      { path: '/admin/games', element: <GamesAdminPage /> },
      { path: '/admin/games/new', element: <GameCreatePage /> },
      { path: '/admin/games/:id/edit', element: <GameEditPage /> },
    ],
    { path, toasts: true },
  ).router;

const typeInto = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const saves = (calls: TCall[]) => calls.filter((call) => call.method === 'POST' || call.method === 'PUT');

describe('ADMIN game pages', () => {
  signInForEachTest();

  it('refuses the pages to a teacher and asks nothing of the game API', async () => {
    const calls = stubApi('TEACHER');
    renderAt('/admin/games');
    expect(await screen.findByText('Ta strona jest dostępna tylko dla administratorów.')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.path.startsWith('/api/game'))).toEqual([]);
  });

  it('lists the games with their type and Premium level, and deletes one after confirming', async () => {
    const calls = stubApi();
    renderAt('/admin/games');
    const row = await screen.findByTestId('game-row');
    expect(within(row).getByRole('link', { name: 'Oś liczbowa' }).getAttribute('href')).toBe(
      `/admin/games/${gameId}/edit`,
    );
    expect(within(row).getByText('Oś liczbowa', { selector: 'td' })).toBeInstanceOf(Element);
    expect(within(row).getByText('5')).toBeInstanceOf(Element);
    expect(within(row).getByText('3')).toBeInstanceOf(Element);
    expect(screen.getByRole('link', { name: 'Dodaj ćwiczenie' }).getAttribute('href')).toBe('/admin/games/new');

    fireEvent.click(within(row).getByRole('button', { name: 'Usuń: Oś liczbowa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usunąć ćwiczenie?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Usunięto!')).toBeInstanceOf(Element);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/game/${gameId}`]);
    expect(await screen.findByText('Nie ma jeszcze żadnych ćwiczeń.')).toBeInstanceOf(Element);
  });

  it('shows the shared messages at their fields, then creates a number comparison and returns to the list', async () => {
    const calls = stubApi();
    const router = renderAt('/admin/games/new');
    const create = await screen.findByRole('button', { name: 'Utwórz' });
    fireEvent.click(create);
    expect(await screen.findByText('Popraw zaznaczone pola.')).toBeInstanceOf(Element);
    expect(screen.getByText(gameMessages.name)).toBeInstanceOf(Element);
    expect(screen.getAllByText(gameMessages.number)).toHaveLength(2);
    expect(saves(calls)).toEqual([]);

    typeInto(screen.getByRole('textbox', { name: /^Nazwa/ }), 'Porównaj liczby');
    typeInto(screen.getByRole('textbox', { name: 'Para 1: Liczba po lewej' }), '7');
    typeInto(screen.getByRole('textbox', { name: 'Para 1: Liczba po prawej' }), '3');
    // The numbers suggest '>'.
    expect(screen.getByRole('radio', { name: '>' })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj parę' }));
    typeInto(screen.getByRole('textbox', { name: 'Para 2: Liczba po lewej' }), '2,5');
    typeInto(screen.getByRole('textbox', { name: 'Para 2: Liczba po prawej' }), '2,5');
    typeInto(screen.getByRole('textbox', { name: /Premium od poziomu/ }), '2');
    fireEvent.click(create);
    expect(await screen.findByText(gameMessages.premiumFromLevel)).toBeInstanceOf(Element);

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj poziom' }));
    const second = screen.getAllByTestId('game-level')[1] as HTMLElement;
    typeInto(within(second).getByRole('textbox', { name: 'Para 1: Liczba po lewej' }), '-1');
    typeInto(within(second).getByRole('textbox', { name: 'Para 1: Liczba po prawej' }), '0');
    fireEvent.click(create);

    expect(await screen.findByText('Utworzono!')).toBeInstanceOf(Element);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/games'));
    expect(saves(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/game',
        body: {
          type: 'NumberComparison',
          name: 'Porównaj liczby',
          premiumFromLevel: 2,
          levels: [
            {
              items: [
                { left: 7, right: 3, expected: '>' },
                { left: 2.5, right: 2.5, expected: '=' },
              ],
            },
            { items: [{ left: -1, right: 0, expected: '<' }] },
          ],
        },
      },
    ]);
  });

  it('builds a number line with slots chosen on the preview, and moves and removes levels', async () => {
    const calls = stubApi();
    renderAt('/admin/games/new');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Rodzaj' }), { target: { value: 'NumberLine' } });
    typeInto(screen.getByRole('textbox', { name: /^Nazwa/ }), 'Oś do 200');
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz' }));
    expect(await screen.findByText(gameMessages.slots)).toBeInstanceOf(Element);

    const level = () => screen.getAllByTestId('game-level');
    typeInto(within(level()[0] as HTMLElement).getByRole('textbox', { name: 'Krok' }), '50');
    expect(
      within(level()[0] as HTMLElement)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label')),
    ).toEqual(['Kreska 0', 'Kreska 50', 'Kreska 100', 'Kreska 150', 'Kreska 200']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kreska 150' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kreska 50' }));
    expect(screen.queryByText(gameMessages.slots)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dodaj poziom' }));
    const second = level()[1] as HTMLElement;
    typeInto(within(second).getByRole('textbox', { name: 'Początek osi' }), '0,5');
    typeInto(within(second).getByRole('textbox', { name: 'Liczba kresek' }), '3');
    fireEvent.click(within(second).getByRole('checkbox', { name: 'Kreska 2,5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Przesuń poziom 2 wyżej' }));
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj poziom' }));
    fireEvent.click(screen.getByRole('button', { name: 'Usuń poziom 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz' }));

    expect(await screen.findByText('Utworzono!')).toBeInstanceOf(Element);
    expect(saves(calls)[0]?.body).toEqual({
      type: 'NumberLine',
      name: 'Oś do 200',
      premiumFromLevel: null,
      levels: [
        { start: 0.5, step: 1, tickCount: 3, slots: [2] },
        { start: 0, step: 50, tickCount: 5, slots: [1, 3] },
      ],
    });
  });

  it('loads a game’s definition for editing, shows the server’s messages at their fields and updates it', async () => {
    const calls = stubApi('ADMIN', {
      saveError: {
        statusCode: 400,
        error: 'Bad Request',
        message: gameMessages.step,
        errors: [{ path: 'levels.1.step', message: gameMessages.step }],
      },
    });
    renderAt(`/admin/games/${gameId}/edit`);
    const name = (await screen.findByRole('textbox', { name: /^Nazwa/ })) as HTMLInputElement;
    expect(name.value).toBe('Oś liczbowa');
    expect((screen.getByRole('combobox', { name: 'Rodzaj' }) as HTMLSelectElement).value).toBe('NumberLine');
    expect((screen.getByRole('textbox', { name: /Premium od poziomu/ }) as HTMLInputElement).value).toBe('2');
    const levels = screen.getAllByTestId('game-level');
    expect(levels).toHaveLength(2);
    expect(within(levels[0] as HTMLElement).getByRole('checkbox', { name: 'Kreska 1' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(levels[0] as HTMLElement).getByRole('checkbox', { name: 'Kreska 2' })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(levels[1] as HTMLElement).getByRole('checkbox', { name: 'Kreska 100' })).toHaveProperty(
      'checked',
      true,
    );

    typeInto(name, 'Oś liczbowa 2');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await within(levels[1] as HTMLElement).findByText(gameMessages.step)).toBeInstanceOf(Element);
    expect(saves(calls)[0]).toMatchObject({ method: 'PUT', path: `/api/game/${gameId}` });

    vi.unstubAllGlobals();
    const retried = stubApi();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Zaktualizowano!')).toBeInstanceOf(Element);
    expect(saves(retried)[0]?.body).toEqual({ ...definition, name: 'Oś liczbowa 2' });
  });
});
