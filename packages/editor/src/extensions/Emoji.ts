import { InputRule, mergeAttributes, Node } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import { Suggestion, type SuggestionOptions } from '@tiptap/suggestion';
import { findEmoji, searchEmojis, type TEmoji } from '../emoji-data';

export type TEmojiOptions = {
  /** The ':' suggestion (20 results); the UI adds `render`. */
  suggestion: Omit<SuggestionOptions<TEmoji>, 'editor'>;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    emoji: {
      /** Inserts an emoji by its (Polish) name; fails for a name outside the set. */
      insertEmoji: (name: string) => ReturnType;
    };
  }
}

export const emojiSuggestionKey = new PluginKey('emojiSuggestion');

/**
 * Emoji from a small Polish set, typed as `:nazwa:` or picked from the ':' suggestion.
 * Stored: `<span data-type="emoji" data-name="kciuk_w_gore">👍</span>`.
 */
export const Emoji = Node.create<TEmojiOptions>({
  name: 'emoji',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: false,

  addOptions() {
    return {
      suggestion: {
        char: ':',
        pluginKey: emojiSuggestionKey,
        allowSpaces: false,
        items: ({ query }) => searchEmojis(query, 20),
        command: ({ editor, range, props }) => {
          editor.chain().focus().deleteRange(range).insertEmoji(props.name).run();
        },
      },
    };
  },

  addAttributes() {
    return {
      name: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-name'),
        renderHTML: (attributes) => ({ 'data-name': attributes.name }),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'span[data-type="emoji"]',
        getAttrs: (element) => (findEmoji(element.getAttribute('data-name')) ? null : false),
      },
    ];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['span', mergeAttributes({ 'data-type': 'emoji' }, HTMLAttributes), findEmoji(node.attrs.name)?.emoji ?? ''];
  },

  renderText({ node }) {
    return findEmoji(node.attrs.name)?.emoji ?? '';
  },

  addCommands() {
    return {
      insertEmoji:
        (name) =>
        ({ commands }) =>
          !!findEmoji(name) && commands.insertContent({ type: this.name, attrs: { name } }),
    };
  },

  addInputRules() {
    return [
      new InputRule({
        find: /:([a-z_]+):$/,
        handler: ({ state, range, match }) => {
          if (!findEmoji(match[1])) return null;
          state.tr.replaceWith(range.from, range.to, this.type.create({ name: match[1] }));
        },
      }),
    ];
  },

  addProseMirrorPlugins() {
    return [Suggestion({ editor: this.editor, ...this.options.suggestion })];
  },
});
