import { mergeAttributes, Node } from '@tiptap/core';
import { insertBlockLeaf } from '../node-helpers';
import { blockLeaf, dataAttribute } from '../node-specs';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    homeworkEmbed: {
      /** Embeds a task by its id. */
      insertHomeworkEmbed: (options: { homeworkId: string }) => ReturnType;
    };
  }
}

/** An embedded task, rendered by the app from its id. Stored: `<div data-type="homework-embed" data-homework-id="…"></div>`. */
export const HomeworkEmbed = Node.create({
  name: 'homeworkEmbed',
  ...blockLeaf,

  addAttributes() {
    return {
      homeworkId: dataAttribute('homeworkId'),
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-type="homework-embed"][data-homework-id]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-type': 'homework-embed' }, HTMLAttributes)];
  },

  addCommands() {
    return {
      insertHomeworkEmbed:
        ({ homeworkId }) =>
        (props) =>
          !!homeworkId && insertBlockLeaf(props, { type: this.name, attrs: { homeworkId } }),
    };
  },
});
