import { type Attribute, mergeAttributes } from '@tiptap/core';
import type { DOMOutputSpec } from '@tiptap/pm/model';

/**
 * A node attribute kept in the `data-*` HTML attribute of its kebab-cased name (`homeworkId` in
 * `data-homework-id`): read as written, `fallback` when missing, and written only when set.
 */
export function dataAttribute(name: string, fallback: string | null = null): Attribute {
  const htmlName = `data-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
  return {
    default: fallback,
    parseHTML: (element) => element.getAttribute(htmlName) ?? fallback,
    renderHTML: (attributes) => (attributes[name] ? { [htmlName]: attributes[name] } : {}),
  };
}

/**
 * How a node stored as `<tag data-type="type">` is parsed and rendered (spread into `Node.create`): a node
 * `withContent` holds its content inside the element, an atom nothing.
 */
export function dataTypeHtml(tag: string, type: string, { withContent = false } = {}) {
  return {
    parseHTML: () => [{ tag: `${tag}[data-type="${type}"]` }],
    renderHTML: ({ HTMLAttributes }: { HTMLAttributes: Record<string, unknown> }): DOMOutputSpec => {
      const attributes = mergeAttributes({ 'data-type': type }, HTMLAttributes);
      return withContent ? [tag, attributes, 0] : [tag, attributes];
    },
  };
}

/** An inline leaf (a reference, a marker): one unit in the text, selected as a whole. */
export const inlineLeaf = { group: 'inline', inline: true, atom: true, selectable: true } as const;

/** A block leaf (an embed, a media player): one unit that can be dragged. */
export const blockLeaf = { group: 'block', atom: true, draggable: true } as const;

/** A block with parts (a figure, a panel): edited inside, dragged and replaced as a whole. */
export const blockSection = { group: 'block', defining: true, isolating: true, draggable: true } as const;
