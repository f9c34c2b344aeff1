import { mergeAttributes, Node } from '@tiptap/core';
import { createId, idAttribute } from '../ids';
import { numberedAttribute } from '../numbering';

export type TMathDisplayOptions = { HTMLAttributes: Record<string, unknown> };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mathDisplay: {
      /**
       * Inserts display math after the selection's block. Without `latex`, selected text becomes the TeX
       * source; `openOnCreate` (default true) tells the node view to open the math editor.
       */
      insertMathDisplay: (options?: { latex?: string; numbered?: boolean; openOnCreate?: boolean }) => ReturnType;
      /** Changes the display math at `pos` (default: the selected node). */
      updateMathDisplay: (options: { latex?: string; numbered?: boolean; pos?: number }) => ReturnType;
    };
  }
}

/**
 * Display math, numbered (1), (2)… in document order where its author numbered it ('Numeruj') or a reference points
 * at it; `id` (`id-` prefix) is the anchor that equation references point to. Stored:
 * `<div data-type="block-math" id="id-…" data-latex="a^2+b^2=c^2"></div>` (plus `data-numbered="true"` or
 * `"false"` when the author chose).
 */
export const MathDisplay = Node.create<TMathDisplayOptions>({
  name: 'mathDisplay',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addOptions() {
    return { HTMLAttributes: {} };
  },

  addAttributes() {
    return {
      id: idAttribute(),
      latex: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-latex') ?? '',
        renderHTML: (attributes) => ({ 'data-latex': attributes.latex ?? '' }),
      },
      // true or false as the author chose; null (the default): numbered only when a reference points at it.
      numbered: {
        default: null,
        parseHTML: (element) => numberedAttribute(element.getAttribute('data-numbered')) ?? null,
        renderHTML: (attributes) =>
          typeof attributes.numbered === 'boolean' ? { 'data-numbered': String(attributes.numbered) } : {},
      },
      openOnCreate: { default: false, rendered: false, parseHTML: () => false },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-type="block-math"]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-type': 'block-math' }, this.options.HTMLAttributes, HTMLAttributes)];
  },

  renderText({ node }) {
    return `$$${node.attrs.latex}$$`;
  },

  addCommands() {
    return {
      insertMathDisplay:
        (options = {}) =>
        ({ state, commands }) => {
          const { from, to, empty } = state.selection;
          const latex = options.latex ?? (empty ? '' : state.doc.textBetween(from, to, ' '));
          return commands.insertContent({
            type: this.name,
            attrs: {
              id: createId(),
              latex,
              numbered: options.numbered ?? null,
              openOnCreate: options.openOnCreate ?? true,
            },
          });
        },
      updateMathDisplay:
        ({ pos, ...changes }) =>
        ({ state, tr }) => {
          const at = pos ?? state.selection.from;
          const node = tr.doc.nodeAt(at);
          if (node?.type !== this.type) return false;
          const attrs: Record<string, unknown> = { ...node.attrs, openOnCreate: false };
          if (changes.latex !== undefined) attrs.latex = changes.latex;
          if (changes.numbered !== undefined) attrs.numbered = changes.numbered;
          tr.setNodeMarkup(at, undefined, attrs);
          return true;
        },
    };
  },

  addKeyboardShortcuts() {
    return { 'Mod-d': () => this.editor.commands.insertMathDisplay() };
  },
});
