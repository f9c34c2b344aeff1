/**
 * `text` cut to at most `maxLength` characters (UTF-16 units), ending with `…` when cut; never
 * splits a surrogate pair.
 */
export function excerpt(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let end = Math.max(0, maxLength - 1);
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
