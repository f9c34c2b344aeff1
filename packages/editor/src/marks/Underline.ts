import { Mark, mergeAttributes } from '@tiptap/core';
import { getStyleValue, sanitizeColor } from '../css-values';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    underlineColor: {
      /** Underlines the selection in a colour (null: the text colour). */
      setUnderlineColor: (color: string | null) => ReturnType;
    };
  }
}

/**
 * Underline with an optional colour. Stored: `<u>…</u>` or
 * `<u data-color="#e03131" style="text-decoration-color: #e03131">…</u>`.
 */
export const Underline = Mark.create({
  name: 'underline',

  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (element) =>
          sanitizeColor(element.getAttribute('data-color') ?? getStyleValue(element, 'text-decoration-color')),
        renderHTML: (attributes) => {
          const color = sanitizeColor(attributes.color);
          return color ? { 'data-color': color, style: `text-decoration-color: ${color}` } : {};
        },
      },
    };
  },

  parseHTML() {
    return [
      { tag: 'u' },
      {
        style: 'text-decoration',
        consuming: false,
        getAttrs: (style) => (style.includes('underline') ? {} : false),
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ['u', mergeAttributes(HTMLAttributes), 0];
  },

  addCommands() {
    return {
      setUnderline:
        () =>
        ({ commands }) =>
          commands.setMark(this.name),
      toggleUnderline:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
      unsetUnderline:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name),
      setUnderlineColor:
        (color) =>
        ({ commands }) => {
          const value = color === null ? null : sanitizeColor(color);
          if (color !== null && !value) return false;
          return commands.setMark(this.name, { color: value });
        },
    };
  },

  addKeyboardShortcuts() {
    return {
      'Mod-u': () => this.editor.commands.toggleUnderline(),
      'Mod-U': () => this.editor.commands.toggleUnderline(),
    };
  },
});
