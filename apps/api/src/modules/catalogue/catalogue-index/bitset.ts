/** Sets of row numbers as bits in 32-bit words: row r is bit (r & 31) of word (r >>> 5). */
export type TBitset = Uint32Array;

export const emptyBitset = (size: number): TBitset => new Uint32Array((size + 31) >>> 5);

/** Every row of `size` rows. */
export function fullBitset(size: number): TBitset {
  const bits = emptyBitset(size);
  bits.fill(0xffffffff);
  const tail = size & 31;
  if (tail) bits[bits.length - 1] = (1 << tail) - 1;
  return bits;
}

export const setBit = (bits: TBitset, row: number) => {
  bits[row >>> 5]! |= 1 << (row & 31);
};

export const hasBit = (bits: TBitset, row: number) => (bits[row >>> 5]! & (1 << (row & 31))) !== 0;

/** `target &= source`, word by word. */
export function intersectInto(target: TBitset, source: TBitset) {
  for (let word = 0; word < target.length; word++) target[word]! &= source[word]!;
}

/** `target &= ~source`: the rows of `source` left out. */
export function subtractInto(target: TBitset, source: TBitset) {
  for (let word = 0; word < target.length; word++) target[word]! &= ~source[word]!;
}

export function bitCount32(word: number) {
  let value = word - ((word >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return (Math.imul((value + (value >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

export function countBits(bits: TBitset) {
  let count = 0;
  for (let word = 0; word < bits.length; word++) if (bits[word]) count += bitCount32(bits[word]!);
  return count;
}

/** How many rows the two sets share (the size of `a & b`), without making the intersection. */
export function countShared(a: TBitset, b: TBitset) {
  let count = 0;
  for (let word = 0; word < a.length; word++) {
    const shared = a[word]! & b[word]!;
    if (shared) count += bitCount32(shared);
  }
  return count;
}

/** The row of the `nth` set bit (0-based) in row order, or -1 when there are fewer. */
export function nthSetBit(bits: TBitset, nth: number) {
  let left = nth;
  for (let word = 0; word < bits.length; word++) {
    let value = bits[word]!;
    if (!value) continue;
    const count = bitCount32(value);
    if (left >= count) {
      left -= count;
      continue;
    }
    for (;;) {
      const lowest = value & -value;
      if (left === 0) return (word << 5) + 31 - Math.clz32(lowest);
      left--;
      value ^= lowest;
    }
  }
  return -1;
}
