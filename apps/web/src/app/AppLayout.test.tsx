import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AppLayout, mainContentId } from './AppLayout';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('every page', () => {
  it('starts with a skip link to its content, before the header’s links', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ statusCode: 401, message: 'Brak sesji.' }), { status: 401 })),
    );
    renderWithProviders(null, {
      path: '/',
      routes: [{ path: '/', element: <AppLayout />, children: [{ index: true, element: <h1>Zadania</h1> }] }],
    });
    const skip = await screen.findByRole('link', { name: 'Przejdź do treści' });
    expect(skip.getAttribute('href')).toBe(`#${mainContentId}`);
    // The first link of the document: the keyboard reaches it first.
    expect(document.querySelector('a')).toBe(skip);
    const main = document.getElementById(mainContentId)!;
    expect(main.tagName).toBe('MAIN');
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(main.textContent).toContain('Zadania');
  });
});
