/** A small seeded PRNG (mulberry32) with the helpers the synthetic catalogue needs. */
export type TRandom = ReturnType<typeof createRandom>;

export function createRandom(seed: number) {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (length: number) => {
    let out = '';
    while (out.length < length)
      out += Math.floor(next() * 0x100000000)
        .toString(16)
        .padStart(8, '0');
    return out.slice(0, length);
  };
  return {
    next,
    /** An integer in [min, max]. */
    int,
    /** A non-zero integer in [min, max]. */
    nonZero(min: number, max: number) {
      let value = 0;
      while (value === 0) value = int(min, max);
      return value;
    },
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** An index drawn with the given (unnormalised) weights. */
    weighted(weights: readonly number[], total = weights.reduce((sum, w) => sum + w, 0)) {
      let threshold = next() * total;
      for (let index = 0; index < weights.length; index += 1) {
        threshold -= weights[index]!;
        if (threshold < 0) return index;
      }
      return weights.length - 1;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(next() * (index + 1));
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
    hex,
    /** A version-4-shaped UUID drawn from the generator, so ids are reproducible too. */
    uuid() {
      const h = hex(32);
      const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
    },
  };
}
