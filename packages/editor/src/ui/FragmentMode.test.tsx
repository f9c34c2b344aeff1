import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderEditor } from './test/render-editor';

const value =
  '<h2 id="id-h1">Nagłówek</h2><p>Pierwszy akapit</p>' +
  '<ul><li><p>punkt jeden</p></li><li><p>punkt dwa</p></li></ul>' +
  '<div data-type="block-math" id="id-eq1" data-latex="x^2"></div><p>Ostatni</p>';

const scrollBox = () => document.querySelector('[data-editor-scroll]') as HTMLElement;
const highlight = () => screen.queryByTestId('fragment-highlight');

/** The element holding `text` inside the editor. */
function elementWith(editor: Editor, text: string): HTMLElement {
  return Array.from(editor.view.dom.querySelectorAll<HTMLElement>('*')).find(
    (element) => element.childElementCount === 0 && element.textContent?.includes(text),
  ) as HTMLElement;
}

/** The top-level block (direct child of the ProseMirror root) around an element. */
function topBlockOf(editor: Editor, element: HTMLElement): HTMLElement {
  let current = element;
  while (current.parentElement !== editor.view.dom) current = current.parentElement as HTMLElement;
  return current;
}

function rect(top: number, left: number, width: number, height: number): DOMRect {
  return { x: left, y: top, top, left, width, height, right: left + width, bottom: top + height, toJSON: () => ({}) };
}

/** Opens the right-click menu over `text` and starts the fragment mode from it. */
async function startFragmentMode(editor: Editor) {
  vi.spyOn(editor.view, 'posAtCoords').mockReturnValue({ pos: 1, inside: -1 });
  fireEvent.contextMenu(elementWith(editor, 'Pierwszy'), { clientX: 10, clientY: 10 });
  const item = await screen.findByRole('menuitem', { name: 'Kopiuj fragment' });
  await act(async () => {
    fireEvent.click(item);
  });
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  expect(scrollBox().dataset.fragmentMode).toBe('true');
}

afterEach(() => vi.restoreAllMocks());

describe('copyable-fragment mode', () => {
  it('is off until started from the context menu: hovering highlights nothing', async () => {
    const { editor } = await renderEditor({ value });
    expect(scrollBox().dataset.fragmentMode).toBeUndefined();
    fireEvent.mouseOver(elementWith(editor, 'Pierwszy'));
    expect(highlight()).toBeNull();
  });

  it('highlights the hovered top-level block, relative to the scrolled writing area', async () => {
    const { editor } = await renderEditor({ value });
    await startFragmentMode(editor);
    expect(highlight()).toBeNull();

    vi.spyOn(scrollBox(), 'getBoundingClientRect').mockReturnValue(rect(100, 20, 600, 350));
    scrollBox().scrollTop = 40;
    const paragraph = topBlockOf(editor, elementWith(editor, 'Pierwszy'));
    vi.spyOn(paragraph, 'getBoundingClientRect').mockReturnValue(rect(130, 30, 500, 24));
    fireEvent.mouseOver(elementWith(editor, 'Pierwszy'));
    const shown = highlight() as HTMLElement;
    expect(shown).not.toBeNull();
    expect(shown.style.top).toBe('70px');
    expect(shown.style.left).toBe('10px');
    expect(shown.style.width).toBe('500px');
    expect(shown.style.height).toBe('24px');

    // A nested element highlights its whole top-level block: the list, not the item.
    const list = topBlockOf(editor, elementWith(editor, 'punkt dwa'));
    expect(list.tagName).toBe('UL');
    vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(rect(160, 30, 500, 48));
    fireEvent.mouseOver(elementWith(editor, 'punkt dwa'));
    expect((highlight() as HTMLElement).style.top).toBe('100px');
    expect((highlight() as HTMLElement).style.height).toBe('48px');
  });

  it('a click selects the clicked block and ends the mode, leaving the document unchanged', async () => {
    const { editor } = await renderEditor({ value });
    const before = editor.getHTML();
    await startFragmentMode(editor);
    fireEvent.mouseOver(elementWith(editor, 'punkt dwa'));
    expect(highlight()).not.toBeNull();
    await act(async () => {
      fireEvent.click(elementWith(editor, 'punkt dwa'));
    });
    const { selection } = editor.state;
    expect(selection).toBeInstanceOf(NodeSelection);
    expect((selection as NodeSelection).node.type.name).toBe('bulletList');
    expect((selection as NodeSelection).node.textContent).toBe('punkt jedenpunkt dwa');
    expect(scrollBox().dataset.fragmentMode).toBeUndefined();
    expect(highlight()).toBeNull();
    expect(editor.getHTML()).toBe(before);

    // Ended: hovering and clicking are ordinary again.
    fireEvent.mouseOver(elementWith(editor, 'Pierwszy'));
    expect(highlight()).toBeNull();
  });

  it('selects a heading, a paragraph and a display formula as whole blocks', async () => {
    const { editor } = await renderEditor({ value });
    const expectations: [HTMLElement | (() => HTMLElement), string, number][] = [
      [() => elementWith(editor, 'Nagłówek'), 'heading', 0],
      [() => elementWith(editor, 'Ostatni'), 'paragraph', -1],
      [
        () => editor.view.dom.querySelector<HTMLElement>('.zadania-math-display, [data-type="block-math"]')!,
        'mathDisplay',
        -1,
      ],
    ];
    for (const [target, type, pos] of expectations) {
      await startFragmentMode(editor);
      const element = typeof target === 'function' ? target() : target;
      await act(async () => {
        fireEvent.click(element);
      });
      const selection = editor.state.selection as NodeSelection;
      expect(selection, type).toBeInstanceOf(NodeSelection);
      expect(selection.node.type.name).toBe(type);
      expect(editor.state.doc.resolve(selection.from).depth).toBe(0);
      if (pos >= 0) expect(selection.from).toBe(pos);
      expect(scrollBox().dataset.fragmentMode).toBeUndefined();
    }
  });

  it('works in a read-only editor', async () => {
    const { editor } = await renderEditor({ value, disabled: true });
    await startFragmentMode(editor);
    await act(async () => {
      fireEvent.click(elementWith(editor, 'Pierwszy'));
    });
    const selection = editor.state.selection as NodeSelection;
    expect(selection.node.type.name).toBe('paragraph');
    expect(selection.node.textContent).toBe('Pierwszy akapit');
  });

  it('Escape ends the mode without selecting anything', async () => {
    const { editor } = await renderEditor({ value });
    const selectionBefore = editor.state.selection;
    await startFragmentMode(editor);
    fireEvent.mouseOver(elementWith(editor, 'Pierwszy'));
    expect(highlight()).not.toBeNull();
    await act(async () => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(scrollBox().dataset.fragmentMode).toBeUndefined();
    expect(highlight()).toBeNull();
    expect(editor.state.selection.eq(selectionBefore)).toBe(true);
  });
});
