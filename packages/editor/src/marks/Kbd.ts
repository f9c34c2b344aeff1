import { Mark, mergeAttributes } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    kbd: {
      /** Marks the selection as a keyboard key. */
      setKbd: () => ReturnType;
      /** Toggles the keyboard-key mark. */
      toggleKbd: () => ReturnType;
      /** Removes the keyboard-key mark. */
      unsetKbd: () => ReturnType;
    };
  }
}

/** A keyboard key. Stored: `<kbd>Ctrl</kbd>`. */
export const Kbd = Mark.create({
  name: 'kbd',
  excludes: 'code',

  parseHTML() {
    return [{ tag: 'kbd' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['kbd', mergeAttributes(HTMLAttributes), 0];
  },

  addCommands() {
    return {
      setKbd:
        () =>
        ({ commands }) =>
          commands.setMark(this.name),
      toggleKbd:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
      unsetKbd:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name),
    };
  },
});
