import type { TBitset } from './bitset';

/** The rows a cached result was counted over, within the snapshot rows (`ids`) they number. */
type THeldBits = { ids: Uint8Array; bits: TBitset };

/**
 * The selected rows of recent results, kept within a byte budget (a bitset is an eighth of a byte per task: 125 kB
 * at a million tasks), newest last. A rating changes only the 'ratings' counts of a selection that does not filter
 * by rating; with its rows held here, that group alone is counted again instead of the whole selection (issue 34).
 */
export function createSelectionBitsCache(maxBytes: number) {
  const held = new Map<string, THeldBits>();
  let bytes = 0;
  const drop = (key: string) => {
    const known = held.get(key);
    if (!known) return;
    held.delete(key);
    bytes -= known.bits.byteLength;
  };
  return {
    /** The rows kept for `key`, when they number the rows of `ids` (the snapshot's rows are the same). */
    get(key: string, ids: Uint8Array): TBitset | undefined {
      const known = held.get(key);
      if (!known || known.ids !== ids) return undefined;
      held.delete(key);
      held.set(key, known);
      return known.bits;
    },
    set(key: string, ids: Uint8Array, bits: TBitset) {
      drop(key);
      if (bits.byteLength > maxBytes) return;
      held.set(key, { ids, bits });
      bytes += bits.byteLength;
      for (const oldest of held.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    get bytes() {
      return bytes;
    },
  };
}
