import { mergeAttributes, Node } from '@tiptap/core';
import { idAttribute } from '../ids';

/**
 * One image of a figure group with its subcaption (numbered 'Rys. n' like figures). Stored:
 * `<figure data-type="subfigure" id="id-…"><img …><figcaption>…</figcaption></figure>`.
 */
export const Subfigure = Node.create({
  name: 'subfigure',
  content: 'image caption',
  defining: true,
  isolating: true,

  addAttributes() {
    return {
      id: idAttribute(),
    };
  },

  parseHTML() {
    return [{ tag: 'figure[data-type="subfigure"]', priority: 60 }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['figure', mergeAttributes({ 'data-type': 'subfigure' }, HTMLAttributes), 0];
  },
});
