import { Node } from '@tiptap/core';
import { dataTypeHtml } from '../node-specs';

/** The body of a math panel. Stored: `<div data-type="math-panel-body"><p>…</p></div>`. */
export const MathPanelBody = Node.create({
  name: 'mathPanelBody',
  content: 'block+',
  defining: true,

  ...dataTypeHtml('div', 'math-panel-body', { withContent: true }),
});
