import { TextStyle as BaseTextStyle } from '@tiptap/extension-text-style';
import { FONT_SIZES } from '../constants';
import { fontFamilyCss, parseStyle, sanitizeColor, sanitizeFontFamily, sanitizeFontSize } from '../css-values';

export type TTextStyleOptions = {
  /** Alt-C: opens the UI's text colour picker; without it the shortcut does nothing. */
  openColorPicker: (() => boolean) | null;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    fontSizeStep: {
      /** Moves the selection's font size one step up the list of docs/product-spec.md section 9 (Mod-Shift-plus). */
      increaseFontSize: () => ReturnType;
      /** Moves the selection's font size one step down the list (Mod-Shift-minus). */
      decreaseFontSize: () => ReturnType;
    };
  }
}

const DEFAULT_FONT_SIZE = 16;

/**
 * Text style: colour, font size (8–72 px from the list of docs/product-spec.md section 9) and font family (the list of
 * docs/product-spec.md section 9); anything else is dropped. Stored: `<span style="color: #1971c2; font-size: 18px; font-family: Georgia">…</span>`.
 */
export const TextStyle = BaseTextStyle.extend<
  TTextStyleOptions & { HTMLAttributes: Record<string, unknown>; mergeNestedSpanStyles: boolean }
>({
  addOptions() {
    return { HTMLAttributes: {}, mergeNestedSpanStyles: false, openColorPicker: null };
  },

  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (element) => sanitizeColor(parseStyle(element.getAttribute('style')).get('color')),
        renderHTML: (attributes) => {
          const color = sanitizeColor(attributes.color);
          return color ? { style: `color: ${color}` } : {};
        },
      },
      fontSize: {
        default: null,
        parseHTML: (element) => sanitizeFontSize(parseStyle(element.getAttribute('style')).get('font-size')),
        renderHTML: (attributes) => {
          const size = sanitizeFontSize(attributes.fontSize);
          return size ? { style: `font-size: ${size}` } : {};
        },
      },
      fontFamily: {
        default: null,
        parseHTML: (element) => sanitizeFontFamily(parseStyle(element.getAttribute('style')).get('font-family')),
        renderHTML: (attributes) => {
          const family = sanitizeFontFamily(attributes.fontFamily);
          return family ? { style: `font-family: ${fontFamilyCss(family)}` } : {};
        },
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'span[style]',
        consuming: false,
        getAttrs: (element) => {
          const style = parseStyle(element.getAttribute('style'));
          const known =
            sanitizeColor(style.get('color')) ??
            sanitizeFontSize(style.get('font-size')) ??
            sanitizeFontFamily(style.get('font-family'));
          return known ? null : false;
        },
      },
    ];
  },

  addCommands() {
    const step =
      (direction: 1 | -1) =>
      ({ editor, commands }: import('@tiptap/core').CommandProps) => {
        const current = Number.parseInt(String(editor.getAttributes(this.name).fontSize ?? DEFAULT_FONT_SIZE), 10);
        const sizes = FONT_SIZES as readonly number[];
        const next =
          direction === 1 ? sizes.find((size) => size > current) : [...sizes].reverse().find((size) => size < current);
        return next !== undefined && commands.setFontSize(`${next}px`);
      };
    return {
      ...this.parent?.(),
      setColor:
        (color) =>
        ({ chain }) => {
          const value = sanitizeColor(color);
          return !!value && chain().setMark(this.name, { color: value }).run();
        },
      unsetColor:
        () =>
        ({ chain }) =>
          chain().setMark(this.name, { color: null }).removeEmptyTextStyle().run(),
      setFontSize:
        (fontSize) =>
        ({ chain }) => {
          const value = sanitizeFontSize(fontSize);
          return !!value && chain().setMark(this.name, { fontSize: value }).run();
        },
      unsetFontSize:
        () =>
        ({ chain }) =>
          chain().setMark(this.name, { fontSize: null }).removeEmptyTextStyle().run(),
      setFontFamily:
        (fontFamily) =>
        ({ chain }) => {
          const value = sanitizeFontFamily(fontFamily);
          return !!value && chain().setMark(this.name, { fontFamily: value }).run();
        },
      unsetFontFamily:
        () =>
        ({ chain }) =>
          chain().setMark(this.name, { fontFamily: null }).removeEmptyTextStyle().run(),
      increaseFontSize: () => step(1),
      decreaseFontSize: () => step(-1),
    };
  },

  addKeyboardShortcuts() {
    return {
      'Mod-Shift-=': () => this.editor.commands.increaseFontSize(),
      'Mod-+': () => this.editor.commands.increaseFontSize(),
      'Mod-Shift--': () => this.editor.commands.decreaseFontSize(),
      'Mod-_': () => this.editor.commands.decreaseFontSize(),
      'Alt-c': () => this.options.openColorPicker?.() ?? false,
    };
  },
});
