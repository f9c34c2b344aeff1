import { mergeAttributes, Node } from '@tiptap/core';
import { insertBlockLeaf } from '../node-helpers';
import { blockLeaf } from '../node-specs';
import { toEmbedUrl } from '../url-policy';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    iframe: {
      /** Embeds a YouTube or Vimeo video from its page, short or player URL; anything else fails. */
      insertIframe: (options: { src: string }) => ReturnType;
    };
  }
}

/**
 * An embedded YouTube or Vimeo player. Any other source is dropped when parsing. Stored:
 * `<iframe src="https://www.youtube.com/embed/…" frameborder="0" allowfullscreen="true"></iframe>`.
 */
export const Iframe = Node.create({
  name: 'iframe',
  ...blockLeaf,

  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element) => toEmbedUrl(element.getAttribute('src')),
        renderHTML: (attributes) => {
          const src = toEmbedUrl(attributes.src);
          return src ? { src } : {};
        },
      },
      frameborder: {
        default: 0,
        parseHTML: (element) => (element.getAttribute('frameborder') === '1' ? 1 : 0),
        renderHTML: (attributes) => ({ frameborder: String(attributes.frameborder === 1 ? 1 : 0) }),
      },
      allowfullscreen: {
        default: true,
        parseHTML: (element) => element.getAttribute('allowfullscreen') !== 'false',
        renderHTML: (attributes) => (attributes.allowfullscreen ? { allowfullscreen: 'true' } : {}),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'iframe[src]', getAttrs: (element) => (toEmbedUrl(element.getAttribute('src')) ? null : false) }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes(HTMLAttributes)];
  },

  addCommands() {
    return {
      insertIframe:
        ({ src }) =>
        (props) => {
          const embed = toEmbedUrl(src);
          return !!embed && insertBlockLeaf(props, { type: this.name, attrs: { src: embed } });
        },
    };
  },
});
