import { TableHeader as BaseTableHeader } from '@tiptap/extension-table';
import { tableCellAttributes } from '../table-cell-attributes';

/** Header cell with the same attributes as TableCell. Stored: `<th …><p>…</p></th>`. */
export const TableHeader = BaseTableHeader.extend({
  addAttributes() {
    return tableCellAttributes();
  },
});
