import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createEditorExtensions } from './create-editor-extensions';
import { createTestEditor, destroyTestEditors, nodesOfType, topTypes } from './test/editor-test-utils';

afterEach(destroyTestEditors);

/** An editor with one paragraph 'tekst' and the whole text selected. */
function selected(html = '<p>tekst</p>') {
  const editor = createTestEditor(html);
  editor.commands.setTextSelection({ from: 1, to: 6 });
  return editor;
}

describe('keyboard shortcuts of docs/product-spec.md section 9', () => {
  it('Mod-M turns the selection into inline math, Mod-D inserts display math that opens on creation', () => {
    const editor = selected();
    editor.commands.keyboardShortcut('Mod-m');
    expect(nodesOfType(editor, 'mathInline')[0]?.attrs).toMatchObject({ latex: 'tekst', openOnCreate: true });
    editor.commands.keyboardShortcut('Mod-d');
    expect(nodesOfType(editor, 'mathDisplay')[0]?.attrs).toMatchObject({ latex: '', openOnCreate: true });
  });

  it('Alt-O, Alt-U and Alt-T toggle ordered, bullet and task lists', () => {
    const editor = selected();
    editor.commands.keyboardShortcut('Alt-o');
    expect(topTypes(editor)[0]).toBe('orderedList');
    editor.commands.keyboardShortcut('Alt-u');
    expect(topTypes(editor)[0]).toBe('bulletList');
    editor.commands.keyboardShortcut('Alt-u');
    expect(topTypes(editor)[0]).toBe('paragraph');
    editor.commands.keyboardShortcut('Alt-t');
    expect(topTypes(editor)[0]).toBe('taskList');
  });

  it('Mod-Shift-S strikes, Mod-U underlines, Mod-I italicises and Mod-Shift-C clears all marks', () => {
    const editor = selected();
    editor.commands.keyboardShortcut('Mod-Shift-s');
    editor.commands.keyboardShortcut('Mod-u');
    editor.commands.keyboardShortcut('Mod-i');
    expect(editor.getHTML()).toBe('<p><em><s><u>tekst</u></s></em></p>');
    editor.commands.keyboardShortcut('Mod-Shift-c');
    expect(editor.getHTML()).toBe('<p>tekst</p>');
  });

  it('Mod-Shift-plus and Mod-Shift-minus step the font size; Mod-Q toggles a blockquote; Mod-Alt-H cycles headings', () => {
    const editor = selected();
    editor.commands.keyboardShortcut('Mod-Shift-=');
    expect(editor.getAttributes('textStyle').fontSize).toBe('18px');
    editor.commands.keyboardShortcut('Mod-Shift--');
    editor.commands.keyboardShortcut('Mod-Shift--');
    expect(editor.getAttributes('textStyle').fontSize).toBe('14px');
    editor.commands.keyboardShortcut('Mod-q');
    expect(topTypes(editor)[0]).toBe('blockquote');
    editor.commands.keyboardShortcut('Mod-q');
    editor.commands.keyboardShortcut('Mod-Alt-h');
    expect(editor.getJSON().content?.[0]).toMatchObject({ type: 'heading', attrs: { level: 2 } });
  });

  it('Mod-L and Alt-C call the UI dialogs when configured, and change nothing otherwise', () => {
    const calls: string[] = [];
    const editor = new Editor({
      content: '<p>tekst</p>',
      extensions: createEditorExtensions({
        variant: 'full',
        dialogs: {
          openLinkDialog: () => calls.push('link') > 0,
          openColorPicker: () => calls.push('color') > 0,
        },
      }),
    });
    editor.commands.keyboardShortcut('Mod-l');
    editor.commands.keyboardShortcut('Alt-c');
    expect(calls).toEqual(['link', 'color']);
    editor.destroy();
    const plain = selected();
    plain.commands.keyboardShortcut('Mod-l');
    plain.commands.keyboardShortcut('Alt-c');
    expect(plain.getHTML()).toBe('<p>tekst</p>');
  });
});
