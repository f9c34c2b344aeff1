import { excerpt, texToPlainText } from '@zadania/shared';

/**
 * A plain-text excerpt of stored rich HTML for titles, parsed inertly: math read as text (`45^\circ` → `45°`), except
 * display math with environments (matrices, systems), which is left out unless there is nothing else.
 */
export function toPlainText(html: string, maxLength = 80): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const simplified = doc.cloneNode(true) as Document;
  for (const math of simplified.querySelectorAll('[data-type="block-math"]')) {
    if ((math.getAttribute('data-latex') ?? '').includes('\\begin')) math.remove();
  }
  const text = extractText(simplified) || extractText(doc);
  return excerpt(text, maxLength);
}

function extractText(doc: Document): string {
  for (const math of doc.querySelectorAll('[data-latex]')) {
    math.textContent = texToPlainText(math.getAttribute('data-latex') ?? '');
  }
  for (const block of doc.querySelectorAll('p, div, li, h1, h2, h3, h4, br')) block.append(' ');
  return (doc.body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,:;!?])/g, '$1')
    .trim();
}
