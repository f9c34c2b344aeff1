import { foldText } from '@zadania/shared';
import { escapeHtml } from '../../lib/html';

/** At most one edit apart, for highlighting words found despite a typo. */
function withinOneEdit(a: string, b: string) {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

/**
 * Words of the texts shown, folded: the same words recur on every page, and folding (Unicode normalisation) cost
 * more than the rest of the highlighting. Forgotten all at once past a bound.
 */
const foldedWords = new Map<string, string>();
const heldFoldedWords = 50_000;
function foldWord(word: string) {
  let folded = foldedWords.get(word);
  if (folded === undefined) {
    if (foldedWords.size >= heldFoldedWords) foldedWords.clear();
    folded = foldText(word);
    foldedWords.set(word, folded);
  }
  return folded;
}

const matchesTerm = (word: string, terms: string[]) => {
  const folded = foldWord(word);
  return terms.some((term) => folded.includes(term) || (term.length >= 5 && withinOneEdit(folded, term)));
};

/**
 * An escaped excerpt of the text around the first match, each matching word wrapped in <mark>;
 * null when no word of the text matches (the task matched through its concepts or answers).
 */
export function buildHighlight(text: string, searchTerms: string[], maxLength = 240): string | null {
  const terms = searchTerms.map(foldText).filter(Boolean);
  if (!terms.length || !text) return null;
  const tokens = text.split(/([\p{L}\p{N}]+)/u);
  const firstMatch = tokens.findIndex((token, index) => index % 2 === 1 && matchesTerm(token, terms));
  if (firstMatch < 0) return null;

  let start = 0;
  let length = 0;
  for (let index = firstMatch; index > 0 && length < maxLength / 3; index -= 1) {
    length += tokens[index - 1]!.length;
    start = index - 1;
  }
  let html = start > 0 ? '… ' : '';
  let used = 0;
  let index = start;
  for (; index < tokens.length && used < maxLength; index += 1) {
    const token = tokens[index]!;
    used += token.length;
    html += index % 2 === 1 && matchesTerm(token, terms) ? `<mark>${escapeHtml(token)}</mark>` : escapeHtml(token);
  }
  return index < tokens.length ? `${html.trimEnd()} …` : html;
}
