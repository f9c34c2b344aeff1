import { mergeAttributes, Node, textblockTypeInputRule } from '@tiptap/core';
import { HEADING_LEVELS_OFFERED } from '../constants';
import { idAttribute } from '../ids';

export type THeadingLevel = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type THeadingOptions = {
  /** Levels shown in the toolbar and cycled by Mod-Alt-H; the schema accepts 1–6 (0 is a paragraph). */
  offeredLevels: readonly number[];
  HTMLAttributes: Record<string, unknown>;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    headingLevel: {
      /** Sets the block's heading level; 0 turns it into a paragraph. */
      setHeadingLevel: (level: THeadingLevel) => ReturnType;
      /** Cycles the offered levels (2 → 3 → 4 → paragraph → 2). */
      cycleHeadingLevel: () => ReturnType;
    };
  }
}

const schemaLevels = [1, 2, 3, 4, 5, 6] as const;

/**
 * Heading `<h1>`–`<h6>` with an `id` (anchor, `id-` prefix, see UniqueId). Level 0 is a paragraph.
 * Stored: `<h2 id="id-…">Tekst</h2>`.
 */
export const Heading = Node.create<THeadingOptions>({
  name: 'heading',
  content: 'inline*',
  group: 'block',
  defining: true,

  addOptions() {
    return { offeredLevels: HEADING_LEVELS_OFFERED, HTMLAttributes: {} };
  },

  addAttributes() {
    return {
      level: { default: 2, rendered: false },
      id: idAttribute(),
    };
  },

  parseHTML() {
    return schemaLevels.map((level) => ({ tag: `h${level}`, attrs: { level } }));
  },

  renderHTML({ node, HTMLAttributes }) {
    const level = schemaLevels.includes(node.attrs.level) ? node.attrs.level : 2;
    return [`h${level}`, mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), 0];
  },

  addCommands() {
    const toLevel = (level: number) => Math.trunc(Number(level));
    return {
      setHeading:
        (attributes) =>
        ({ commands }) =>
          commands.setHeadingLevel(attributes.level),
      toggleHeading:
        (attributes) =>
        ({ commands, editor }) =>
          editor.isActive(this.name, { level: attributes.level })
            ? commands.setNode('paragraph')
            : commands.setHeadingLevel(attributes.level),
      setHeadingLevel:
        (level) =>
        ({ commands }) => {
          const target = toLevel(level);
          if (target === 0) return commands.setNode('paragraph');
          if (!(schemaLevels as readonly number[]).includes(target)) return false;
          return commands.setNode(this.name, { level: target });
        },
      cycleHeadingLevel:
        () =>
        ({ commands, editor }) => {
          const offered = this.options.offeredLevels;
          const current = editor.isActive(this.name) ? Number(editor.getAttributes(this.name).level) : 0;
          const index = offered.indexOf(current);
          const next = index === -1 ? offered[0] : offered[index + 1];
          return commands.setHeadingLevel((next ?? 0) as THeadingLevel);
        },
    };
  },

  addKeyboardShortcuts() {
    return {
      'Mod-Alt-h': () => this.editor.commands.cycleHeadingLevel(),
      ...Object.fromEntries(
        this.options.offeredLevels.map((level) => [
          `Mod-Alt-${level}`,
          () => this.editor.commands.toggleHeading({ level: level as 1 | 2 | 3 | 4 | 5 | 6 }),
        ]),
      ),
      'Mod-Alt-0': () => this.editor.commands.setHeadingLevel(0),
    };
  },

  addInputRules() {
    return this.options.offeredLevels.map((level) =>
      textblockTypeInputRule({
        find: new RegExp(`^(#{${level}})\\s$`),
        type: this.type,
        getAttributes: { level },
      }),
    );
  },
});
