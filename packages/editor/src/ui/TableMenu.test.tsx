import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { CellSelection } from '@tiptap/pm/tables';
import { describe, expect, it } from 'vitest';
import { click, nodesOf, renderClickedEditor as renderEditor, select } from './test/menu-actions';
import { expectHidden, menu, shownMenu, textPos } from './test/menu-queries';

describe('table menu (table, rows, columns, cells)', () => {
  const value =
    '<table><tbody><tr><td><p>A</p></td><td><p>B</p></td></tr><tr><td><p>C</p></td><td><p>D</p></td></tr></tbody></table><p>x</p>';
  const rows = (editor: Editor) =>
    nodesOf(editor, 'tableRow').map(({ node }) => {
      const cells: string[] = [];
      node.forEach((cell) => {
        cells.push(cell.textContent);
      });
      return cells;
    });
  const cellAttrs = (editor: Editor, text: string) => {
    const $pos = editor.state.doc.resolve(textPos(editor, text));
    return $pos.node($pos.depth - 1).attrs;
  };
  const inCell = async (editor: Editor, text: string) => {
    await select(() => editor.commands.setTextSelection(textPos(editor, text)));
    return shownMenu('table');
  };
  const button = (name: string) => within(menu('table') as HTMLElement).getByRole('button', { name });

  it('shows its controls with the cursor in a cell and hides outside the table', async () => {
    const { editor } = await renderEditor({ value });
    const table = await inCell(editor, 'A');
    for (const name of [
      'Dodaj wiersz powyżej',
      'Dodaj wiersz poniżej',
      'Usuń wiersz',
      'Dodaj kolumnę z lewej',
      'Dodaj kolumnę z prawej',
      'Usuń kolumnę',
      'Scal komórki',
      'Podziel komórkę',
      'Wiersz nagłówka',
      'Tło komórki',
      'Obramowanie komórki',
      'Dodaj podpis tabeli',
      'Usuń tabelę',
    ]) {
      expect(table.getByRole('button', { name }), name).toBeInstanceOf(Element);
    }
    expect((table.getByRole('button', { name: 'Scal komórki' }) as HTMLButtonElement).disabled).toBe(true);
    expect((table.getByRole('button', { name: 'Podziel komórkę' }) as HTMLButtonElement).disabled).toBe(true);
    await select(() => editor.commands.setTextSelection(textPos(editor, 'x')));
    await expectHidden('table');
  });

  it('adds and removes rows and columns', async () => {
    const { editor } = await renderEditor({ value });
    await inCell(editor, 'C');
    await click(button('Dodaj wiersz powyżej'));
    expect(rows(editor)).toEqual([
      ['A', 'B'],
      ['', ''],
      ['C', 'D'],
    ]);
    await inCell(editor, 'A');
    await click(button('Dodaj wiersz poniżej'));
    expect(rows(editor)).toHaveLength(4);
    expect(rows(editor)[1]).toEqual(['', '']);
    await inCell(editor, 'C');
    await click(button('Usuń wiersz'));
    expect(rows(editor)).toEqual([
      ['A', 'B'],
      ['', ''],
      ['', ''],
    ]);
    await inCell(editor, 'B');
    await click(button('Dodaj kolumnę z lewej'));
    expect(rows(editor)[0]).toEqual(['A', '', 'B']);
    await inCell(editor, 'B');
    await click(button('Dodaj kolumnę z prawej'));
    expect(rows(editor)[0]).toEqual(['A', '', 'B', '']);
    await inCell(editor, 'A');
    await click(button('Usuń kolumnę'));
    expect(rows(editor)[0]).toEqual(['', 'B', '']);
  });

  it('merges a cell selection and splits the merged cell', async () => {
    const { editor } = await renderEditor({ value });
    await select(() => {
      const anchor = textPos(editor, 'A') - 2;
      const head = textPos(editor, 'B') - 2;
      editor.view.dispatch(editor.state.tr.setSelection(CellSelection.create(editor.state.doc, anchor, head)));
    });
    await shownMenu('table');
    await waitFor(() => expect((button('Scal komórki') as HTMLButtonElement).disabled).toBe(false));
    await click(button('Scal komórki'));
    expect(editor.getHTML()).toContain('<td colspan="2"');
    expect(rows(editor)[0]).toEqual(['AB']);

    // The merged cell keeps both paragraphs.
    await inCell(editor, 'A');
    await waitFor(() => expect((button('Podziel komórkę') as HTMLButtonElement).disabled).toBe(false));
    await click(button('Podziel komórkę'));
    expect(editor.getHTML()).not.toContain('colspan="2"');
    expect(rows(editor)[0]).toHaveLength(2);
  });

  it('toggles the header row', async () => {
    const { editor } = await renderEditor({ value });
    await inCell(editor, 'A');
    await click(button('Wiersz nagłówka'));
    expect(nodesOf(editor, 'tableHeader').map(({ node }) => node.textContent)).toEqual(['A', 'B']);
    expect(editor.getHTML()).toContain('<th');
  });

  it('sets and removes the cell background from the palette', async () => {
    const { editor } = await renderEditor({ value });
    await inCell(editor, 'B');
    await click(button('Tło komórki'));
    const palette = await screen.findByRole('group', { name: 'Tło komórki: paleta' });
    const swatch = within(palette).getAllByRole('button')[0] as HTMLElement;
    const color = swatch.getAttribute('title') as string;
    expect(color).toMatch(/^#[0-9a-f]{6}$/i);
    await click(swatch);
    expect(cellAttrs(editor, 'B').backgroundColor).toBe(color);
    expect(cellAttrs(editor, 'A').backgroundColor).toBeNull();
    expect(editor.getHTML()).toMatch(/<td colspan="1" rowspan="1" style="background-color: [^"]+"><p>B<\/p>/);

    await inCell(editor, 'B');
    await click(button('Tło komórki'));
    const colored = editor.getHTML();
    await click(await screen.findByRole('button', { name: 'Usuń kolor' }));
    expect(cellAttrs(editor, 'B').backgroundColor).toBeNull();
    // The serialized colour (the DOM may write it as rgb()) reads back as the same colour.
    const { editor: reloaded } = await renderEditor({ value: colored });
    expect(cellAttrs(reloaded, 'B').backgroundColor).toBe(color);
  });

  it('sets borders on the chosen sides with a style and width, and removes them', async () => {
    const { editor } = await renderEditor({ value });
    await inCell(editor, 'D');
    await click(button('Obramowanie komórki'));
    for (const side of ['Dolna', 'Lewa', 'Prawa']) await click(await screen.findByLabelText(side));
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Styl'), { target: { value: 'dashed' } });
    });
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Grubość (px)'), { target: { value: '3' } });
    });
    await click(screen.getByRole('button', { name: 'Zastosuj' }));
    expect(cellAttrs(editor, 'D')).toMatchObject({
      borderTop: { style: 'dashed', width: 3, color: null },
      borderBottom: null,
      borderLeft: null,
      borderRight: null,
    });
    expect(editor.getHTML()).toContain('border-top: 3px dashed');

    await click(screen.getByRole('button', { name: 'Usuń obramowanie' }));
    expect(cellAttrs(editor, 'D').borderTop).toBeNull();
  });

  it('adds a table caption and deletes the table', async () => {
    const { editor } = await renderEditor({ value });
    await inCell(editor, 'A');
    await click(button('Dodaj podpis tabeli'));
    expect(editor.getHTML()).toMatch(/^<figure data-type="figure" id="id-[^"]+" data-kind="table">/);
    const table = await inCell(editor, 'A');
    expect(table.queryByRole('button', { name: 'Dodaj podpis tabeli' })).toBeNull();

    const { editor: other } = await renderEditor({ value });
    await select(() => other.commands.setTextSelection(textPos(other, 'A')));
    await waitFor(() => expect(document.querySelectorAll('[data-menu="table"]').length).toBeGreaterThan(0));
    const menus = Array.from(document.querySelectorAll<HTMLElement>('[data-menu="table"]'));
    const ofOther = menus.find((element) => other.view.dom.parentElement?.contains(element)) as HTMLElement;
    await click(within(ofOther).getByRole('button', { name: 'Usuń tabelę' }));
    expect(other.getHTML()).toBe('<p>x</p>');
  });
});
