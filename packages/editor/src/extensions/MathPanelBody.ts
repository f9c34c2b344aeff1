import { mergeAttributes, Node } from '@tiptap/core';

/** The body of a math panel. Stored: `<div data-type="math-panel-body"><p>…</p></div>`. */
export const MathPanelBody = Node.create({
  name: 'mathPanelBody',
  content: 'block+',
  defining: true,

  parseHTML() {
    return [{ tag: 'div[data-type="math-panel-body"]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-type': 'math-panel-body' }, HTMLAttributes), 0];
  },
});
