import { Node } from '@tiptap/core';
import { insertBlockLeaf } from '../node-helpers';
import { blockLeaf, dataAttribute, dataTypeHtml } from '../node-specs';

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
  ...blockLeaf,

  addAttributes() {
    return {
      value: dataAttribute('value'),
      label: dataAttribute('label'),
    };
  },

  ...dataTypeHtml('div', 'interactive-homework'),

  addCommands() {
    return {
      insertInteractiveHomework:
        ({ value, label }) =>
        (props) =>
          !!value && insertBlockLeaf(props, { type: this.name, attrs: { value, label } }),
    };
  },
});
