import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../lib/html';

const newId = () => `id-${randomBytes(6).toString('hex')}`;

/** Display math as the editor stores it: TeX source in an attribute, numbered by the renderer. */
export const toDisplayMathHtml = (tex: string) =>
  `<div data-type="block-math" id="${newId()}" data-latex="${escapeHtml(tex.trim())}"></div>`;

const toInlineMathHtml = (tex: string) =>
  `<span data-type="inline-math" data-latex="${escapeHtml(tex.trim())}"></span>`;

/**
 * Turns the demo content's plain text ($inline$ and $$display$$ TeX, blank-line paragraphs) into
 * the stored rich HTML: paragraphs, inline math and display math blocks.
 */
export function demoTextToHtml(text: string): string {
  const blocks: string[] = [];
  const parts = text.trim().split(/(\$\$[\s\S]+?\$\$)/);
  for (const part of parts) {
    if (part.startsWith('$$') && part.endsWith('$$') && part.length > 4) {
      blocks.push(toDisplayMathHtml(part.slice(2, -2)));
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
