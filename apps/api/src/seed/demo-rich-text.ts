import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../lib/html';

const newId = () => `id-${randomBytes(6).toString('hex')}`;

/** Display math as the editor stores it: TeX source in an attribute, numbered by the renderer. */
export const toDisplayMathHtml = (tex: string, id = newId()) =>
  `<div data-type="block-math" id="${id}" data-latex="${escapeHtml(tex.trim())}"></div>`;

const toInlineMathHtml = (tex: string) =>
  `<span data-type="inline-math" data-latex="${escapeHtml(tex.trim())}"></span>`;

/**
 * Turns plain text ($inline$ and $$display$$ TeX, blank-line paragraphs) into the stored rich HTML: paragraphs,
 * inline math and display math blocks, each display block made by `displayMath` (its TeX and its index in the text).
 */
export function richTextToHtml(text: string, displayMath: (tex: string, index: number) => string): string {
  const blocks: string[] = [];
  let displayIndex = 0;
  const parts = text.trim().split(/(\$\$[\s\S]+?\$\$)/);
  for (const part of parts) {
    if (part.startsWith('$$') && part.endsWith('$$') && part.length > 4) {
      blocks.push(displayMath(part.slice(2, -2), displayIndex));
      displayIndex += 1;
      continue;
    }
    for (const paragraph of part.split(/\n\s*\n/)) {
      const trimmed = paragraph.trim();
      if (!trimmed) continue;
      const inline = trimmed
        .split(/(\$[^$]+\$)/)
        .map((piece) =>
          piece.startsWith('$') && piece.endsWith('$') && piece.length > 2
            ? toInlineMathHtml(piece.slice(1, -1))
            : escapeHtml(piece).replace(/\n/g, ' '),
        )
        .join('');
      blocks.push(`<p>${inline}</p>`);
    }
  }
  return blocks.join('');
}

/** The demo content's text as rich HTML, display blocks with fresh random ids. */
export const demoTextToHtml = (text: string) => richTextToHtml(text, (tex) => toDisplayMathHtml(tex));
