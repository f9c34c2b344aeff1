import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idAround } from './ContextMenu';
import { renderEditor } from './test/render-editor';

type TClipboardStub = Partial<Pick<Clipboard, 'writeText' | 'readText' | 'read'>>;

function stubClipboard(clipboard: TClipboardStub | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

/** Position of the first character of `text` in the document. */
function textPos(editor: Editor, text: string): number {
  let found = -1;
  editor.state.doc.descendants((node, pos) => {
    if (found < 0 && node.isText && node.text?.includes(text)) found = pos + (node.text?.indexOf(text) ?? 0);
  });
  if (found < 0) throw new Error(`text not found: ${text}`);
  return found;
}

/**
 * Right-clicks the element holding `text`. jsdom has no layout, so the document position under the
 * pointer (ProseMirror's posAtCoords) is stubbed to the position of that text.
 */
async function rightClick(editor: Editor, text: string) {
  const pos = textPos(editor, text) + 1;
  vi.spyOn(editor.view, 'posAtCoords').mockReturnValue({ pos, inside: -1 });
  const target = Array.from(editor.view.dom.querySelectorAll('*')).find(
    (element) => element.childElementCount === 0 && element.textContent?.includes(text),
  ) as HTMLElement;
  const event = fireEvent.contextMenu(target, { clientX: 40, clientY: 60 });
  // Mantine names the dropdown after its target (aria-labelledby), which carries the menu's name.
  await waitFor(() =>
    expect(screen.getByRole('menu', { name: 'Menu kontekstowe edytora' })).toBeInstanceOf(HTMLElement),
  );
  return event;
}

const items = () => screen.queryAllByRole('menuitem').map((item) => item.textContent);
const item = (name: string) => screen.getByRole('menuitem', { name });
const clickItem = async (name: string) => {
  await act(async () => {
    fireEvent.click(item(name));
  });
};

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('editor context menu', () => {
  const value =
    '<h2 id="id-h1">Ciągi</h2><p>Zwykły akapit</p>' +
    '<div data-type="math-panel" id="id-p1" data-variant="definition"><div data-type="math-panel-name">Nazwa</div>' +
    '<div data-type="math-panel-body"><p>Treść panelu</p></div></div>';

  it('opens at the pointer instead of the browser menu, with the paste, fragment and #ID items', async () => {
    const { editor } = await renderEditor({ value });
    const event = await rightClick(editor, 'Ciągi');
    expect(event).toBe(false); // default prevented
    expect(items()).toEqual(['Wklej jako tekst', 'Wklej jako HTML', 'Kopiuj fragment', 'Kopiuj #ID']);
    expect(editor.view.posAtCoords).toHaveBeenCalledWith({ left: 40, top: 60 });
  });

  it("copies '#id' of the nearest node with an id and shows 'Skopiowano!'", async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard({ writeText });
    const notify = vi.fn();
    const { editor } = await renderEditor({ value, notify });
    await rightClick(editor, 'Ciągi');
    await clickItem('Kopiuj #ID');
    expect(writeText).toHaveBeenCalledWith('#id-h1');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Skopiowano!', undefined));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('offers no #ID where no node around has an id', async () => {
    const { editor } = await renderEditor({ value });
    await rightClick(editor, 'Zwykły');
    expect(items()).toEqual(['Wklej jako tekst', 'Wklej jako HTML', 'Kopiuj fragment']);
  });

  it("copies a math panel's id (and offers its #ID)", async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard({ writeText });
    const notify = vi.fn();
    const { editor } = await renderEditor({ value, notify });
    await rightClick(editor, 'Treść panelu');
    expect(items()).toEqual([
      'Wklej jako tekst',
      'Wklej jako HTML',
      'Kopiuj ID panelu',
      'Kopiuj fragment',
      'Kopiuj #ID',
    ]);
    await clickItem('Kopiuj ID panelu');
    expect(writeText).toHaveBeenCalledWith('id-p1');
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Skopiowano!', undefined));

    await rightClick(editor, 'Nazwa');
    await clickItem('Kopiuj #ID');
    expect(writeText).toHaveBeenLastCalledWith('#id-p1');
  });

  it('does not report a copy the clipboard refused', async () => {
    stubClipboard({ writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    const notify = vi.fn();
    const { editor } = await renderEditor({ value, notify });
    await rightClick(editor, 'Ciągi');
    await clickItem('Kopiuj #ID');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(notify).not.toHaveBeenCalled();
  });

  it('pastes the clipboard as plain text at the cursor', async () => {
    stubClipboard({ readText: vi.fn(async () => 'Ala <b>ma</b> kota') });
    const { editor } = await renderEditor({ value: '<p>Start</p>' });
    await act(async () => {
      editor.commands.setTextSelection(textPos(editor, 'Start') + 5);
    });
    await rightClick(editor, 'Start');
    await clickItem('Wklej jako tekst');
    await waitFor(() => expect(editor.getHTML()).toBe('<p>StartAla &lt;b&gt;ma&lt;/b&gt; kota</p>'));
  });

  it('pastes the clipboard HTML as rich content', async () => {
    const read = vi.fn(async () => [
      {
        types: ['text/plain', 'text/html'],
        getType: async (type: string) =>
          new Blob([type === 'text/html' ? '<p><strong>gruby</strong> tekst</p>' : 'gruby tekst'], { type }),
      } as unknown as ClipboardItem,
    ]);
    stubClipboard({ read, readText: vi.fn(async () => 'gruby tekst') });
    const { editor } = await renderEditor({ value: '<p>Start</p>' });
    await act(async () => {
      editor.commands.setTextSelection(textPos(editor, 'Start') + 5);
    });
    await rightClick(editor, 'Start');
    await clickItem('Wklej jako HTML');
    await waitFor(() => expect(editor.getHTML()).toContain('<strong>gruby</strong> tekst'));
  });

  it('pastes the text of the clipboard as HTML when it holds no HTML or cannot be read as items', async () => {
    stubClipboard({
      read: vi.fn(async () => Promise.reject(new Error('not allowed'))),
      readText: vi.fn(async () => '<p><em>kursywa</em></p>'),
    });
    const { editor } = await renderEditor({ value: '<p>Start</p>' });
    await act(async () => {
      editor.commands.setTextSelection(textPos(editor, 'Start') + 5);
    });
    await rightClick(editor, 'Start');
    await clickItem('Wklej jako HTML');
    await waitFor(() => expect(editor.getHTML()).toContain('<em>kursywa</em>'));
  });

  it('leaves the document alone when the clipboard is empty, refused or unavailable', async () => {
    const { editor } = await renderEditor({ value: '<p>Start</p>' });
    for (const clipboard of [
      { readText: vi.fn(async () => ''), read: vi.fn(async () => []) },
      {
        readText: vi.fn(async () => Promise.reject(new Error('denied'))),
        read: vi.fn(async () => Promise.reject(new Error('denied'))),
      },
      undefined,
    ]) {
      stubClipboard(clipboard);
      for (const name of ['Wklej jako tekst', 'Wklej jako HTML']) {
        await rightClick(editor, 'Start');
        await clickItem(name);
        await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
        expect(editor.getHTML()).toBe('<p>Start</p>');
      }
    }
  });

  it('offers no paste in a read-only editor, but still the fragment and #ID', async () => {
    const { editor } = await renderEditor({ value, disabled: true });
    await rightClick(editor, 'Ciągi');
    expect(items()).toEqual(['Kopiuj fragment', 'Kopiuj #ID']);
  });

  it('closes on Escape', async () => {
    const { editor } = await renderEditor({ value });
    await rightClick(editor, 'Ciągi');
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });
});

describe('idAround', () => {
  it('finds the id of the block after the position or of the nearest ancestor', async () => {
    const { editor } = await renderEditor({
      value:
        '<p>a</p><div data-type="block-math" id="id-eq1" data-latex="x"></div>' +
        '<figure data-type="figure" id="id-f1"><img src="/a.png"><figcaption>Podpis</figcaption></figure>',
    });
    expect(idAround(editor, null)).toBeNull();
    expect(idAround(editor, 1)).toBeNull();
    expect(idAround(editor, 3)).toBe('id-eq1');
    expect(idAround(editor, textPos(editor, 'Podpis') + 2)).toBe('id-f1');
    expect(idAround(editor, 10_000)).toBeNull();
  });
});
