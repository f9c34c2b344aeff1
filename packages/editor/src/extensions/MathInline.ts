import { InputRule, mergeAttributes, Node } from '@tiptap/core';

export type TMathInlineOptions = { HTMLAttributes: Record<string, unknown> };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mathInline: {
      /**
       * Inserts inline math at the selection. Without `latex`, the selected text becomes the TeX source;
       * `openOnCreate` (default true) tells the node view to open the math editor.
       */
      insertMathInline: (options?: { latex?: string; openOnCreate?: boolean }) => ReturnType;
      /** Changes the TeX source of the inline math at `pos` (default: the selected node). */
      updateMathInline: (options: { latex: string; pos?: number }) => ReturnType;
      /** Removes the inline math at `pos` (default: the selected node). */
      deleteMathInline: (options?: { pos?: number }) => ReturnType;
    };
  }
}

/**
 * Inline math: TeX source in `data-latex`, rendered with KaTeX by the node view and the renderer.
 * `openOnCreate` is transient (never stored). Stored: `<span data-type="inline-math" data-latex="x^2"></span>`.
 */
export const MathInline = Node.create<TMathInlineOptions>({
  name: 'mathInline',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addOptions() {
    return { HTMLAttributes: {} };
  },

  addAttributes() {
    return {
      latex: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-latex') ?? '',
        renderHTML: (attributes) => ({ 'data-latex': attributes.latex ?? '' }),
      },
      id: {
        default: null,
        parseHTML: (element) => element.getAttribute('id'),
        renderHTML: (attributes) => (attributes.id ? { id: attributes.id } : {}),
      },
      openOnCreate: { default: false, rendered: false, parseHTML: () => false },
    };
  },

  parseHTML() {
    return [{ tag: 'span[data-type="inline-math"]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes({ 'data-type': 'inline-math' }, this.options.HTMLAttributes, HTMLAttributes)];
  },

  renderText({ node }) {
    return `$${node.attrs.latex}$`;
  },

  addCommands() {
    return {
      insertMathInline:
        (options = {}) =>
        ({ state, tr }) => {
          const { from, to, empty } = state.selection;
          const latex = options.latex ?? (empty ? '' : state.doc.textBetween(from, to, ' '));
          tr.replaceWith(from, to, this.type.create({ latex, openOnCreate: options.openOnCreate ?? true }));
          return true;
        },
      updateMathInline:
        ({ latex, pos }) =>
        ({ state, tr }) => {
          const at = pos ?? state.selection.from;
          const node = tr.doc.nodeAt(at);
          if (node?.type !== this.type) return false;
          tr.setNodeMarkup(at, undefined, { ...node.attrs, latex, openOnCreate: false });
          return true;
        },
      deleteMathInline:
        (options = {}) =>
        ({ state, tr }) => {
          const at = options.pos ?? state.selection.from;
          const node = tr.doc.nodeAt(at);
          if (node?.type !== this.type) return false;
          tr.delete(at, at + node.nodeSize);
          return true;
        },
    };
  },

  addKeyboardShortcuts() {
    return { 'Mod-m': () => this.editor.commands.insertMathInline() };
  },

  addInputRules() {
    return [
      new InputRule({
        find: /(?<!\$)\$\$([^$\n]+?)\$\$$/,
        handler: ({ state, range, match }) => {
          state.tr.replaceWith(range.from, range.to, this.type.create({ latex: match[1] ?? '' }));
        },
      }),
    ];
  },
});
