import { mergeAttributes, Node } from '@tiptap/core';

/**
 * The caption of a figure (image or table) or subfigure. Its label, 'Rys. n' for images and 'Tab. n'
 * for tables, is computed from document order (Numbering), never stored. Stored: `<figcaption>Opis</figcaption>`.
 */
export const Caption = Node.create({
  name: 'caption',
  content: 'inline*',
  marks: '_',
  defining: true,

  parseHTML() {
    return [{ tag: 'figcaption' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['figcaption', mergeAttributes(HTMLAttributes), 0];
  },
});
