import { foldText } from '@zadania/shared';

/** A URL slug of Polish text: folded (ł→l, no accents), words joined by dashes, cut at a word end. */
export function toSlug(text: string, maxLength = 60) {
  const words = foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, maxLength) || '';
}

/** `base`, or `base-2`, `base-3`, ... whichever is not taken. */
export function pickFreeSlug(base: string, taken: ReadonlySet<string>) {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Inserts a row under `base`, or `base-2`, `base-3`, ..., whichever is free when it is written.
 * `insertUnlessTaken` answers undefined when its slug is taken (INSERT ... ON CONFLICT (slug) DO NOTHING:
 * it waits for a concurrent writer of the same slug and yields to it), so writers racing for one slug
 * each end up with their own instead of a unique violation.
 */
export async function insertWithFreeSlug<T>(
  base: string,
  findTaken: (base: string) => Promise<ReadonlySet<string>>,
  insertUnlessTaken: (slug: string) => Promise<T | undefined>,
): Promise<T> {
  const taken = new Set(await findTaken(base));
  for (;;) {
    const slug = pickFreeSlug(base, taken);
    const row = await insertUnlessTaken(slug);
    if (row !== undefined) return row;
    taken.add(slug);
  }
}
