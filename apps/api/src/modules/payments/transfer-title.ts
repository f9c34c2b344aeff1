import { randomInt } from 'node:crypto';

/** Letters and digits no one mistakes for another when retyping a transfer title (no 0/O, 1/I/L). */
export const transferTitleAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const drawChunk = () =>
  Array.from({ length: 4 }, () => transferTitleAlphabet[randomInt(transferTitleAlphabet.length)]).join('');

/** A fresh transfer title, 'ZAD-7K3M-Q9TX' (31^8 ≈ 8.5·10^11 of them; a taken one is drawn again). */
export const drawTransferTitle = () => `ZAD-${drawChunk()}-${drawChunk()}`;

const chunk = `([${transferTitleAlphabet}]{4})`;
const separator = '[\\s\\-_–]*';
/** A title of ours inside a bank's text: any case, the dashes dropped or changed, not inside a longer word. */
const transferTitlePattern = new RegExp(`(?<![A-Z0-9])ZAD${separator}${chunk}${separator}${chunk}(?![A-Z0-9])`, 'i');

/** The transfer title of ours somewhere in a statement's title text, upper-cased with its dashes; or null. */
export function findTransferTitle(text: string): string | null {
  const match = transferTitlePattern.exec(text);
  return match ? `ZAD-${match[1]!.toUpperCase()}-${match[2]!.toUpperCase()}` : null;
}
