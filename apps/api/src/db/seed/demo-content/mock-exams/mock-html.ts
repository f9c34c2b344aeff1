import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../../lib/html';

/**
 * The papers' text as the web renders it: `$…$` becomes an inline-math span and `$$…$$` a block-math div
 * (TeX in `data-latex`, as the editor stores it), blank lines separate paragraphs. Block ids are derived from
 * the text, so the data is the same on every run.
 */
export function mockHtml(text: string): string {
  const blocks: string[] = [];
  let blockIndex = 0;
  for (const part of text.trim().split(/(\$\$[\s\S]+?\$\$)/)) {
    if (part.startsWith('$$') && part.endsWith('$$') && part.length > 4) {
      const tex = part.slice(2, -2).trim();
      const id = createHash('sha256').update(`${text}\u0000${blockIndex}`).digest('hex').slice(0, 12);
      blockIndex += 1;
      blocks.push(`<div data-type="block-math" id="id-${id}" data-latex="${escapeHtml(tex)}"></div>`);
      continue;
    }
    for (const paragraph of part.split(/\n\s*\n/)) {
      const trimmed = paragraph.trim();
      if (!trimmed) continue;
      const inline = trimmed
        .split(/(\$[^$]+\$)/)
        .map((piece) =>
          piece.startsWith('$') && piece.endsWith('$') && piece.length > 2
            ? `<span data-type="inline-math" data-latex="${escapeHtml(piece.slice(1, -1).trim())}"></span>`
            : escapeHtml(piece).replace(/\n/g, ' '),
        )
        .join('');
      blocks.push(`<p>${inline}</p>`);
    }
  }
  return blocks.join('');
}
