import { foldText } from '@zadania/shared';

export const SEARCH_MARK_CLASS = 'rich-search-mark';

/** The search words to highlight: split on whitespace, folded, at least 2 characters, longest first. */
export function toHighlightTerms(highlight: string | readonly string[] | undefined): string[] {
  const words = (typeof highlight === 'string' ? [highlight] : (highlight ?? []))
    .flatMap((value) => value.split(/\s+/))
    .map((word) => foldText(word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')))
    .filter((word) => word.length >= 2);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * Where the folded terms occur in `text`, as [start, end) ranges of the original text, found in the text
 * folded the way the catalogue search folds it (case, accents and ł ignored). Ranges do not overlap.
 */
export function findHighlightRanges(text: string, terms: readonly string[]): Array<[number, number]> {
  if (terms.length === 0 || !text) return [];
  // Fold character by character so that positions in the folded text map back to the original.
  let folded = '';
  const origin: number[] = [];
  for (let index = 0; index < text.length; ) {
    const codePoint = text.codePointAt(index) ?? 0;
    const char = String.fromCodePoint(codePoint);
    const foldedChar = foldText(char);
    for (let k = 0; k < foldedChar.length; k += 1) origin.push(index);
    folded += foldedChar;
    index += char.length;
  }
  origin.push(text.length);
  const ranges: Array<[number, number]> = [];
  let position = 0;
  while (position < folded.length) {
    let best: [number, number] | null = null;
    for (const term of terms) {
      const found = folded.indexOf(term, position);
      if (found === -1) continue;
      if (!best || found < best[0] || (found === best[0] && found + term.length > best[1])) {
        best = [found, found + term.length];
      }
    }
    if (!best) break;
    const start = origin[best[0]] ?? text.length;
    // The end maps to the first original character after the match.
    const end = best[1] < folded.length ? (origin[best[1]] ?? text.length) : text.length;
    ranges.push([start, end]);
    position = best[1];
  }
  return ranges;
}

const skippedParents = new Set(['SCRIPT', 'STYLE']);

/** Wraps the matches of `terms` in the text of `root` in <mark class="rich-search-mark">, in place. */
export function highlightTerms(root: ParentNode, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const doc = (root as Node).ownerDocument ?? document;
  const walker = doc.createTreeWalker(root as Node, NodeFilter.SHOW_TEXT);
  const textNodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && (skippedParents.has(parent.tagName) || parent.closest('[data-latex]'))) continue;
    textNodes.push(node as Text);
  }
  let count = 0;
  for (const node of textNodes) {
    const text = node.data;
    const ranges = findHighlightRanges(text, terms);
    if (ranges.length === 0) continue;
    const pieces = doc.createDocumentFragment();
    let last = 0;
    for (const [start, end] of ranges) {
      if (start > last) pieces.append(text.slice(last, start));
      const mark = doc.createElement('mark');
      mark.className = SEARCH_MARK_CLASS;
      mark.textContent = text.slice(start, end);
      pieces.append(mark);
      last = end;
      count += 1;
    }
    if (last < text.length) pieces.append(text.slice(last));
    node.replaceWith(pieces);
  }
  return count;
}
