import { mergeAttributes, Node } from '@tiptap/core';

/** The name heading of a math panel. Stored: `<div data-type="math-panel-name">Twierdzenie Pitagorasa</div>`. */
export const MathPanelName = Node.create({
  name: 'mathPanelName',
  content: 'inline*',
  marks: '_',
  defining: true,

  parseHTML() {
    return [{ tag: 'div[data-type="math-panel-name"]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-type': 'math-panel-name' }, HTMLAttributes), 0];
  },
});
