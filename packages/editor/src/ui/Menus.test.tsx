import { MantineProvider } from '@mantine/core';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { CellSelection } from '@tiptap/pm/tables';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageMenu } from './menus/ImageMenu';
import { MathMenu } from './menus/MathMenu';
import { TableMenu } from './menus/TableMenu';
import { expectHidden, menu, shownMenu, textPos } from './test/menu-queries';
import { renderEditor as renderUntouchedEditor } from './test/render-editor';
import type { TUploadFile } from './types';

const click = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const select = async (run: () => unknown) => {
  await act(async () => {
    run();
  });
};

/**
 * The editor as a person finds it after clicking at the end of the document: menus wait until the
 * selection has moved once (see `FloatingMenu`), and later selections start from elsewhere.
 */
async function renderEditor(...args: Parameters<typeof renderUntouchedEditor>) {
  const rendered = await renderUntouchedEditor(...args);
  await select(() => rendered.editor.commands.setTextSelection(rendered.editor.state.doc.content.size - 1));
  return rendered;
}

/** Positions of every node of a type, in document order. */
function nodesOf(editor: Editor, type: string): { node: ProseMirrorNode; pos: number }[] {
  const found: { node: ProseMirrorNode; pos: number }[] = [];
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === type) found.push({ node, pos });
  });
  return found;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('link menu', () => {
  const value = '<p>Ala <a href="https://example.com">ma</a> kota</p>';

  it('shows the address and its controls while the cursor is in a link, and hides when it leaves', async () => {
    const { editor } = await renderEditor({ value });
    expect(menu('link')).toBeNull();
    await select(() => editor.commands.setTextSelection(textPos(editor, 'ma') + 1));
    const link = await shownMenu('link');
    expect(link.getByRole('link', { name: 'https://example.com' }).getAttribute('href')).toBe('https://example.com');
    for (const name of ['Edytuj link', 'Otwórz link', 'Usuń link']) {
      expect(link.getByRole('button', { name })).toBeInstanceOf(Element);
    }
    await select(() => editor.commands.setTextSelection(textPos(editor, 'kota') + 2));
    await expectHidden('link');
  });

  it('opens the link in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { editor } = await renderEditor({ value });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'ma') + 1));
    await click((await shownMenu('link')).getByRole('button', { name: 'Otwórz link' }));
    expect(open).toHaveBeenCalledWith('https://example.com', '_blank', 'noopener,noreferrer');
  });

  it('edits the address through the link dialog', async () => {
    const { editor } = await renderEditor({ value });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'ma') + 1));
    await click((await shownMenu('link')).getByRole('button', { name: 'Edytuj link' }));
    const address = screen.getByLabelText('Adres URL') as HTMLInputElement;
    expect(address.value).toBe('https://example.com');
    await act(async () => {
      fireEvent.change(address, { target: { value: 'https://example.org/nowy' } });
    });
    await click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(editor.getHTML()).toBe('<p>Ala <a href="https://example.org/nowy">ma</a> kota</p>');
  });

  it('removes the whole link, keeping its text', async () => {
    const { editor } = await renderEditor({ value });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'ma') + 1));
    await click((await shownMenu('link')).getByRole('button', { name: 'Usuń link' }));
    expect(editor.getHTML()).toBe('<p>Ala ma kota</p>');
    await expectHidden('link');
  });

  it('is not shown in a read-only editor', async () => {
    const { editor } = await renderEditor({ value, disabled: true });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'ma') + 1));
    // A menu never shown: wait for a menu that does show in the same document state to be sure updates ran.
    await act(async () => {});
    expect(menu('link')).toBeNull();
  });
});

describe('math menu', () => {
  const value =
    '<div data-type="block-math" id="id-aaaaaaaaaaaa" data-latex="a"></div>' +
    '<p>a <span data-type="inline-math" data-latex="y"></span> b</p>';

  it('shows for a selected inline formula and deletes it', async () => {
    const { editor } = await renderEditor({ value });
    const inline = nodesOf(editor, 'mathInline')[0]!.pos;
    await select(() => editor.commands.setNodeSelection(inline));
    const math = await shownMenu('math');
    expect(math.queryByLabelText('Numeruj')).toBeNull();
    await click(math.getByRole('button', { name: 'Usuń wzór' }));
    expect(editor.getHTML()).not.toContain('inline-math');
    await expectHidden('math');
  });

  it('inserts a reference to a numbered equation after the formula', async () => {
    const { editor } = await renderEditor({ value });
    await select(() => editor.commands.setNodeSelection(nodesOf(editor, 'mathInline')[0]!.pos));
    await click((await shownMenu('math')).getByRole('button', { name: 'Wstaw odwołanie' }));
    await click(await screen.findByRole('menuitem', { name: '(1)' }));
    expect(editor.getHTML()).toMatch(
      /<span data-type="inline-math" data-latex="y"><\/span><span data-type="equation-ref" data-target-id="id-aaaaaaaaaaaa"><\/span> b/,
    );
  });

  it('renders from the last state when a concurrent render reaches it after the editor was destroyed', async () => {
    const { editor } = await renderEditor({ value });
    await select(() => editor.commands.setNodeSelection(0));
    await shownMenu('math');
    // React may render a child after its editor went away (a remount mid-render): `schema` is then null.
    editor.destroy();
    expect(editor.schema).toBeNull();
    for (const Menu of [MathMenu, ImageMenu, TableMenu]) {
      expect(() =>
        render(
          <MantineProvider env="test">
            <MantineRichTextEditor editor={editor}>
              <Menu editor={editor} />
            </MantineRichTextEditor>
          </MantineProvider>,
        ),
      ).not.toThrow();
    }
  });

  it('toggles the numbering of a display formula', async () => {
    const { editor } = await renderEditor({ value });
    await select(() => editor.commands.setNodeSelection(0));
    const math = await shownMenu('math');
    const numbered = math.getByLabelText('Numeruj') as HTMLInputElement;
    expect(numbered.checked).toBe(true);
    await click(numbered);
    expect(editor.state.doc.firstChild?.attrs.numbered).toBe(false);
    expect(editor.getHTML()).toContain('data-numbered="false"');
    await waitFor(() =>
      expect((menu('math')!.querySelector('input[type="checkbox"]') as HTMLInputElement).checked).toBe(false),
    );
  });

  it('hides when the formula is no longer selected', async () => {
    const { editor } = await renderEditor({ value });
    await select(() => editor.commands.setNodeSelection(0));
    await shownMenu('math');
    await select(() => editor.commands.setTextSelection(textPos(editor, 'b')));
    await expectHidden('math');
  });
});

describe('footnote and citation menus', () => {
  const value =
    '<p>Tekst<sup data-type="footnote" id="id-n1" data-content="&lt;p&gt;Stara treść&lt;/p&gt;"></sup> i ' +
    '<span data-type="citation" data-variant="template" data-title="Matematyka 1" data-author="Kowalski"></span> dalej</p>';

  it('edits a footnote in its dialog', async () => {
    const { editor } = await renderEditor({ value });
    await select(() => editor.commands.setNodeSelection(nodesOf(editor, 'footnote')[0]!.pos));
    const footnote = await shownMenu('footnote');
    expect(menu('citation')).toBeNull();
    await click(footnote.getByRole('button', { name: 'Edytuj przypis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Przypis' });
    const nested = within(dialog).getByRole('textbox', { name: 'Treść przypisu' }) as HTMLElement & {
      editor?: Editor;
    };
    expect(nested.textContent).toBe('Stara treść');
    await act(async () => {
      nested.editor?.commands.setContent('<p>Nowa treść</p>', { emitUpdate: true });
    });
    const save = within(dialog).getByRole('button', { name: 'Zapisz' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    // The nested editor reports its change once typing pauses: wait for it before saving.
    await act(async () => {
      nested.editor?.commands.blur();
      nested.dispatchEvent(new FocusEvent('blur'));
    });
    await click(save);
    await waitFor(() => expect(nodesOf(editor, 'footnote')[0]?.node.attrs.content).toBe('<p>Nowa treść</p>'));
  });

  it('removes a footnote', async () => {
    const { editor } = await renderEditor({ value });
    await select(() => editor.commands.setNodeSelection(nodesOf(editor, 'footnote')[0]!.pos));
    await click((await shownMenu('footnote')).getByRole('button', { name: 'Usuń przypis' }));
    expect(editor.getHTML()).not.toContain('data-type="footnote"');
    expect(editor.getHTML()).toContain('data-type="citation"');
    await expectHidden('footnote');
  });

  it('edits a citation in its dialog', async () => {
    const { editor } = await renderEditor({ value });
    await select(() => editor.commands.setNodeSelection(nodesOf(editor, 'citation')[0]!.pos));
    const citation = await shownMenu('citation');
    expect(menu('footnote')).toBeNull();
    await click(citation.getByRole('button', { name: 'Edytuj cytowanie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cytowanie' });
    const title = within(dialog).getByLabelText(/Tytuł/) as HTMLInputElement;
    expect(title.value).toBe('Matematyka 1');
    expect((within(dialog).getByLabelText('Autor') as HTMLInputElement).value).toBe('Kowalski');
    await act(async () => {
      fireEvent.change(title, { target: { value: 'Matematyka 2' } });
    });
    await click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    const attrs = nodesOf(editor, 'citation')[0]?.node.attrs;
    expect(attrs).toMatchObject({ title: 'Matematyka 2', author: 'Kowalski' });
    expect(nodesOf(editor, 'citation')).toHaveLength(1);
  });

  it('removes a citation and hides when the selection leaves it', async () => {
    const { editor } = await renderEditor({ value });
    await select(() => editor.commands.setNodeSelection(nodesOf(editor, 'citation')[0]!.pos));
    await shownMenu('citation');
    await select(() => editor.commands.setTextSelection(textPos(editor, 'dalej')));
    await expectHidden('citation');
    await select(() => editor.commands.setNodeSelection(nodesOf(editor, 'citation')[0]!.pos));
    await click((await shownMenu('citation')).getByRole('button', { name: 'Usuń cytowanie' }));
    expect(editor.getHTML()).not.toContain('data-type="citation"');
  });
});

describe('image menu', () => {
  it('switches the width between 100% and auto and sets the alternative text', async () => {
    const { editor } = await renderEditor({ value: '<img src="/a.png"><p>x</p>' });
    await select(() => editor.commands.setNodeSelection(0));
    const image = await shownMenu('image');
    expect(image.getByRole('radiogroup', { name: 'Szerokość obrazu' })).toBeInstanceOf(Element);
    expect((image.getByLabelText('100%') as HTMLInputElement).checked).toBe(true);
    await click(image.getByLabelText('auto'));
    expect(editor.state.doc.firstChild?.attrs.width).toBe('auto');
    expect(editor.getHTML()).toMatch(/<img src="\/a.png" data-width="auto" style="width: auto;?">/);
    await waitFor(() => expect((within(menu('image')!).getByLabelText('auto') as HTMLInputElement).checked).toBe(true));
    await click(within(menu('image')!).getByLabelText('100%'));
    expect(editor.state.doc.firstChild?.attrs.width).toBe('100%');

    const alt = within(menu('image')!).getByRole('textbox', { name: 'Tekst alternatywny' });
    await act(async () => {
      fireEvent.change(alt, { target: { value: '  Wykres funkcji  ' } });
    });
    await act(async () => {
      fireEvent.keyDown(alt, { key: 'Enter' });
    });
    expect(editor.state.doc.firstChild?.attrs.alt).toBe('Wykres funkcji');
    expect(editor.getHTML()).toContain('alt="Wykres funkcji"');
    await waitFor(() =>
      expect(within(menu('image')!).getByRole('textbox', { name: 'Tekst alternatywny' })).toHaveProperty('value', ''),
    );
    expect(
      within(menu('image')!).getByRole('textbox', { name: 'Tekst alternatywny' }).getAttribute('placeholder'),
    ).toBe('Wykres funkcji');
  });

  it('adds a caption by wrapping the image in a figure, then deletes the whole figure', async () => {
    const { editor } = await renderEditor({ value: '<img src="/a.png"><p>x</p>' });
    await select(() => editor.commands.setNodeSelection(0));
    await click((await shownMenu('image')).getByRole('button', { name: 'Dodaj podpis' }));
    expect(editor.state.doc.firstChild?.type.name).toBe('figure');
    expect(editor.getHTML()).toMatch(/^<figure data-type="figure" id="id-[^"]+" data-kind="image"><img src="\/a.png"/);

    await select(() => editor.commands.setNodeSelection(nodesOf(editor, 'image')[0]!.pos));
    const image = await shownMenu('image');
    expect(image.queryByRole('button', { name: 'Dodaj podpis' })).toBeNull();
    await click(image.getByRole('button', { name: 'Usuń obraz' }));
    expect(nodesOf(editor, 'figure')).toHaveLength(0);
    expect(nodesOf(editor, 'image')).toHaveLength(0);
    expect(editor.getHTML()).toBe('<p>x</p>');
  });

  it('deletes a plain image and hides when the selection leaves it', async () => {
    const { editor } = await renderEditor({ value: '<img src="/a.png"><p>x</p>' });
    await select(() => editor.commands.setNodeSelection(0));
    await shownMenu('image');
    await select(() => editor.commands.setTextSelection(textPos(editor, 'x')));
    await expectHidden('image');
    await select(() => editor.commands.setNodeSelection(0));
    await click((await shownMenu('image')).getByRole('button', { name: 'Usuń obraz' }));
    expect(editor.getHTML()).toBe('<p>x</p>');
  });
});

describe('figure group and subfigure menus', () => {
  const sub = (id: string) =>
    `<figure data-type="subfigure" id="${id}"><img src="/${id}.png"><figcaption>Podpis ${id}</figcaption></figure>`;
  const group = (...ids: string[]) => `<div data-type="figure-group" id="id-g1">${ids.map(sub).join('')}</div><p>x</p>`;
  const uploadFile = vi.fn<TUploadFile>();

  it('switches the columns between 1 and 2 with the cursor in a subcaption', async () => {
    const { editor } = await renderEditor({ value: group('id-s1', 'id-s2') });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'Podpis id-s1') + 1));
    const figureGroup = await shownMenu('figureGroup');
    expect(menu('image')).toBeNull();
    expect((figureGroup.getByLabelText('2') as HTMLInputElement).checked).toBe(true);
    await click(figureGroup.getByLabelText('1'));
    expect(editor.state.doc.firstChild?.attrs.ncols).toBe(1);
    expect(editor.getHTML()).toContain('data-ncols="1"');
    await click(within(menu('figureGroup')!).getByLabelText('2'));
    expect(editor.getHTML()).toContain('data-ncols="2"');
  });

  it('removes a subfigure but never the last one', async () => {
    const { editor } = await renderEditor({ value: group('id-s1', 'id-s2') });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'Podpis id-s2') + 1));
    await click((await shownMenu('figureGroup')).getByRole('button', { name: 'Usuń obraz z grupy' }));
    expect(nodesOf(editor, 'subfigure').map(({ node }) => node.attrs.id)).toEqual(['id-s1']);

    await select(() => editor.commands.setTextSelection(textPos(editor, 'Podpis id-s1') + 1));
    const figureGroup = await shownMenu('figureGroup');
    expect(figureGroup.queryByRole('button', { name: 'Usuń obraz z grupy' })).toBeNull();
    // The image menu of the only subfigure offers no deletion either.
    await select(() => editor.commands.setNodeSelection(nodesOf(editor, 'image')[0]!.pos));
    const image = await shownMenu('image');
    await expectHidden('figureGroup');
    expect(image.queryByRole('button', { name: 'Usuń obraz' })).toBeNull();
    expect(image.queryByRole('button', { name: 'Dodaj podpis' })).toBeNull();
    expect(nodesOf(editor, 'subfigure')).toHaveLength(1);
  });

  it('the image menu of a subfigure removes only that subfigure', async () => {
    const { editor } = await renderEditor({ value: group('id-s1', 'id-s2') });
    await select(() => editor.commands.setNodeSelection(nodesOf(editor, 'image')[0]!.pos));
    await click((await shownMenu('image')).getByRole('button', { name: 'Usuń obraz' }));
    expect(nodesOf(editor, 'subfigure').map(({ node }) => node.attrs.id)).toEqual(['id-s2']);
    expect(nodesOf(editor, 'figureGroup')).toHaveLength(1);
  });

  it('opens the image dialog to add to the group when uploads are configured', async () => {
    const { editor } = await renderEditor({ value: group('id-s1'), uploadFile });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'Podpis') + 1));
    await click((await shownMenu('figureGroup')).getByRole('button', { name: 'Dodaj obraz do grupy' }));
    expect(await screen.findByRole('dialog', { name: 'Dodaj obraz do grupy' })).toBeInstanceOf(Element);
  });

  it('offers no add button without uploads, deletes the group, and hides outside it', async () => {
    const { editor } = await renderEditor({ value: group('id-s1', 'id-s2') });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'Podpis') + 1));
    const figureGroup = await shownMenu('figureGroup');
    expect(figureGroup.queryByRole('button', { name: 'Dodaj obraz do grupy' })).toBeNull();
    await select(() => editor.commands.setTextSelection(textPos(editor, 'x')));
    await expectHidden('figureGroup');
    await select(() => editor.commands.setTextSelection(textPos(editor, 'Podpis') + 1));
    await click((await shownMenu('figureGroup')).getByRole('button', { name: 'Usuń grupę' }));
    expect(editor.getHTML()).toBe('<p>x</p>');
  });
});

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

describe('menus and focus', () => {
  // Known bug in Menus.tsx: FloatingMenu's shouldShow replaces the bubble menu's focus check, so a document
  // starting with a table (figure group, math panel) shows that menu on load, unfocused. Drop `.fails` once fixed.
  it('no menu is shown before the user puts the selection anywhere', async () => {
    await renderUntouchedEditor({
      value: '<table><tbody><tr><td><p>A</p></td></tr></tbody></table><p>x</p>',
    });
    await act(async () => {});
    expect(menu('table')).toBeNull();
  });
});

describe('math panel menu', () => {
  const panel = (attributes = '') =>
    `<div data-type="math-panel" id="id-p1" data-variant="definition"${attributes}>` +
    '<div data-type="math-panel-name">Nazwa</div><div data-type="math-panel-body"><p>Treść</p></div></div><p>x</p>';

  it('changes the variant', async () => {
    const { editor } = await renderEditor({ value: panel() });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'Treść') + 1));
    const mathPanel = await shownMenu('mathPanel');
    const variant = mathPanel.getByRole('combobox', { name: 'Rodzaj panelu' }) as HTMLSelectElement;
    expect(variant.value).toBe('definition');
    expect(Array.from(variant.options).map((option) => option.text)).toEqual([
      'Definicja',
      'Twierdzenie',
      'Przykład',
      'Uwaga',
      'Lemat',
      'Wniosek',
      'Algorytm',
      'Mem',
    ]);
    await act(async () => {
      fireEvent.change(variant, { target: { value: 'theorem' } });
    });
    expect(editor.state.doc.firstChild?.attrs.variant).toBe('theorem');
    expect(editor.getHTML()).toContain('data-variant="theorem"');
    await waitFor(() =>
      expect((within(menu('mathPanel')!).getByRole('combobox') as HTMLSelectElement).value).toBe('theorem'),
    );
  });

  it("copies the panel's id with a toast", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const notify = vi.fn();
    const { editor } = await renderEditor({ value: panel(), notify });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'Nazwa') + 1));
    await click((await shownMenu('mathPanel')).getByRole('button', { name: 'Kopiuj ID panelu' }));
    expect(writeText).toHaveBeenCalledWith('id-p1');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Skopiowano!', undefined));
  });

  it('links to a concept through the concept dialog; importing one is ADMIN’s', async () => {
    const callbacks = { searchConcepts: vi.fn(async () => []), loadConcept: vi.fn() };
    const { editor, unmount } = await renderEditor({ value: panel(), ...callbacks });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'Treść') + 1));
    const mathPanel = await shownMenu('mathPanel');
    expect(mathPanel.queryByRole('button', { name: 'Importuj z pojęcia' })).toBeNull();
    await click(mathPanel.getByRole('button', { name: 'Połącz z pojęciem' }));
    expect(await screen.findByRole('dialog', { name: 'Połącz z pojęciem' })).toBeInstanceOf(Element);
    unmount();

    const { editor: adminEditor } = await renderEditor({ value: panel(), admin: true, ...callbacks });
    await select(() => adminEditor.commands.setTextSelection(textPos(adminEditor, 'Treść') + 1));
    await click((await shownMenu('mathPanel')).getByRole('button', { name: 'Importuj z pojęcia' }));
    expect(await screen.findByRole('dialog', { name: 'Importuj z pojęcia' })).toBeInstanceOf(Element);
  });

  it('unlinks a linked panel', async () => {
    const { editor } = await renderEditor({
      value: panel(' data-math-concept-id="c-1" data-import="true"'),
      searchConcepts: vi.fn(async () => []),
      loadConcept: vi.fn(),
    });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'Treść') + 1));
    const mathPanel = await shownMenu('mathPanel');
    expect(mathPanel.queryByRole('button', { name: 'Połącz z pojęciem' })).toBeNull();
    await click(mathPanel.getByRole('button', { name: 'Usuń połączenie z pojęciem' }));
    expect(editor.state.doc.firstChild?.attrs.import).toBe(false);
    expect(editor.getHTML()).not.toContain('data-import');
    await waitFor(() =>
      expect(within(menu('mathPanel')!).queryByRole('button', { name: 'Usuń połączenie z pojęciem' })).toBeNull(),
    );
  });

  it('deletes the panel and hides outside it', async () => {
    const { editor } = await renderEditor({ value: panel() });
    await select(() => editor.commands.setTextSelection(textPos(editor, 'Treść') + 1));
    await shownMenu('mathPanel');
    await select(() => editor.commands.setTextSelection(textPos(editor, 'x')));
    await expectHidden('mathPanel');
    await select(() => editor.commands.setTextSelection(textPos(editor, 'Treść') + 1));
    await click((await shownMenu('mathPanel')).getByRole('button', { name: 'Usuń panel' }));
    expect(editor.getHTML()).toBe('<p>x</p>');
  });
});
