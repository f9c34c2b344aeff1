import { Table as BaseTable, TableRow } from '@tiptap/extension-table';

/**
 * Table with resizable columns (widths kept in the cells' colwidth). Inserted 3×3 without a header row
 * by default (docs/product-spec.md section 9). Stored: `<table style="min-width: 75px"><colgroup>…</colgroup><tbody><tr>…</tr></tbody></table>`.
 */
export const Table = BaseTable.configure({ resizable: true, renderWrapper: false, cellMinWidth: 25 });

export { TableRow };
