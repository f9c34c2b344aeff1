/** Pythagorean triples the geometry tasks scale. */
export const PYTHAGOREAN_TRIPLES = [
  [3, 4, 5],
  [5, 12, 13],
  [8, 15, 17],
  [7, 24, 25],
  [6, 8, 10],
  [9, 12, 15],
  [20, 21, 29],
  [12, 16, 20],
  [15, 20, 25],
  [9, 40, 41],
  [12, 35, 37],
] as const;
