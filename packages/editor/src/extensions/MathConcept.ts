import { mergeAttributes, Node } from '@tiptap/core';

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
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addAttributes() {
    return {
      value: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-value'),
        renderHTML: (attributes) => (attributes.value ? { 'data-value': attributes.value } : {}),
      },
      label: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-label') ?? element.textContent,
        renderHTML: (attributes) => (attributes.label ? { 'data-label': attributes.label } : {}),
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
