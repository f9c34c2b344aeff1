import { MantineProvider } from '@mantine/core';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageMenu } from './menus/ImageMenu';
import { MathMenu } from './menus/MathMenu';
import { TableMenu } from './menus/TableMenu';
import { click, nodesOf, renderClickedEditor as renderEditor, select } from './test/menu-actions';
import { expectHidden, menu, shownMenu, textPos } from './test/menu-queries';
import { renderEditor as renderUntouchedEditor } from './test/render-editor';
import type { TUploadFile } from './types';

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

  it('inserts a reference to an equation after the formula, which gives the equation its number', async () => {
    const { editor, container } = await renderEditor({ value });
    expect(container.querySelector('.zadania-math-number')).toBeNull();
    await select(() => editor.commands.setNodeSelection(nodesOf(editor, 'mathInline')[0]!.pos));
    await click((await shownMenu('math')).getByRole('button', { name: 'Wstaw odwołanie' }));
    // Not numbered yet: the menu names it by its TeX.
    await click(await screen.findByRole('menuitem', { name: 'a' }));
    expect(editor.getHTML()).toMatch(
      /<span data-type="inline-math" data-latex="y"><\/span><span data-type="equation-ref" data-target-id="id-aaaaaaaaaaaa"><\/span> b/,
    );
    await waitFor(() => expect(container.querySelector('.zadania-math-number')?.textContent).toBe('(1)'));
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
    // A lone formula has no number until its author numbers it.
    expect(numbered.checked).toBe(false);
    await click(numbered);
    expect(editor.state.doc.firstChild?.attrs.numbered).toBe(true);
    expect(editor.getHTML()).toContain('data-numbered="true"');
    const checkbox = () => menu('math')!.querySelector('input[type="checkbox"]') as HTMLInputElement;
    await waitFor(() => expect(checkbox().checked).toBe(true));
    await click(checkbox());
    expect(editor.state.doc.firstChild?.attrs.numbered).toBe(false);
    expect(editor.getHTML()).toContain('data-numbered="false"');
    await waitFor(() => expect(checkbox().checked).toBe(false));
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
