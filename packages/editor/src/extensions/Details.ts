import { Details as BaseDetails, DetailsContent, DetailsSummary } from '@tiptap/extension-details';

/**
 * Collapsible details with a persisted `open` flag, a summary and a content.
 * Stored: `<details open=""><summary>Podsumowanie</summary><div data-type="detailsContent"><p>…</p></div></details>`.
 */
export const Details = BaseDetails.configure({ persist: true });

export { DetailsContent, DetailsSummary };
