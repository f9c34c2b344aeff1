import { TableCell as BaseTableCell } from '@tiptap/extension-table';
import { sanitizeColor } from '../css-values';
import {
  cellBorderUpdates,
  type TCellBorderInput,
  tableCellAttributes,
  updateSelectedCells,
} from '../table-cell-attributes';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    tableCellStyle: {
      /** Sets (or with null removes) the background colour of the selected cells. */
      setCellBackground: (color: string | null) => ReturnType;
      /** Sets (or with `border: null` removes) borders of the selected cells; sides default to all four. */
      setCellBorder: (options: TCellBorderInput) => ReturnType;
    };
  }
}

/** Table cell with colspan, rowspan, colwidth, backgroundColor and four borders. Stored: `<td …><p>…</p></td>`. */
export const TableCell = BaseTableCell.extend({
  addAttributes() {
    return tableCellAttributes();
  },

  addCommands() {
    return {
      setCellBackground:
        (color) =>
        ({ tr }) => {
          const value = color === null ? null : sanitizeColor(color);
          if (color !== null && !value) return false;
          return updateSelectedCells(tr, { backgroundColor: value });
        },
      setCellBorder:
        (options) =>
        ({ tr }) => {
          const updates = cellBorderUpdates(options);
          return !!updates && updateSelectedCells(tr, updates);
        },
    };
  },
});
