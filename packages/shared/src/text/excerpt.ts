/**
 * `text` cut to at most `maxLength` characters (UTF-16 units), ending with `…` when cut: at the end of a word where
 * one ends in the last 40 % of the room ("…pierwszego dnia…", not "…pierwszego dnia dw…"), else mid-word (one very
 * long word); never splits a surrogate pair.
 */
export function excerpt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let end = Math.max(0, maxLength - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  const cutsWord = /\S/.test(text[end] ?? '') && /\S/.test(text[end - 1] ?? '');
  if (cutsWord) {
    const wordStart = text.slice(0, end).search(/\s+\S*$/);
    if (wordStart >= Math.floor(end * 0.6)) end = wordStart;
  }
  return `${text.slice(0, end).trimEnd()}…`;
}
