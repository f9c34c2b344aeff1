import { Highlight as BaseHighlight } from '@tiptap/extension-highlight';
import { getStyleValue, sanitizeColor } from '../css-values';

/**
 * Highlight (marker) with an optional colour. Stored:
 * `<mark data-color="#ffec99" style="background-color: #ffec99; color: inherit">…</mark>` or `<mark>…</mark>`.
 */
export const Highlight = BaseHighlight.extend({
  addAttributes() {
    return {
      color: {
        default: null,
        parseHTML: (element) =>
          sanitizeColor(element.getAttribute('data-color') ?? getStyleValue(element, 'background-color')),
        renderHTML: (attributes) => {
          const color = sanitizeColor(attributes.color);
          return color ? { 'data-color': color, style: `background-color: ${color}; color: inherit` } : {};
        },
      },
    };
  },
}).configure({ multicolor: true });
