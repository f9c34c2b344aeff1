import { mergeAttributes, Node } from '@tiptap/core';
import { insertBlockLeaf } from '../node-helpers';
import { blockLeaf } from '../node-specs';
import { isAllowedMediaSrc } from '../url-policy';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    video: {
      /** Inserts a video file or stream (http, https or site-relative src). */
      insertVideo: (options: { src: string }) => ReturnType;
    };
  }
}

/** Video file or stream (`.m3u8`). Stored: `<video data-type="video" src="/api/file/…" controls="true"></video>`. */
export const Video = Node.create({
  name: 'video',
  ...blockLeaf,

  addAttributes() {
    return {
      src: {
        default: null,
        parseHTML: (element) => element.getAttribute('src'),
        renderHTML: (attributes) => (isAllowedMediaSrc(attributes.src) ? { src: attributes.src } : {}),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'video[src]',
        getAttrs: (element) => (isAllowedMediaSrc(element.getAttribute('src')) ? null : false),
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return ['video', mergeAttributes({ 'data-type': 'video' }, HTMLAttributes, { controls: 'true' })];
  },

  addCommands() {
    return {
      insertVideo:
        ({ src }) =>
        (props) =>
          isAllowedMediaSrc(src) && insertBlockLeaf(props, { type: this.name, attrs: { src } }),
    };
  },
});
