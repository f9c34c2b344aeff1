import { mergeAttributes, Node } from '@tiptap/core';
import { dataAttribute, inlineLeaf } from '../node-specs';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mathConcept: {
      /** Inserts a reference to a math concept (`value` = id, `label` = name). */
      insertMathConcept: (options: { value: string; label: string }) => ReturnType;
    };
  }
}

/**
 * An inline reference to a math concept, previewed by the renderer. Stored:
 * `<span data-type="math-concept" data-value="…" data-label="Funkcja kwadratowa">Funkcja kwadratowa</span>`.
 */
export const MathConcept = Node.create({
  name: 'mathConcept',
  ...inlineLeaf,

  addAttributes() {
    return {
      value: dataAttribute('value'),
      label: {
        ...dataAttribute('label'),
        parseHTML: (element) => element.getAttribute('data-label') ?? element.textContent,
      },
    };
  },

  parseHTML() {
    return [{ tag: 'span[data-type="math-concept"]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes({ 'data-type': 'math-concept' }, HTMLAttributes), String(node.attrs.label ?? '')];
  },

  renderText({ node }) {
    return String(node.attrs.label ?? '');
  },

  addCommands() {
    return {
      insertMathConcept:
        ({ value, label }) =>
        ({ commands }) =>
          !!value && commands.insertContent({ type: this.name, attrs: { value, label } }),
    };
  },
});
