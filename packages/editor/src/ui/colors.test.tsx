import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { levelsToShades, PALETTE_HUES, paletteFor, pushRecentColor, readRecentColors } from './colors';
import { renderEditor } from './test/render-editor';

describe('palette', () => {
  it('has 14 hues at the levels of each colour type', () => {
    expect(PALETTE_HUES).toHaveLength(14);
    expect(levelsToShades([10, 11])).toEqual([9]);
    expect(levelsToShades([5, 6, 7])).toEqual([4, 5, 6]);
    expect(levelsToShades([9, 10])).toEqual([8, 9]);
    expect(paletteFor('text')).toHaveLength(14);
    expect(paletteFor('highlight')).toHaveLength(42);
    expect(paletteFor('tableBackground')).toHaveLength(42);
    expect(paletteFor('underline')).toHaveLength(28);
    expect(paletteFor('text').find((color) => color.hue === 'red')?.value).toBe('#c92a2a');
  });
});

describe('recent colours', () => {
  it('keeps 8 per colour type, most recent first, without duplicates, in localStorage', () => {
    for (let index = 0; index < 10; index += 1) pushRecentColor('text', `#00000${index}`);
    pushRecentColor('text', '#000005');
    expect(readRecentColors('text')).toEqual([
      '#000005',
      '#000009',
      '#000008',
      '#000007',
      '#000006',
      '#000004',
      '#000003',
      '#000002',
    ]);
    expect(readRecentColors('border')).toEqual([]);
    pushRecentColor('border', '#111111');
    expect(JSON.parse(localStorage.getItem('zadania-editor-recent-colors:border') ?? '[]')).toEqual(['#111111']);
    expect(readRecentColors('text')).toHaveLength(8);
  });

  it('remembers a picked text colour for the next picker', async () => {
    const { editor, unmount } = await renderEditor({ value: '<p>Ala</p>' });
    await act(async () => {
      editor.commands.selectAll();
      fireEvent.click(screen.getByRole('button', { name: 'Kolor tekstu' }));
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'red 9' })));
    expect(editor.getAttributes('textStyle').color).toBe('#c92a2a');
    unmount();
    await renderEditor({ value: '<p>Ola</p>' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Kolor tekstu' })));
    const recent = screen.getByRole('group', { name: 'Kolor tekstu: ostatnio używane' });
    expect(within(recent).getByRole('button', { name: 'Ostatni kolor #c92a2a' })).toBeInstanceOf(Element);
  });
});
