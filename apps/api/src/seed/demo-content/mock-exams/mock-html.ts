import { createHash } from 'node:crypto';
import { richTextToHtml, toDisplayMathHtml } from '../../demo-rich-text';

/**
 * The papers' text as the web renders it: `$…$` becomes an inline-math span and `$$…$$` a block-math div
 * (TeX in `data-latex`, as the editor stores it), blank lines separate paragraphs. Block ids are derived from
 * the text, so the data is the same on every run.
 */
export function mockHtml(text: string): string {
  return richTextToHtml(text, (tex, index) => {
    const hash = createHash('sha256').update(`${text}\u0000${index}`).digest('hex').slice(0, 12);
    return toDisplayMathHtml(tex, `id-${hash}`);
  });
}
