import { BulletList as BaseBulletList } from '@tiptap/extension-list';

/** Bullet list. Stored: `<ul><li><p>…</p></li></ul>`. Alt-U toggles it. */
export const BulletList = BaseBulletList.extend({
  addKeyboardShortcuts() {
    return { ...this.parent?.(), 'Alt-u': () => this.editor.commands.toggleBulletList() };
  },
});
