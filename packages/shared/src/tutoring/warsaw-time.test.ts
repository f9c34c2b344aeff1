import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, slotOccurrences, zonedParts, zonedTimeToUtc, zoneOffsetMinutes } from './warsaw-time';

const iso = (date: Date) => date.toISOString();

describe('Warsaw wall-clock time', () => {
  it('converts local times to UTC in winter and in summer', () => {
    expect(iso(zonedTimeToUtc('2026-01-15', 17 * 60))).toBe('2026-01-15T16:00:00.000Z');
    expect(iso(zonedTimeToUtc('2026-07-15', 17 * 60))).toBe('2026-07-15T15:00:00.000Z');
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
  });

  it('moves a time the clocks skip (last Sunday of March) an hour later', () => {
    expect(iso(zonedTimeToUtc('2026-03-29', 2 * 60 + 30))).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedParts(new Date('2026-03-29T01:30:00Z'))).toEqual({ date: '2026-03-29', minuteOfDay: 3 * 60 + 30 });
    expect(iso(zonedTimeToUtc('2026-03-29', 17 * 60))).toBe('2026-03-29T15:00:00.000Z');
  });

  it('takes the first of a time the clocks repeat (last Sunday of October)', () => {
    expect(iso(zonedTimeToUtc('2026-10-25', 2 * 60 + 30))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedTimeToUtc('2026-10-25', 17 * 60))).toBe('2026-10-25T16:00:00.000Z');
  });

  it('ends a slot at midnight on the next day', () => {
    expect(iso(zonedTimeToUtc('2026-01-15', 24 * 60))).toBe('2026-01-15T23:00:00.000Z');
  });

  it('does calendar arithmetic on dates', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});

describe('slot occurrences', () => {
  /** A slot from 17:00 to 18:00 Warsaw time, every week from `date`. */
  const weeklyAt17 = (date: string) =>
    ({ date, startMinute: 17 * 60, endMinute: 18 * 60, repeat: 'WEEK', until: null }) as const;

  it('keeps a weekly slot at 17:00 Warsaw time across the March change', () => {
    const weekly = weeklyAt17('2026-03-22');
    expect(slotOccurrences(weekly, '2026-03-20', '2026-04-06').map((slot) => iso(slot.startsAt))).toEqual([
      '2026-03-22T16:00:00.000Z',
      '2026-03-29T15:00:00.000Z',
      '2026-04-05T15:00:00.000Z',
    ]);
  });

  it('keeps a weekly slot at 17:00 Warsaw time across the October change', () => {
    const weekly = weeklyAt17('2026-10-18');
    const occurrences = slotOccurrences(weekly, '2026-10-18', '2026-11-02');
    expect(occurrences.map((slot) => iso(slot.startsAt))).toEqual([
      '2026-10-18T15:00:00.000Z',
      '2026-10-25T16:00:00.000Z',
      '2026-11-01T16:00:00.000Z',
    ]);
    expect(occurrences.map((slot) => zonedParts(slot.startsAt).minuteOfDay)).toEqual([1020, 1020, 1020]);
  });

  it('repeats daily until the last day and not before the first', () => {
    const daily = { date: '2026-11-10', startMinute: 600, endMinute: 660, repeat: 'DAY' as const, until: '2026-11-12' };
    expect(slotOccurrences(daily, '2026-11-01', '2026-11-30').map((slot) => iso(slot.startsAt))).toEqual([
      '2026-11-10T09:00:00.000Z',
      '2026-11-11T09:00:00.000Z',
      '2026-11-12T09:00:00.000Z',
    ]);
  });

  it('starts a repeating slot in the middle of the range on its own weekday', () => {
    const weekly = { date: '2026-11-02', startMinute: 600, endMinute: 660, repeat: 'WEEK' as const, until: null };
    expect(slotOccurrences(weekly, '2026-11-20', '2026-12-01').map((slot) => iso(slot.startsAt).slice(0, 10))).toEqual([
      '2026-11-23',
      '2026-11-30',
    ]);
  });

  it('gives a single slot once, inside the range only', () => {
    const single = { date: '2026-11-25', startMinute: 600, endMinute: 660, repeat: 'NO_REPEAT' as const, until: null };
    expect(slotOccurrences(single, '2026-11-25', '2026-11-26')).toHaveLength(1);
    expect(slotOccurrences(single, '2026-11-26', '2026-11-30')).toHaveLength(0);
    expect(slotOccurrences(single, '2026-11-20', '2026-11-25')).toHaveLength(0);
  });
});
