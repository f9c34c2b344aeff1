import { Extension } from '@tiptap/core';

/** Shortcuts of docs/product-spec.md section 9 that belong to no single node or mark: Mod-Shift-C clears marks, Mod-Q toggles a blockquote. */
export const FormattingShortcuts = Extension.create({
  name: 'formattingShortcuts',

  addKeyboardShortcuts() {
    return {
      'Mod-Shift-c': () => this.editor.commands.unsetAllMarks(),
      'Mod-q': () => this.editor.commands.toggleBlockquote(),
    };
  },
});
