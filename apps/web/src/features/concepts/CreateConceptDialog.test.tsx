import { fireEvent, screen, within } from '@testing-library/react';
import type { TRole } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import { clearSession } from '../../lib/api/token-storage';
import { buildMe, jsonResponse } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { signInForEachTest } from '../../test/session';
import { stubApiCalls, type TApiCall } from '../../test/stub-api';
import { ConceptsPage } from './ConceptsPage';

vi.setConfig({ testTimeout: 20_000 });
const waitFor = (assertion: () => void) => vi.waitFor(assertion, { timeout: 5000 });

const me = (role: TRole) => buildMe(role, { username: 'anna', displayName: 'Pani Anna', email: 'anna@zadania.local' });

const json = jsonResponse;

function stubApi({ role = 'TEACHER' as TRole, createStatus = 201 } = {}) {
  return stubApiCalls(({ method, path, body }) => {
    if (path === '/api/user/me') return json(200, me(role));
    if (path === '/api/math-concept' && method === 'POST') {
      if (createStatus === 409) {
        return json(409, { statusCode: 409, error: 'Conflict', message: 'Pojęcie o tej nazwie już istnieje.' });
      }
      return json(201, {
        id: '9c2e285c-1d37-4e73-a855-c8fc23f9ebd7',
        slug: 'nowe',
        ...(body as object),
        count: 0,
        description: '',
      });
    }
    if (path === '/api/math-concept') return json(200, { results: [], total: 0, page: 1, pageCount: 1 });
    return undefined;
  });
}

const renderPage = (path = '/resources/concepts') =>
  renderRoutes([{ path: '/resources/concepts', element: <ConceptsPage /> }], { path, toasts: true }).router;

/** How many times the page loaded the filtered list of concepts. */
const listLoads = (calls: TApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === '/api/math-concept' && call.search.toString() !== '')
    .length;

const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((option) => option.text);

describe('CreateConceptDialog', () => {
  signInForEachTest();

  it('is not offered to a signed-out visitor', async () => {
    clearSession();
    stubApi();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Wyniki (0)' })).toBeInstanceOf(Element);
    expect(screen.queryByRole('button', { name: 'Dodaj pojęcie' })).toBeNull();
  });

  it('offers domains to an admin only', async () => {
    stubApi({ role: 'ADMIN' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj pojęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe pojęcie' });
    expect(optionsOf(within(dialog).getByLabelText(/Rodzaj pojęcia/))).toEqual([
      'Dziedzina',
      'Twierdzenie',
      'Definicja',
      'Tag',
    ]);
  });

  it('warns to check the full list, requires a name, then creates the concept and refreshes the list', async () => {
    const calls = stubApi({ role: 'TEACHER' });
    const router = renderPage('/resources/concepts?type=TAG&search=ciag');
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj pojęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe pojęcie' });
    expect(optionsOf(within(dialog).getByLabelText(/Rodzaj pojęcia/))).toEqual(['Twierdzenie', 'Definicja', 'Tag']);
    expect((within(dialog).getByLabelText(/Rodzaj pojęcia/) as HTMLSelectElement).value).toBe('TAG');
    expect(within(dialog).getByText('Zanim dodasz pojęcie, sprawdź pełną listę — może już istnieje.')).toBeInstanceOf(
      Element,
    );
    expect(within(dialog).getByRole('link', { name: 'Pokaż pełną listę pojęć' }).getAttribute('href')).toBe(
      '/resources/concepts?type=TAG',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await within(dialog).findByText('Wymagane pole')).toBeInstanceOf(Element);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/Nazwa/), { target: { value: 'Ciąg arytmetyczny' } });
    fireEvent.change(within(dialog).getByLabelText(/Rodzaj pojęcia/), { target: { value: 'DEFINITION' } });
    const listsBefore = listLoads(calls);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByText('Utworzono!')).toBeInstanceOf(Element);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'DEFINITION',
      name: 'Ciąg arytmetyczny',
      aliases: [],
      subject: 'MATHS',
    });
    await waitFor(() => expect(listLoads(calls)).toBeGreaterThan(listsBefore));
    expect(router.state.location.search).toBe('?type=TAG&search=ciag');
  });

  it("refuses a 51st alias with 'Możesz wybrać maksymalnie 50 elementów!'", async () => {
    stubApi({ role: 'TEACHER' });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj pojęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe pojęcie' });
    const aliases = within(dialog).getByPlaceholderText('Wpisz i naciśnij Enter');
    const list = (count: number) => Array.from({ length: count }, (_, n) => `Synonim ${n + 1}`).join(',');
    fireEvent.paste(aliases, { clipboardData: { getData: () => list(51) } });
    expect(await within(dialog).findByText('Możesz wybrać maksymalnie 50 elementów!')).toBeInstanceOf(Element);
    expect(within(dialog).queryByText('Synonim 1')).toBeNull();
    fireEvent.paste(aliases, { clipboardData: { getData: () => list(50) } });
    expect(await within(dialog).findByText('Synonim 50')).toBeInstanceOf(Element);
    expect(within(dialog).queryByText('Możesz wybrać maksymalnie 50 elementów!')).toBeNull();
  });

  it('the warning’s link clears the filters and closes the dialog', async () => {
    stubApi({ role: 'USER' });
    const router = renderPage('/resources/concepts?type=THEOREM&search=ciag&page=2');
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj pojęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe pojęcie' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Pokaż pełną listę pojęć' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=THEOREM'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nowe pojęcie' })).toBeNull());
  });

  it('shows the server’s Polish message on a taken name', async () => {
    stubApi({ role: 'TEACHER', createStatus: 409 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj pojęcie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe pojęcie' });
    fireEvent.change(within(dialog).getByLabelText(/Nazwa/), { target: { value: 'Pochodna' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    expect(await within(dialog).findByText('Pojęcie o tej nazwie już istnieje.')).toBeInstanceOf(Element);
  });
});
