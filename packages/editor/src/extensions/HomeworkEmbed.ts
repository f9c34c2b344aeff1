import { mergeAttributes, Node } from '@tiptap/core';
import { moveCursorPastSelectedBlock } from '../node-helpers';

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
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      homeworkId: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-homework-id'),
        renderHTML: (attributes) => (attributes.homeworkId ? { 'data-homework-id': attributes.homeworkId } : {}),
      },
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
        ({ commands, tr }) => {
          if (!homeworkId || !commands.insertContent({ type: this.name, attrs: { homeworkId } })) return false;
          moveCursorPastSelectedBlock(tr);
          return true;
        },
    };
  },
});
