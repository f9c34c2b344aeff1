import { mergeAttributes } from '@tiptap/core';
import { Image as BaseImage } from '@tiptap/extension-image';
import { IMAGE_WIDTHS, type TImageWidth } from '../constants';
import { parseStyle } from '../css-values';
import { findSelectedOrParent, insertBlockLeaf } from '../node-helpers';
import { dataAttribute } from '../node-specs';
import { isAllowedMediaSrc } from '../url-policy';

export type TImageAttributes = {
  src: string | null;
  alt?: string | null;
  title?: string | null;
  fileId?: string | null;
  width?: TImageWidth;
  uploading?: boolean;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    imageNode: {
      /** Inserts an image block; an upload in progress has `uploading: true` and may have no src yet. */
      insertImage: (attributes: TImageAttributes) => ReturnType;
      /** Updates the selected image, or the one at `pos`, or the first one with `fileId`. */
      updateImage: (attributes: Partial<TImageAttributes>, target?: { pos?: number; fileId?: string }) => ReturnType;
    };
  }
}

export function toImageWidth(value: unknown): TImageWidth {
  return IMAGE_WIDTHS.includes(value as TImageWidth) ? (value as TImageWidth) : '100%';
}

/**
 * Image block: `src` (http, https or site-relative only), `alt`, `title`, `fileId` (the uploaded file),
 * `width` '100%' (default) or 'auto'; `uploading` is transient. Stored:
 * `<img src="/api/file/…" alt="…" title="…" data-file-id="…" data-width="auto" style="width: auto">`.
 */
export const Image = BaseImage.extend({
  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element) => {
          const src = element.getAttribute('src');
          return isAllowedMediaSrc(src) ? src : null;
        },
        renderHTML: (attributes) => (isAllowedMediaSrc(attributes.src) ? { src: attributes.src } : {}),
      },
      alt: { default: null },
      title: { default: null },
      fileId: dataAttribute('fileId'),
      width: {
        default: '100%',
        parseHTML: (element) =>
          toImageWidth(element.getAttribute('data-width') ?? parseStyle(element.getAttribute('style')).get('width')),
        renderHTML: (attributes) => {
          const width = toImageWidth(attributes.width);
          return { 'data-width': width, style: `width: ${width}` };
        },
      },
      uploading: { default: false, rendered: false, parseHTML: () => false },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element) => (isAllowedMediaSrc(element.getAttribute('src')) ? null : false),
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes)];
  },

  addCommands() {
    return {
      ...this.parent?.(),
      insertImage: (attributes) => (props) => {
        if (attributes.src != null && !isAllowedMediaSrc(attributes.src)) return false;
        if (attributes.src == null && !attributes.uploading) return false;
        return insertBlockLeaf(props, {
          type: this.name,
          attrs: { ...attributes, width: toImageWidth(attributes.width) },
        });
      },
      updateImage:
        (attributes, target = {}) =>
        ({ tr }) => {
          if (attributes.src != null && !isAllowedMediaSrc(attributes.src)) return false;
          let pos = target.pos;
          if (pos === undefined && target.fileId) {
            tr.doc.descendants((node, nodePos) => {
              if (pos === undefined && node.type === this.type && node.attrs.fileId === target.fileId) pos = nodePos;
              return pos === undefined;
            });
          }
          if (pos === undefined) pos = findSelectedOrParent(tr, this.name)?.pos;
          const node = pos === undefined ? null : tr.doc.nodeAt(pos);
          if (pos === undefined || node?.type !== this.type) return false;
          const attrs = { ...node.attrs, ...attributes };
          attrs.width = toImageWidth(attrs.width);
          tr.setNodeMarkup(pos, undefined, attrs);
          return true;
        },
    };
  },
}).configure({ inline: false, allowBase64: false });
