import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mathPanelVariantLabels } from '../test/editor-test-utils';
import { click, renderClickedEditor as renderEditor, select } from './test/menu-actions';
import { expectHidden, menu, shownMenu, textPos } from './test/menu-queries';

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'clipboard');
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
    expect(Array.from(variant.options).map((option) => option.text)).toEqual(mathPanelVariantLabels);
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
