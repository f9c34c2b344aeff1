/**
 * A tie-break that is the same on every call for the same key and task (FNV-1a, 32 bits, as a fraction): "Co dalej"
 * names the same tasks on every reload of the day, not a new draw each time (issue 59).
 */
export function stableTieBreak(key: string) {
  return (taskId: string) => {
    let hash = 0x811c9dc5;
    for (const char of `${key}:${taskId}`) {
      hash ^= char.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash / 2 ** 32;
  };
}
