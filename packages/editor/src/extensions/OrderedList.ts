import { mergeAttributes } from '@tiptap/core';
import { OrderedList as BaseOrderedList } from '@tiptap/extension-list';
import { LIST_STYLES, type TListStyle } from '../constants';
import { parseStyle } from '../css-values';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    orderedListStyle: {
      /** Sets the numbering style of the ordered list around the selection. */
      setOrderedListStyle: (listStyle: TListStyle) => ReturnType;
    };
  }
}

const typeToStyle: Record<string, TListStyle> = {
  '1': 'decimal',
  a: 'lower-alpha',
  A: 'upper-alpha',
  i: 'lower-roman',
  I: 'upper-roman',
};

/** The list style of a value, or null when it is not one of the six. */
export function toListStyle(value: unknown): TListStyle | null {
  return typeof value === 'string' && (LIST_STYLES as readonly string[]).includes(value) ? (value as TListStyle) : null;
}

/**
 * Ordered list with six numbering styles and a start number.
 * Stored: `<ol start="3" data-list-style="lower-greek" style="list-style-type: lower-greek"><li><p>…</p></li></ol>`
 * (decimal lists carry no style attributes).
 */
export const OrderedList = BaseOrderedList.extend({
  addAttributes() {
    return {
      start: {
        default: 1,
        parseHTML: (element) => {
          const start = Number.parseInt(element.getAttribute('start') ?? '1', 10);
          return Number.isFinite(start) ? start : 1;
        },
        renderHTML: (attributes) => (attributes.start !== 1 ? { start: attributes.start } : {}),
      },
      listStyle: {
        default: 'decimal',
        parseHTML: (element) =>
          toListStyle(element.getAttribute('data-list-style')) ??
          toListStyle(parseStyle(element.getAttribute('style')).get('list-style-type')) ??
          typeToStyle[element.getAttribute('type') ?? '1'] ??
          'decimal',
        renderHTML: (attributes) => {
          const listStyle = toListStyle(attributes.listStyle) ?? 'decimal';
          return listStyle === 'decimal'
            ? {}
            : { 'data-list-style': listStyle, style: `list-style-type: ${listStyle}` };
        },
      },
    };
  },

  renderHTML({ HTMLAttributes }) {
    return ['ol', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
  },

  addCommands() {
    return {
      ...this.parent?.(),
      setOrderedListStyle:
        (listStyle) =>
        ({ commands }) =>
          toListStyle(listStyle) !== null && commands.updateAttributes(this.name, { listStyle }),
    };
  },

  addKeyboardShortcuts() {
    return { ...this.parent?.(), 'Alt-o': () => this.editor.commands.toggleOrderedList() };
  },
});
