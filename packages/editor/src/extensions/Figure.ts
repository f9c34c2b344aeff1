import { mergeAttributes, Node } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { NodeSelection } from '@tiptap/pm/state';
import { createId, idAttribute } from '../ids';
import { findSelectedOrParent } from '../node-helpers';
import { blockSection } from '../node-specs';
import type { TImageAttributes } from './Image';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figure: {
      /** Inserts a figure: an image with an empty caption. */
      insertFigure: (image: TImageAttributes) => ReturnType;
      /** Inserts a figure: a table (3×3 without header row by default) with an empty caption. */
      insertTableFigure: (options?: { rows?: number; cols?: number; withHeaderRow?: boolean }) => ReturnType;
      /** Wraps the selected image or the table around the selection in a figure with an empty caption. */
      wrapInFigure: () => ReturnType;
      /** Replaces the figure around the selection by its image or table (the caption is dropped). */
      unwrapFigure: () => ReturnType;
    };
  }
}

/** Whether a figure holds a table ('table') or an image ('image'). */
export function figureKind(node: ProseMirrorNode): 'image' | 'table' {
  return node.firstChild?.type.name === 'table' ? 'table' : 'image';
}

/**
 * Figure: an image or a table plus a caption, with an `id` anchor. `data-kind` is derived from the
 * content when serialised (so the server can number captions without a schema). Stored:
 * `<figure data-type="figure" id="id-…" data-kind="image"><img …><figcaption>…</figcaption></figure>`.
 */
export const Figure = Node.create({
  name: 'figure',
  ...blockSection,
  content: '(image | table) caption',

  addAttributes() {
    return {
      id: idAttribute(),
    };
  },

  parseHTML() {
    return [{ tag: 'figure[data-type="figure"]' }, { tag: 'figure:not([data-type])', priority: 40 }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return ['figure', mergeAttributes({ 'data-type': 'figure' }, HTMLAttributes, { 'data-kind': figureKind(node) }), 0];
  },

  addCommands() {
    return {
      insertFigure:
        (image) =>
        ({ commands }) =>
          commands.insertContent({
            type: this.name,
            attrs: { id: createId() },
            content: [{ type: 'image', attrs: image }, { type: 'caption' }],
          }),
      insertTableFigure:
        ({ rows = 3, cols = 3, withHeaderRow = false } = {}) =>
        ({ commands }) => {
          const cell = (header: boolean) => ({
            type: header ? 'tableHeader' : 'tableCell',
            content: [{ type: 'paragraph' }],
          });
          const table = {
            type: 'table',
            content: Array.from({ length: Math.max(1, rows) }, (_, row) => ({
              type: 'tableRow',
              content: Array.from({ length: Math.max(1, cols) }, () => cell(withHeaderRow && row === 0)),
            })),
          };
          return commands.insertContent({
            type: this.name,
            attrs: { id: createId() },
            content: [table, { type: 'caption' }],
          });
        },
      wrapInFigure:
        () =>
        ({ tr, state }) => {
          const { selection, schema } = state;
          const target =
            selection instanceof NodeSelection && selection.node.type.name === 'image'
              ? { node: selection.node, pos: selection.from }
              : findSelectedOrParent(tr, 'table');
          if (!target) return false;
          const $pos = tr.doc.resolve(target.pos);
          if ($pos.parent.type === this.type || $pos.parent.type.name === 'subfigure') return false;
          const figure = this.type.create({ id: createId() }, [target.node, schema.nodes.caption!.create()]);
          tr.replaceWith(target.pos, target.pos + target.node.nodeSize, figure);
          return true;
        },
      unwrapFigure:
        () =>
        ({ tr }) => {
          const figure = findSelectedOrParent(tr, this.name);
          const content = figure?.node.firstChild;
          if (!figure || !content) return false;
          tr.replaceWith(figure.pos, figure.pos + figure.node.nodeSize, content);
          return true;
        },
    };
  },
});
