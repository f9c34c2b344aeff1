import { texToPlainText } from '@zadania/shared';

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const htmlEntities: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' };

const mathElementPattern = /<(?:span|div)[^>]*\sdata-latex="([^"]*)"[^>]*>/g;

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);

const decodeEntities = (value: string) =>
  value.replace(/&(lt|gt|quot|#39|amp);/g, (_, entity: string) => htmlEntities[entity]!);

/**
 * Readable text of stored rich HTML: math replaced by its TeX source, tags dropped, the entities
 * the sanitizer writes decoded, whitespace collapsed.
 */
export const htmlToPlainText = (html: string) =>
  decodeEntities(html.replace(mathElementPattern, (_, latex: string) => ` ${latex} `).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Text of stored rich HTML for people (page titles, descriptions): like htmlToPlainText, with math
 * read as text (`45^\circ` → `45°`, `\frac{a}{b}` → `a/b`) instead of TeX.
 */
export const htmlToReadableText = (html: string) =>
  htmlToPlainText(
    html.replace(mathElementPattern, (_, latex: string) => ` ${escapeHtml(texToPlainText(decodeEntities(latex)))} `),
  ).replace(/\s+([.,:;!?])/g, '$1');
