import type { Attributes } from '@tiptap/core';
import type { Transaction } from '@tiptap/pm/state';
import { CellSelection } from '@tiptap/pm/tables';
import { borderCss, normalizeBorder, parseBorder, parseStyle, sanitizeColor, type TBorder } from './css-values';

export const BORDER_SIDES = ['top', 'bottom', 'left', 'right'] as const;
export type TBorderSide = (typeof BORDER_SIDES)[number];

const sideAttribute = (side: TBorderSide) => `border${side[0]!.toUpperCase()}${side.slice(1)}` as const;

function parseColwidth(element: HTMLElement): number[] | null {
  const value = element.getAttribute('colwidth');
  const widths = value ? value.split(',').map((width) => Number.parseInt(width, 10)) : null;
  return widths?.every((width) => Number.isFinite(width) && width > 0) ? widths : null;
}

/**
 * Attributes of table cells and header cells: colspan, rowspan, colwidth, backgroundColor and the four
 * borders ({style: solid|dashed|dotted, width (default 1), color}). Stored as
 * `<td colspan="2" rowspan="1" colwidth="120" style="background-color: #fff3bf; border-top: 2px dashed #e03131">`.
 */
export function tableCellAttributes(): Attributes {
  const borders = Object.fromEntries(
    BORDER_SIDES.map((side) => [
      sideAttribute(side),
      {
        default: null,
        parseHTML: (element: HTMLElement) =>
          parseBorder(parseStyle(element.getAttribute('style')).get(`border-${side}`)),
        renderHTML: (attributes: Record<string, unknown>) => {
          const border = normalizeBorder(attributes[sideAttribute(side)]);
          return border ? { style: `border-${side}: ${borderCss(border)}` } : {};
        },
      },
    ]),
  );
  return {
    colspan: {
      default: 1,
      parseHTML: (element) => Math.max(1, Number.parseInt(element.getAttribute('colspan') ?? '1', 10) || 1),
    },
    rowspan: {
      default: 1,
      parseHTML: (element) => Math.max(1, Number.parseInt(element.getAttribute('rowspan') ?? '1', 10) || 1),
    },
    colwidth: {
      default: null,
      parseHTML: parseColwidth,
      renderHTML: (attributes) =>
        Array.isArray(attributes.colwidth) ? { colwidth: attributes.colwidth.join(',') } : {},
    },
    backgroundColor: {
      default: null,
      parseHTML: (element) => sanitizeColor(parseStyle(element.getAttribute('style')).get('background-color')),
      renderHTML: (attributes) => {
        const color = sanitizeColor(attributes.backgroundColor);
        return color ? { style: `background-color: ${color}` } : {};
      },
    },
    ...borders,
  };
}

export type TCellBorderInput = { sides?: TBorderSide[] | 'all'; border: Partial<TBorder> | null };

/** Attribute updates for the chosen sides: a normalized border, or null to remove it. */
export function cellBorderUpdates({ sides = 'all', border }: TCellBorderInput): Record<string, TBorder | null> | null {
  const normalized = border === null ? null : normalizeBorder({ style: 'solid', width: 1, ...border });
  if (border !== null && !normalized) return null;
  const chosen = sides === 'all' ? BORDER_SIDES : sides;
  return Object.fromEntries(chosen.map((side) => [sideAttribute(side), normalized]));
}

/** Sets attributes on the selected cells (a cell selection, or the cell around the cursor). */
export function updateSelectedCells(tr: Transaction, attrs: Record<string, unknown>): boolean {
  const positions: number[] = [];
  if (tr.selection instanceof CellSelection) {
    tr.selection.forEachCell((_cell, pos) => {
      positions.push(pos);
    });
  } else {
    const { $from } = tr.selection;
    for (let depth = $from.depth; depth > 0; depth -= 1) {
      const role = $from.node(depth).type.spec.tableRole;
      if (role === 'cell' || role === 'header_cell') {
        positions.push($from.before(depth));
        break;
      }
    }
  }
  for (const pos of positions) {
    const cell = tr.doc.nodeAt(pos);
    if (cell) tr.setNodeMarkup(pos, undefined, { ...cell.attrs, ...attrs });
  }
  return positions.length > 0;
}
