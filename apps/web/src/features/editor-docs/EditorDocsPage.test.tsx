import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { EditorDocsPage } from './EditorDocsPage';

function jsonResponse(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('/editor page', () => {
  it('in development the playground has the HTML button; admin-only examples are off for a guest; the task example works', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/homework?')
        ? jsonResponse({
            results: [{ id: 'h1', slug: 'pole', description: '<p>Oblicz pole koła.</p>' }],
            total: 1,
            page: 1,
            pageCount: 1,
            facets: {},
          })
        : jsonResponse({ results: [], total: 0, page: 1, pageCount: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<EditorDocsPage />, { path: '/editor' });
    const playground = await screen.findByRole('textbox', { name: 'Edytor do wypróbowania' }, { timeout: 15000 });
    expect(playground).toBeInstanceOf(Element);

    // Vitest runs with import.meta.env.DEV, so the debug button is there and shows the playground's HTML.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'HTML dokumentu' })));
    const html = within(screen.getByRole('dialog', { name: 'HTML dokumentu' })).getByRole('textbox', {
      name: 'HTML dokumentu',
    }) as HTMLTextAreaElement;
    expect(html.value).toMatch(/^<h2 id="id-[^"]+">Wypróbuj edytor<\/h2><p>Pole trójkąta/);
    await act(async () => fireEvent.keyDown(html, { key: 'Escape' }));

    const fragment = screen.getByRole('button', { name: 'Pokaż przykład: Fragment pojęcia' }) as HTMLButtonElement;
    expect(fragment.disabled).toBe(true);
    expect(screen.getAllByText('Przykład dostępny tylko dla administratora.').length).toBe(2);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pokaż przykład: Zadanie' })));
    const demo = screen.getByTestId('tool-demo');
    await waitFor(() => expect(within(demo).getByRole('button', { name: 'Zadanie' })).toBeInstanceOf(Element), {
      timeout: 15000,
    });
    await act(async () => fireEvent.click(within(demo).getByRole('button', { name: 'Zadanie' })));
    await waitFor(() => expect(screen.getByText('Oblicz pole koła.')).toBeInstanceOf(Element), { timeout: 3000 });
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/homework?pageSize=10')).toBe(true);
  }, 40000);
});
