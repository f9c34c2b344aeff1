import { inlineLatex } from '../modules/generators/statement-artefacts';

/** The parts of stored rich HTML as a pupil meets them: the text nodes and the LaTeX of the math elements. */

const mathElement = /<(span|div)[^>]*\sdata-latex="([^"]*)"[^>]*>\s*<\/\1>/g;

const entities: Record<string, string> = { lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&', nbsp: '\u00a0' };
const decodeEntities = (text: string) =>
  text.replace(/&(lt|gt|quot|#39|amp|nbsp);/g, (_, name: string) => entities[name]!);

/** The text shown as text: math elements and tags dropped, entities decoded (an escaped tag reads as a tag). */
export function shownText(html: string): string {
  return decodeEntities(html.replace(mathElement, ' ').replace(/<[^>]*>/g, ' '));
}

/**
 * The text read aloud: math replaced by its LaTeX (a decimal comma as `,`), so `$72$ samochodów` reads `72 samochodów`;
 * a no-break space (`12 500`) is kept.
 */
export function readText(html: string): string {
  return decodeEntities(
    html
      .replace(mathElement, (_, _tag: string, latex: string) => ` ${decodeEntities(latex).replace(/\{,\}/g, ',')} `)
      .replace(/<[^>]*>/g, ' '),
  ).replace(/[ \t\r\n]+/g, ' ');
}

/** The LaTeX of every inline and block math of the HTML. */
export const mathsOf = inlineLatex;

/** Up to `radius` characters either side of a match, on one line. */
export function excerptAround(text: string, index: number, length: number, radius = 30): string {
  const start = Math.max(0, index - radius);
  const end = Math.min(text.length, index + length + radius);
  return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`.replace(/\s+/g, ' ').trim();
}
