import { drawFrom, drawInt } from '../generator-draw';

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

/** A right triangle from a triple scaled by 1 to `maxScale`: the legs `a` and `b` in either order, the hypotenuse `c`. */
export function drawRightTriangle(random: () => number, maxScale: number) {
  const [p, q, r] = drawFrom(random, PYTHAGOREAN_TRIPLES);
  const k = drawInt(random, 1, maxScale);
  const [a, b] = random() < 0.5 ? [p * k, q * k] : [q * k, p * k];
  return { a, b, c: r * k };
}
