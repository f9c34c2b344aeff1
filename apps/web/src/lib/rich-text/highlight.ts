import DOMPurify from 'dompurify';

/** A search excerpt from the API: escaped text with <mark> around matches; anything else is dropped. */
export function sanitizeHighlight(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] });
}
