import { type CommandProps, Extension } from '@tiptap/core';
import { INDENT_MAX, INDENT_STEP } from '../constants';
import { parseStyle } from '../css-values';

export type TIndentOptions = { types: string[]; step: number; max: number };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** Indents the selected paragraphs and headings by one step (24 px, at most 240 px). */
      indent: () => ReturnType;
      /** Outdents the selected paragraphs and headings by one step. */
      outdent: () => ReturnType;
      /** Sets the indent in pixels, rounded to a step and clamped to 0–240. */
      setIndent: (pixels: number) => ReturnType;
    };
  }
}

/** Rounds to the 24 px step and clamps to 0–240. */
export function clampIndent(pixels: unknown, step = INDENT_STEP, max = INDENT_MAX): number {
  const value = Number(pixels);
  if (!Number.isFinite(value)) return 0;
  return Math.min(max, Math.max(0, Math.round(value / step) * step));
}

/** Indent attribute on paragraphs and headings. Stored: `<p style="margin-left: 48px">`. */
export const Indent = Extension.create<TIndentOptions>({
  name: 'indent',
  // After lists and tables, so Tab still nests list items and moves between cells.
  priority: 50,

  addOptions() {
    return { types: ['paragraph', 'heading'], step: INDENT_STEP, max: INDENT_MAX };
  },

  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) => {
              const margin = parseStyle(element.getAttribute('style')).get('margin-left');
              return clampIndent(Number.parseFloat(margin ?? '0'), this.options.step, this.options.max);
            },
            renderHTML: (attributes) => {
              const indent = clampIndent(attributes.indent, this.options.step, this.options.max);
              return indent ? { style: `margin-left: ${indent}px` } : {};
            },
          },
        },
      },
    ];
  },

  addCommands() {
    const update =
      (change: (current: number) => number) =>
      ({ tr, state }: CommandProps) => {
        const { from, to } = state.selection;
        let changed = false;
        state.doc.nodesBetween(from, to, (node, pos) => {
          if (!this.options.types.includes(node.type.name)) return true;
          const indent = clampIndent(change(Number(node.attrs.indent) || 0), this.options.step, this.options.max);
          if (indent !== node.attrs.indent) {
            tr.setNodeAttribute(pos, 'indent', indent);
            changed = true;
          }
          return false;
        });
        return changed;
      };
    return {
      indent: () => update((current) => current + this.options.step),
      outdent: () => update((current) => current - this.options.step),
      setIndent: (pixels) => update(() => pixels),
    };
  },

  addKeyboardShortcuts() {
    return {
      Tab: () => this.editor.commands.indent(),
      'Shift-Tab': () => this.editor.commands.outdent(),
    };
  },
});
