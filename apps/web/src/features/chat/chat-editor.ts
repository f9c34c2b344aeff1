/** docs/product-spec.md section 9: the chat editor grows up to 500 px. */
export const CHAT_EDITOR_MAX_HEIGHT = 500;

/** True when the editor's HTML has no text and no embedded content. */
export const isBlankHtml = (html: string) =>
  !html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() && !/<(img|video|iframe|span data-type)\b/.test(html);
