import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { loadEditorConcept, searchEditorBooks, searchEditorConcepts, searchEditorUsers } from './editor-callbacks';
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

  it('finds no users for mentions (no user search route yet)', async () => {
    await expect(searchEditorUsers('ania')).resolves.toEqual([]);
  });
});
