import { Input } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import {
  loadEditorConcept,
  loadEditorHomework,
  searchEditorBooks,
  searchEditorConcepts,
  searchEditorGames,
  searchEditorHomeworks,
  searchEditorUsers,
} from './editor-callbacks';
import { RichTextEditor } from './RichTextEditor';

function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('RichTextEditor (lazy)', () => {
  it('shows a skeleton of the editor height, then the editor', async () => {
    renderWithProviders(<RichTextEditor variant="comment" value="<p>Ala</p>" height={200} />);
    expect(screen.getByTestId('editor-skeleton')).toBeInstanceOf(Element);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Edytor tekstu' })).toBeInstanceOf(Element), {
      timeout: 15000,
    });
    expect(screen.queryByTestId('editor-skeleton')).toBeNull();
    expect(screen.getByRole('button', { name: 'Obraz' })).toBeInstanceOf(Element);
  }, 20000);
});

describe('RichTextEditor in a form field', () => {
  it('is invalid and described by the error and hint of the Mantine field around it', async () => {
    renderWithProviders(
      <Input.Wrapper id="tresc" label="Treść" description="Co najmniej zdanie." error="Wymagane pole">
        <RichTextEditor variant="comment" aria-label="Treść" />
      </Input.Wrapper>,
    );
    const textbox = await screen.findByRole('textbox', { name: 'Treść' }, { timeout: 15000 });
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    const described = (textbox.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Wymagane pole',
      'Co najmniej zdanie.',
    ]);
  }, 20000);
});

describe('editor callbacks', () => {
  it('searches books through GET /api/books/search?q=', async () => {
    const book = {
      title: 'Pan Tadeusz',
      authors: ['Adam Mickiewicz'],
      publisher: null,
      publishDate: '1834',
      publishPlace: null,
      isbn: null,
      pages: null,
      coverEditionKey: null,
      coverUrl: null,
    };
    const fetchMock = vi.fn(async () => jsonResponse({ results: [book], total: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(searchEditorBooks('pan tadeusz')).resolves.toEqual([book]);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/books/search?q=pan+tadeusz');
  });

  it('searches concepts with page size 30 and loads one concept', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/math-concept?')
        ? jsonResponse({
            results: [{ id: 'c1', slug: 'a', name: 'Ciąg', type: 'DEFINITION', aliases: [], count: 0 }],
            total: 1,
            page: 1,
            pageCount: 1,
          })
        : jsonResponse({
            id: 'c1',
            slug: 'a',
            name: 'Ciąg',
            type: 'DEFINITION',
            aliases: [],
            count: 0,
            description: '<p>Opis</p>',
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(searchEditorConcepts('cią')).resolves.toEqual([{ id: 'c1', name: 'Ciąg', type: 'DEFINITION' }]);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/math-concept?search=ci%C4%85&pageSize=30');
    await expect(loadEditorConcept('c1')).resolves.toEqual({ name: 'Ciąg', descriptionHtml: '<p>Opis</p>' });
    expect(String((fetchMock.mock.calls[1] as unknown[])[0])).toBe('/api/math-concept/c1');
  });

  it('searches users for mentions through GET /api/user/selectable, labelled with the display name', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({
        results: [
          { id: 'u1', username: 'ania', displayName: 'Ania Nowak', role: 'USER', avatar: null },
          { id: 'u2', username: 'anita', displayName: 'Anita K.', role: 'TEACHER', avatar: null },
        ],
        total: 2,
        page: 1,
        pageCount: 1,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(searchEditorUsers('ania ą')).resolves.toEqual([
      { id: 'u1', label: 'Ania Nowak' },
      { id: 'u2', label: 'Anita K.' },
    ]);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe(
      '/api/user/selectable?page=1&pageSize=10&search=ania+%C4%85',
    );
    await searchEditorUsers('');
    expect(String((fetchMock.mock.calls[1] as unknown[])[0])).toBe('/api/user/selectable?page=1&pageSize=10');
  });

  it('searches tasks to embed through GET /api/homework, titled by their plain text', async () => {
    const card = (id: string, slug: string, description: string) => ({ id, slug, description });
    const fetchMock = vi.fn(async () =>
      jsonResponse({
        results: [
          card(
            'h1',
            'pole-trojkata',
            '<p>Oblicz <strong>pole</strong> trójkąta o boku <span data-type="inline-math" data-latex="a"></span>.</p>',
          ),
          card('h2', 'puste', ''),
        ],
        total: 2,
        page: 1,
        pageCount: 1,
        facets: {},
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(searchEditorHomeworks('pole')).resolves.toEqual([
      { id: 'h1', slug: 'pole-trojkata', title: 'Oblicz pole trójkąta o boku a.' },
      { id: 'h2', slug: 'puste', title: 'puste' },
    ]);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/homework?search=pole&pageSize=10');
  });

  it('loads an embedded task’s title through GET /api/homework/{id}', async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse({ id: 'h1', slug: 'pole-kola', description: '<p>Oblicz <strong>pole</strong> koła.</p>' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadEditorHomework('h1')).resolves.toEqual({
      id: 'h1',
      slug: 'pole-kola',
      title: 'Oblicz pole koła.',
    });
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/homework/h1');
  });

  it('searches games to embed through GET /api/game, by name and type', async () => {
    const game = {
      id: '5a5a5a5a-1b2c-4d3e-8f4a-5b6c7d8e9f01',
      type: 'NumberLine',
      name: 'Oś do 200',
      levelCount: 5,
      premiumFromLevel: 3,
      completedLevels: null,
      createdAt: '2026-11-23T09:00:00.000Z',
    };
    const fetchMock = vi.fn(async () =>
      jsonResponse({ results: [game], total: 1, page: 1, pageCount: 1, policies: { create: true } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(searchEditorGames('oś')).resolves.toEqual([{ id: game.id, name: 'Oś do 200', type: 'NumberLine' }]);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/game?search=o%C5%9B&pageSize=20');
    await searchEditorGames('');
    expect(String((fetchMock.mock.calls[1] as unknown[])[0])).toBe('/api/game?pageSize=20');
  });
});

describe('EditorWithCallbacks', () => {
  it('offers the game picker to an admin only', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ results: [], total: 0, page: 1, pageCount: 0, policies: { create: true } })),
    );
    const admin = renderWithProviders(<RichTextEditor variant="full" admin value="<p>Ala</p>" />);
    expect(await screen.findByRole('button', { name: 'Zadanie interaktywne' }, { timeout: 15000 })).toBeInstanceOf(
      Element,
    );
    admin.unmount();
    renderWithProviders(<RichTextEditor variant="full" value="<p>Ala</p>" />);
    await screen.findByRole('button', { name: 'Pogrubienie' }, { timeout: 15000 });
    expect(screen.queryByRole('button', { name: 'Zadanie interaktywne' })).toBeNull();
  }, 30000);
});
