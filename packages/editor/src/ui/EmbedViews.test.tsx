import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditor } from './test/render-editor';

afterEach(() => vi.restoreAllMocks());

describe('embed node views', () => {
  it('names an embedded task through loadHomework, and stores only its id', async () => {
    const loadHomework = vi.fn(async (id: string) => ({
      id,
      slug: 'pole-kola',
      title: 'Oblicz pole koła o promieniu 3.',
    }));
    const { editor, container } = await renderEditor({
      variant: 'full',
      value: '<p>Przed</p><div data-type="homework-embed" data-homework-id="h-1"></div><p>Po</p>',
      loadHomework,
    });
    const embed = container.querySelector('.zadania-embed[data-type="homework-embed"]') as HTMLElement;
    expect(embed.textContent).toContain('Zadanie');
    await waitFor(() => expect(embed.textContent).toContain('Oblicz pole koła o promieniu 3.'));
    expect(loadHomework).toHaveBeenCalledWith('h-1');
    expect(embed.getAttribute('contenteditable')).toBe('false');
    expect(editor.getHTML()).toBe('<p>Przed</p><div data-type="homework-embed" data-homework-id="h-1"></div><p>Po</p>');
  });

  it('says so when the task cannot be loaded', async () => {
    const loadHomework = vi.fn(async () => {
      throw new Error('404');
    });
    await renderEditor({
      variant: 'full',
      value: '<div data-type="homework-embed" data-homework-id="h-gone"></div>',
      loadHomework,
    });
    expect(await screen.findByText('Nie można wyświetlić tego zadania (usunięte lub niepubliczne).')).toBeInstanceOf(
      HTMLElement,
    );
  });

  it('shows an embedded game by its name, or by its id when the node has no name', async () => {
    const gameId = '5a5a5a5a-1b2c-4d3e-8f4a-5b6c7d8e9f01';
    const { container } = await renderEditor({
      variant: 'full',
      admin: true,
      value: `<div data-type="interactive-homework" data-value="${gameId}" data-label="Oś do 200"></div><div data-type="interactive-homework" data-value="${gameId}"></div>`,
    });
    const embeds = container.querySelectorAll('.zadania-embed[data-type="interactive-homework"]');
    expect(Array.from(embeds).map((embed) => embed.textContent)).toEqual([
      'Ćwiczenie interaktywneOś do 200',
      `Ćwiczenie interaktywne${gameId}`,
    ]);
  });
});
