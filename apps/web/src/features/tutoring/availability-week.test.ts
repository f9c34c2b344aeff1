import type { TAvailabilitySlot } from '@zadania/shared';
import { describe, expect, it } from 'vitest';
import {
  addCellLabel,
  formatDayShort,
  formatWeekRange,
  hourRows,
  occurrenceLabel,
  occursOn,
  weekOccurrences,
} from './availability-week';
import { moveInGrid, type TGridItem } from './grid-navigation';
import { availabilitySlot } from './tutoring-test-kit';

const slot = (overrides: Partial<TAvailabilitySlot>) => availabilitySlot({ id: 'a', ...overrides });

describe('occursOn', () => {
  it('repeats a weekly slot on its weekday from its first day to `until` inclusive', () => {
    const weekly = slot({ until: '2026-12-10' });
    expect(
      ['2026-11-19', '2026-11-26', '2026-12-03', '2026-12-10', '2026-12-17'].map((d) => occursOn(weekly, d)),
    ).toEqual([false, true, true, true, false]);
    expect(occursOn(weekly, '2026-11-27')).toBe(false);
    expect(occursOn(slot({}), '2027-06-03')).toBe(true);
  });

  it('repeats a daily slot every day until `until`, and a one-off slot only on its day', () => {
    const daily = slot({ repeat: 'DAY', until: '2026-11-28' });
    expect(
      ['2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map((d) => occursOn(daily, d)),
    ).toEqual([false, true, true, true, false]);
    const once = slot({ repeat: 'NO_REPEAT', until: '2026-12-31' });
    expect(['2026-11-26', '2026-12-03'].map((d) => occursOn(once, d))).toEqual([true, false]);
  });
});

describe('weekOccurrences', () => {
  it('puts overlapping occurrences of a day side by side and the others full width', () => {
    const items = weekOccurrences(
      [
        slot({ id: 'a' }),
        slot({ id: 'b', repeat: 'NO_REPEAT', startMinute: 18 * 60, endMinute: 20 * 60 }),
        slot({ id: 'c', repeat: 'NO_REPEAT', startMinute: 20 * 60, endMinute: 21 * 60 }),
        slot({ id: 'd', repeat: 'DAY', date: '2026-11-27', until: '2026-11-28' }),
      ],
      '2026-11-23',
    );
    expect(items.map(({ key, day, lane, lanes }) => ({ key, day, lane, lanes }))).toEqual([
      { key: 'a:2026-11-26', day: 3, lane: 0, lanes: 2 },
      { key: 'b:2026-11-26', day: 3, lane: 1, lanes: 2 },
      { key: 'c:2026-11-26', day: 3, lane: 0, lanes: 1 },
      { key: 'd:2026-11-27', day: 4, lane: 0, lanes: 1 },
      { key: 'd:2026-11-28', day: 5, lane: 0, lanes: 1 },
    ]);
  });
});

describe('hourRows', () => {
  it('shows 07:00–22:00, widened to every slot', () => {
    expect(hourRows([])).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    const rows = hourRows([slot({ startMinute: 6 * 60 + 30, endMinute: 8 * 60 }), slot({ endMinute: 24 * 60 })]);
    expect([rows[0], rows.at(-1), rows.length]).toEqual([6, 23, 18]);
  });
});

describe('Polish names', () => {
  it('names the week, the days, the blocks and the free hours', () => {
    expect(formatWeekRange('2026-11-30')).toBe('30 listopada – 6 grudnia 2026');
    expect(formatWeekRange('2026-12-07')).toBe('7–13 grudnia 2026');
    expect(formatWeekRange('2026-12-28')).toBe('28 grudnia 2026 – 3 stycznia 2027');
    expect(formatDayShort('2026-12-01')).toBe('wt. 1.12');
    const [block] = weekOccurrences([slot({ date: '2026-12-03', endMinute: 18 * 60 })], '2026-11-30');
    expect(block && occurrenceLabel(block)).toBe('Czwartek 3 grudnia, 17:00–18:00, co tydzień — edytuj');
    expect(addCellLabel('2026-12-01', 17)).toBe('Dodaj dostępność: wtorek 1 grudnia, 17:00');
  });
});

describe('moveInGrid', () => {
  // Monday: free 16:00, a block 17:00–19:00, free 19:00; Tuesday: free 17:00 and 18:00.
  const items: TGridItem[] = [
    { key: 'mon-16', day: 0, start: 960, end: 1020 },
    { key: 'block', day: 0, start: 1020, end: 1140 },
    { key: 'mon-19', day: 0, start: 1140, end: 1200 },
    { key: 'tue-17', day: 1, start: 1020, end: 1080 },
    { key: 'tue-18', day: 1, start: 1080, end: 1140 },
  ];
  const from = (key: string, pressed: string, ctrl = false) =>
    moveInGrid(items, items.find((item) => item.key === key) as TGridItem, pressed, ctrl)?.key;

  it('moves up and down a day, and across days to the same time', () => {
    expect([from('block', 'ArrowUp'), from('block', 'ArrowDown'), from('mon-16', 'ArrowUp')]).toEqual([
      'mon-16',
      'mon-19',
      undefined,
    ]);
    expect([from('block', 'ArrowRight'), from('tue-18', 'ArrowLeft'), from('tue-17', 'ArrowRight')]).toEqual([
      'tue-17',
      'block',
      undefined,
    ]);
    expect([from('tue-18', 'Home'), from('mon-19', 'End'), from('tue-18', 'Home', true)]).toEqual([
      'block',
      'tue-18',
      'mon-16',
    ]);
  });
});
