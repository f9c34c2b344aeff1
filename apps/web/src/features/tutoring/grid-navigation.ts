/* Arrow keys across the availability grid: the blocks and the free hours of each day, as a calendar moves. */

/** A focusable thing of the grid: a block or a free hour, on day 0 (Monday) … 6, from `start` to `end` minutes. */
export type TGridItem = { key: string; day: number; start: number; end: number };

const byTime = (a: TGridItem, b: TGridItem) => a.start - b.start || a.end - b.end;

/** The item of a day at the time of `minute`: the one covering it, else the one starting nearest to it. */
function atTime(items: TGridItem[], day: number, minute: number): TGridItem | undefined {
  const column = items.filter((item) => item.day === day).sort(byTime);
  return (
    column.find((item) => item.start <= minute && minute < item.end) ??
    column.reduce<TGridItem | undefined>(
      (best, item) => (!best || Math.abs(item.start - minute) < Math.abs(best.start - minute) ? item : best),
      undefined,
    )
  );
}

/** The day to the left or right of `day` that has anything to focus, or undefined at the week's edge. */
function nextDay(items: TGridItem[], day: number, step: 1 | -1): number | undefined {
  for (let next = day + step; next >= 0 && next <= 6; next += step) {
    if (items.some((item) => item.day === next)) return next;
  }
  return undefined;
}

/**
 * Where a key moves focus from `current`: ArrowUp/ArrowDown to the previous or next item of the day, ArrowLeft/
 * ArrowRight to the same time of the previous or next day, Home/End to Monday's or Sunday's item at that time
 * (with Ctrl: the week's first or last item). Undefined for any other key or at an edge.
 */
export function moveInGrid(items: TGridItem[], current: TGridItem, key: string, ctrl = false): TGridItem | undefined {
  const column = items.filter((item) => item.day === current.day).sort(byTime);
  const index = column.findIndex((item) => item.key === current.key);
  switch (key) {
    case 'ArrowUp':
      return index > 0 ? column[index - 1] : undefined;
    case 'ArrowDown':
      return index >= 0 && index < column.length - 1 ? column[index + 1] : undefined;
    case 'ArrowLeft':
    case 'ArrowRight': {
      const day = nextDay(items, current.day, key === 'ArrowLeft' ? -1 : 1);
      return day === undefined ? undefined : atTime(items, day, current.start);
    }
    case 'Home':
    case 'End': {
      const sorted = [...items].sort((a, b) => a.day - b.day || byTime(a, b));
      if (ctrl) return key === 'Home' ? sorted[0] : sorted[sorted.length - 1];
      const day = key === 'Home' ? sorted[0]?.day : sorted[sorted.length - 1]?.day;
      return day === undefined ? undefined : atTime(items, day, current.start);
    }
    default:
      return undefined;
  }
}
