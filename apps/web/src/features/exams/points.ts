/**
 * Exam points are shown rounded down (docs/product-spec.md section 3). A tiny epsilon absorbs binary-float noise,
 * so 2.9999999999 (a sum of decimal parts) still counts as 3; anything invalid shows as 0.
 */
export function floorPoints(points: number): number {
  if (!Number.isFinite(points) || points <= 0) return 0;
  return Math.floor(points + 1e-9);
}

/** '2 pkt' for 2.5 points. */
export function formatPoints(points: number): string {
  return `${floorPoints(points)} pkt`;
}

/** The sum of the tasks' points, rounded down once at the end. */
export function sumPoints(tasks: readonly { points: number }[]): number {
  return floorPoints(tasks.reduce((total, task) => total + (Number.isFinite(task.points) ? task.points : 0), 0));
}

/** Tasks in exam order (by position), without mutating the input. */
export function sortByPosition<T extends { position: number }>(tasks: readonly T[]): T[] {
  return [...tasks].sort((a, b) => a.position - b.position);
}
