import { Node } from '@tiptap/core';
import type { FIGURE_GROUP_COLUMNS } from '../constants';
import { createId, idAttribute } from '../ids';
import { findSelectedOrParent } from '../node-helpers';
import { blockSection, dataTypeHtml } from '../node-specs';
import type { TImageAttributes } from './Image';

export type TFigureGroupColumns = (typeof FIGURE_GROUP_COLUMNS)[number];

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    figureGroup: {
      /** Inserts a group of subfigures (images with subcaptions) in 1 or 2 columns (default 2). */
      insertFigureGroup: (options: { images: TImageAttributes[]; ncols?: TFigureGroupColumns }) => ReturnType;
      /** Sets the column count of the group around the selection. */
      setFigureGroupColumns: (ncols: TFigureGroupColumns) => ReturnType;
      /** Adds a subfigure after the one around the selection (or at the end of the group). */
      addSubfigure: (image: TImageAttributes) => ReturnType;
      /** Removes the subfigure around the selection; refused when it is the group's only one. */
      removeSubfigure: () => ReturnType;
    };
  }
}

export function toFigureGroupColumns(value: unknown): TFigureGroupColumns {
  return Number(value) === 1 ? 1 : 2;
}

/**
 * A group of subfigures laid out in `ncols` columns (1 or 2, default 2). Stored:
 * `<div data-type="figure-group" id="id-…" data-ncols="2"><figure data-type="subfigure" …>…</figure>…</div>`.
 */
export const FigureGroup = Node.create({
  name: 'figureGroup',
  ...blockSection,
  content: 'subfigure+',

  addAttributes() {
    return {
      id: idAttribute(),
      ncols: {
        default: 2,
        parseHTML: (element) => toFigureGroupColumns(element.getAttribute('data-ncols') ?? 2),
        renderHTML: (attributes) => ({ 'data-ncols': String(toFigureGroupColumns(attributes.ncols)) }),
      },
    };
  },

  ...dataTypeHtml('div', 'figure-group', { withContent: true }),

  addCommands() {
    const subfigure = (image: TImageAttributes) => ({
      type: 'subfigure',
      attrs: { id: createId() },
      content: [{ type: 'image', attrs: image }, { type: 'caption' }],
    });
    return {
      insertFigureGroup:
        ({ images, ncols = 2 }) =>
        ({ commands }) =>
          images.length > 0 &&
          commands.insertContent({
            type: this.name,
            attrs: { id: createId(), ncols: toFigureGroupColumns(ncols) },
            content: images.map(subfigure),
          }),
      setFigureGroupColumns:
        (ncols) =>
        ({ tr }) => {
          const group = findSelectedOrParent(tr, this.name);
          if (!group) return false;
          tr.setNodeAttribute(group.pos, 'ncols', toFigureGroupColumns(ncols));
          return true;
        },
      addSubfigure:
        (image) =>
        ({ tr, state }) => {
          const group = findSelectedOrParent(tr, this.name);
          if (!group) return false;
          const current = findSelectedOrParent(tr, 'subfigure');
          const insertAt = current ? current.pos + current.node.nodeSize : group.pos + group.node.nodeSize - 1;
          tr.insert(insertAt, state.schema.nodeFromJSON(subfigure(image)));
          return true;
        },
      removeSubfigure:
        () =>
        ({ tr }) => {
          const group = findSelectedOrParent(tr, this.name);
          const current = findSelectedOrParent(tr, 'subfigure');
          if (!group || !current || group.node.childCount <= 1) return false;
          tr.delete(current.pos, current.pos + current.node.nodeSize);
          return true;
        },
    };
  },
});
