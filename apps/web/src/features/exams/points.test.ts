import { describe, expect, it } from 'vitest';
import { floorPoints, formatPoints, sortByPosition, sumPoints } from './points';

describe('exam points', () => {
  it('rounds down', () => {
    expect(floorPoints(2.5)).toBe(2);
    expect(floorPoints(2.9)).toBe(2);
    expect(floorPoints(3)).toBe(3);
    expect(floorPoints(0.1 + 0.2 + 2.7)).toBe(3);
  });

  it('shows invalid or negative points as 0', () => {
    expect(floorPoints(Number.NaN)).toBe(0);
    expect(floorPoints(Number.POSITIVE_INFINITY)).toBe(0);
    expect(floorPoints(-1)).toBe(0);
  });

  it('formats with the pkt suffix', () => {
    expect(formatPoints(2.5)).toBe('2 pkt');
    expect(formatPoints(0)).toBe('0 pkt');
  });

  it('sums before rounding', () => {
    expect(sumPoints([{ points: 1.5 }, { points: 1.5 }, { points: 2 }])).toBe(5);
    expect(sumPoints([])).toBe(0);
  });

  it('orders tasks by position without mutating', () => {
    const tasks = [{ position: 3 }, { position: 1 }, { position: 2 }];
    expect(sortByPosition(tasks).map((task) => task.position)).toEqual([1, 2, 3]);
    expect(tasks[0]?.position).toBe(3);
  });
});
