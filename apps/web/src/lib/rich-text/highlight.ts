const textNode = 3;
const elementNode = 1;
/** Elements whose content is not text to show (DOMPurify drops it with them). */
const droppedWithContent = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'NOEMBED',
  'TEXTAREA',
  'TITLE',
]);

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function textWithMarks(node: Node): string {
  let html = '';
  for (const child of node.childNodes) {
    if (child.nodeType === textNode) html += escapeText(child.textContent ?? '');
    else if (child.nodeType !== elementNode || droppedWithContent.has(child.nodeName)) continue;
    else if (child.nodeName === 'MARK') html += `<mark>${textWithMarks(child)}</mark>`;
    else html += textWithMarks(child);
  }
  return html;
}

/**
 * A search excerpt from the API: escaped text with <mark> around matches; anything else is dropped. Parsed in an
 * inert <template> (nothing loads or runs) and written back as escaped text and bare <mark> tags, so the cards of
 * the catalogue need no HTML sanitizer library.
 */
export function sanitizeHighlight(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return textWithMarks(template.content);
}
