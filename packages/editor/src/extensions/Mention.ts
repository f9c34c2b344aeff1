import { Mention as BaseMention } from '@tiptap/extension-mention';
import { dataAttribute } from '../node-specs';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    mentionNode: {
      /** Inserts a mention of a user. */
      insertMention: (user: { id: string; label: string }) => ReturnType;
    };
  }
}

/**
 * A mention of a user (`id`, `label`), from the '@' suggestion (the UI supplies `items`, searching 10
 * users, and `render`). Stored: `<span data-type="mention" data-id="…" data-label="ania">@ania</span>`.
 */
export const Mention = BaseMention.extend({
  addAttributes() {
    return {
      id: dataAttribute('id'),
      label: dataAttribute('label'),
    };
  },

  addCommands() {
    return {
      ...this.parent?.(),
      insertMention:
        ({ id, label }) =>
        ({ commands }) =>
          !!id &&
          commands.insertContent([
            { type: this.name, attrs: { id, label } },
            { type: 'text', text: ' ' },
          ]),
    };
  },
}).configure({ HTMLAttributes: {}, suggestion: { char: '@', items: () => [] } });
