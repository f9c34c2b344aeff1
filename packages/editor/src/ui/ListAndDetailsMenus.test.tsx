import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { LIST_STYLES } from '../constants';
import { menuMessages } from './messages';
import { expectHidden, menu, shownMenu, textPos } from './test/menu-queries';
import { renderEditor } from './test/render-editor';

const LIST_STYLE_LABELS = menuMessages.orderedList.styles;
const checkbox = () => menu('details')?.querySelector<HTMLInputElement>('input[type="checkbox"]') ?? null;
const run = async (action: () => unknown) => {
  await act(async () => {
    action();
  });
};

describe('ordered-list style menu', () => {
  const value = '<p>Wstęp</p><ol><li><p>jeden</p></li><li><p>dwa</p></li></ol><ul><li><p>punkt</p></li></ul>';

  it('offers the six styles of docs/product-spec.md section 3 with Polish labels and sets the chosen one on the list', async () => {
    const { editor } = await renderEditor({ value });
    await run(() => editor.commands.setTextSelection(textPos(editor, 'Wstęp') + 1));
    expect(menu('orderedList')).toBeNull();

    await run(() => editor.commands.setTextSelection(textPos(editor, 'dwa') + 1));
    const list = await shownMenu('orderedList');
    const select = list.getByRole('combobox', { name: 'Styl numeracji' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.value)).toEqual([...LIST_STYLES]);
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(
      LIST_STYLES.map((style) => LIST_STYLE_LABELS[style]),
    );
    expect(select.value).toBe('decimal');

    await run(() => fireEvent.change(select, { target: { value: 'lower-greek' } }));
    expect(editor.getHTML()).toContain(
      '<ol data-list-style="lower-greek" style="list-style-type: lower-greek;"><li><p>jeden</p></li>',
    );
    await run(() => fireEvent.change(select, { target: { value: 'upper-roman' } }));
    expect(editor.getHTML()).toContain('<ol data-list-style="upper-roman" style="list-style-type: upper-roman;">');
    await waitFor(() => expect(menu('orderedList')?.querySelector('select')?.value).toBe('upper-roman'));
    await run(() => fireEvent.change(select, { target: { value: 'decimal' } }));
    expect(editor.getHTML()).toContain('<ol><li><p>jeden</p></li>');
    // Only the ordered list changed; the bullet list keeps no style.
    expect(editor.getHTML()).toContain('<ul><li><p>punkt</p></li></ul>');
  });

  it('does not show in a bullet list, and in a nested list styles the innermost ordered list', async () => {
    const { editor } = await renderEditor({
      value: '<ol><li><p>zewnętrzna</p><ol><li><p>wewnętrzna</p></li></ol></li></ol><ul><li><p>punkt</p></li></ul>',
    });
    await run(() => editor.commands.setTextSelection(textPos(editor, 'punkt') + 1));
    await expectHidden('orderedList');
    await run(() => editor.commands.setTextSelection(textPos(editor, 'wewnętrzna') + 1));
    const list = await shownMenu('orderedList');
    await run(() =>
      fireEvent.change(list.getByRole('combobox', { name: 'Styl numeracji' }), { target: { value: 'lower-alpha' } }),
    );
    expect(editor.getHTML()).toBe(
      '<ol><li><p>zewnętrzna</p><ol data-list-style="lower-alpha" style="list-style-type: lower-alpha;"><li><p>wewnętrzna</p></li></ol></li></ol><ul><li><p>punkt</p></li></ul><p></p>',
    );
  });
});

describe('details menu', () => {
  const value =
    '<p>Przed</p><details><summary>Podsumowanie</summary><div data-type="detailsContent"><p>Treść</p></div></details><p>Po</p>';
  const detailsAttrs = (editor: Editor) => {
    let attrs: Record<string, unknown> | null = null;
    editor.state.doc.descendants((node) => {
      if (node.type.name === 'details') attrs = node.attrs;
    });
    return attrs as Record<string, unknown> | null;
  };

  it('shows inside a details block and toggles „Rozwinięte domyślnie” (the stored open flag)', async () => {
    const { editor } = await renderEditor({ value });
    await run(() => editor.commands.setTextSelection(textPos(editor, 'Przed') + 1));
    expect(menu('details')).toBeNull();
    await run(() => editor.commands.setTextSelection(textPos(editor, 'Podsumowanie') + 2));
    const details = await shownMenu('details');
    const open = details.getByRole('checkbox', { name: 'Rozwinięte domyślnie' }) as HTMLInputElement;
    expect(open.checked).toBe(false);
    expect(detailsAttrs(editor)?.open).toBe(false);

    await run(() => fireEvent.click(open));
    expect(detailsAttrs(editor)?.open).toBe(true);
    expect(editor.getHTML()).toContain('<details open="">');
    await waitFor(() => expect(checkbox()?.checked).toBe(true));

    await run(() => fireEvent.click(checkbox() as HTMLInputElement));
    expect(detailsAttrs(editor)?.open).toBe(false);
    expect(editor.getHTML()).not.toContain('open=');
  });

  it('removes the section and keeps its summary and content as paragraphs', async () => {
    const { editor } = await renderEditor({ value });
    await run(() => editor.commands.setTextSelection(textPos(editor, 'Treść') + 1));
    const details = await shownMenu('details');
    await run(() => fireEvent.click(details.getByRole('button', { name: 'Usuń sekcję, zostaw treść' })));
    expect(editor.getHTML()).toBe('<p>Przed</p><p>Podsumowanie</p><p>Treść</p><p>Po</p>');
    await expectHidden('details');
  });

  it('removes the section together with its content', async () => {
    const { editor } = await renderEditor({ value });
    await run(() => editor.commands.setTextSelection(textPos(editor, 'Treść') + 1));
    const details = await shownMenu('details');
    await run(() => fireEvent.click(details.getByRole('button', { name: 'Usuń sekcję z treścią' })));
    expect(editor.getHTML()).toBe('<p>Przed</p><p>Po</p>');
    expect(screen.queryByText('Podsumowanie')).toBeNull();
  });

  it('a list inside a details block shows only the list menu', async () => {
    const { editor } = await renderEditor({
      value:
        '<details open=""><summary>Podsumowanie</summary><div data-type="detailsContent"><ol><li><p>krok</p></li></ol></div></details>',
    });
    await run(() => editor.commands.setTextSelection(textPos(editor, 'krok') + 1));
    await shownMenu('orderedList');
    expect(menu('details')).toBeNull();
  });
});

describe('concept fragment menu (ADMIN)', () => {
  const value =
    '<p>Przed</p><div data-type="math-concept-fragment" id="id-aaaaaaaaaaaa" data-math-concept-id="c-1">' +
    '<p>Pierwszy</p><p>Drugi</p></div><p>Po</p>';

  it('unwraps the fragment, keeping both of its paragraphs', async () => {
    const { editor } = await renderEditor({ value, admin: true });
    await run(() => editor.commands.setTextSelection(textPos(editor, 'Przed') + 1));
    expect(menu('mathConceptFragment')).toBeNull();
    await run(() => editor.commands.setTextSelection(textPos(editor, 'Drugi') + 1));
    const fragment = await shownMenu('mathConceptFragment');
    await run(() => fireEvent.click(fragment.getByRole('button', { name: 'Usuń fragment pojęcia, zostaw treść' })));
    expect(editor.getHTML()).toBe('<p>Przed</p><p>Pierwszy</p><p>Drugi</p><p>Po</p>');
    await expectHidden('mathConceptFragment');
  });

  it('deletes the fragment with its content', async () => {
    const { editor } = await renderEditor({ value, admin: true });
    await run(() => editor.commands.setTextSelection(textPos(editor, 'Pierwszy') + 1));
    const fragment = await shownMenu('mathConceptFragment');
    await run(() => fireEvent.click(fragment.getByRole('button', { name: 'Usuń fragment pojęcia z treścią' })));
    expect(editor.getHTML()).toBe('<p>Przed</p><p>Po</p>');
  });
});
