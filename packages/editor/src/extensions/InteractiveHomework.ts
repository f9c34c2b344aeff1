import { mergeAttributes, Node } from '@tiptap/core';
import { moveCursorPastSelectedBlock } from '../node-helpers';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    interactiveHomework: {
      /** Inserts an interactive exercise: `value` is the game's id, `label` its name. ADMIN only. */
      insertInteractiveHomework: (options: { value: string; label: string }) => ReturnType;
    };
  }
}

/**
 * An interactive exercise (a game: number line, number comparison), embedded by the game's id. Stored:
 * `<div data-type="interactive-homework" data-value="{game id}" data-label="{game name}"></div>`.
 */
export const InteractiveHomework = Node.create({
  name: 'interactiveHomework',
  group: 'block',
  atom: true,
  draggable: true,

  addAttributes() {
    return {
      value: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-value'),
        renderHTML: (attributes) => (attributes.value ? { 'data-value': attributes.value } : {}),
      },
      label: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-label'),
        renderHTML: (attributes) => (attributes.label ? { 'data-label': attributes.label } : {}),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'div[data-type="interactive-homework"]' }];
  },

  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes({ 'data-type': 'interactive-homework' }, HTMLAttributes)];
  },

  addCommands() {
    return {
      insertInteractiveHomework:
        ({ value, label }) =>
        ({ commands, tr }) => {
          if (!value || !commands.insertContent({ type: this.name, attrs: { value, label } })) return false;
          moveCursorPastSelectedBlock(tr);
          return true;
        },
    };
  },
});
