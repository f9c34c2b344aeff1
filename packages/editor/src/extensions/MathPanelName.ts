import { Node } from '@tiptap/core';
import { dataTypeHtml } from '../node-specs';

/** The name heading of a math panel. Stored: `<div data-type="math-panel-name">Twierdzenie Pitagorasa</div>`. */
export const MathPanelName = Node.create({
  name: 'mathPanelName',
  content: 'inline*',
  marks: '_',
  defining: true,

  ...dataTypeHtml('div', 'math-panel-name', { withContent: true }),
});
