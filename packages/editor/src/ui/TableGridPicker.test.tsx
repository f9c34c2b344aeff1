import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from './test/render-editor';

const grid = () => screen.getByTestId('table-grid');
const cells = () => grid().querySelectorAll('button').length;
const toggle = async () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tabela' })));

describe('table insert grid', () => {
  it('starts 5×5 with 3×3 highlighted, grows to 10×10 on hover, resets on close', async () => {
    await renderEditor({ value: '<p>Ala</p>' });
    await toggle();
    expect(cells()).toBe(25);
    expect(grid().querySelectorAll('[data-active]').length).toBe(9);
    expect(screen.getByTestId('table-grid-label').textContent).toBe('3 × 3');
    await act(async () => fireEvent.mouseEnter(grid()));
    expect(cells()).toBe(100);
    await act(async () => fireEvent.mouseEnter(screen.getByRole('button', { name: '7 × 8' })));
    expect(screen.getByTestId('table-grid-label').textContent).toBe('7 × 8');
    expect(grid().querySelectorAll('[data-active]').length).toBe(56);
    await toggle();
    await toggle();
    expect(cells()).toBe(25);
    expect(screen.getByTestId('table-grid-label').textContent).toBe('3 × 3');
  });

  it('inserts 3×3 without a header row by default', async () => {
    const { editor } = await renderEditor({ value: '<p>Ala</p>' });
    await toggle();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '3 × 3' })));
    const html = editor.getHTML();
    expect(html.match(/<tr>/g)?.length).toBe(3);
    expect(html.match(/<td/g)?.length).toBe(9);
    expect(html).not.toContain('<th');
  });

  it('inserts a header row when ticked', async () => {
    const { editor } = await renderEditor({ value: '<p>Ala</p>' });
    await toggle();
    await act(async () => fireEvent.click(screen.getByLabelText('Wiersz nagłówka')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '2 × 4' })));
    expect(editor.getHTML().match(/<th/g)?.length).toBe(4);
    expect(editor.getHTML().match(/<td/g)?.length).toBe(4);
  });
});
