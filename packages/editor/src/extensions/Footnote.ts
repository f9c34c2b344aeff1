import { Node } from '@tiptap/core';
import { createId, idAttribute } from '../ids';
import { nodeOfTypeAt } from '../node-helpers';
import { dataAttribute, dataTypeHtml, inlineLeaf } from '../node-specs';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    footnote: {
      /** Inserts a footnote; `content` is the HTML written in the 'footnote' editor variant. */
      insertFootnote: (options?: { content?: string }) => ReturnType;
      /** Replaces the content of the footnote at `pos` (default: the selected node). */
      updateFootnote: (options: { content: string; pos?: number }) => ReturnType;
    };
  }
}

/**
 * A footnote marker, numbered [1], [2]… in document order (Numbering). Its rich content, edited with the
 * 'footnote' variant, is kept as HTML in `data-content` and must be sanitized as rich HTML itself.
 * Stored: `<sup data-type="footnote" id="id-…" data-content="&lt;p&gt;…&lt;/p&gt;"></sup>`.
 */
export const Footnote = Node.create({
  name: 'footnote',
  ...inlineLeaf,

  addAttributes() {
    return {
      id: idAttribute(),
      content: dataAttribute('content', ''),
    };
  },

  ...dataTypeHtml('sup', 'footnote'),

  addCommands() {
    return {
      insertFootnote:
        (options = {}) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { id: createId(), content: options.content ?? '' } }),
      updateFootnote:
        ({ content, pos }) =>
        ({ tr, state }) => {
          const at = pos ?? state.selection.from;
          if (!nodeOfTypeAt(tr.doc, at, this.type)) return false;
          tr.setNodeAttribute(at, 'content', content);
          return true;
        },
    };
  },
});
