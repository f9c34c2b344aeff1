import { describe, expect, it } from 'vitest';
import { availableRanges, freeStartTimes, insideAvailability } from './free-times';

const at = (iso: string) => new Date(iso);

describe('free start times', () => {
  const ranges = availableRanges(
    [{ date: '2026-12-03', startMinute: 16 * 60, endMinute: 19 * 60, repeat: 'NO_REPEAT', until: null }],
    '2026-12-01',
    7,
  );

  it('offers every quarter hour where the whole lesson fits the slot', () => {
    const times = freeStartTimes({
      ranges,
      busy: [],
      durationMinutes: 60,
      breakMinutes: 0,
      now: at('2026-12-01T00:00:00Z'),
    });
    // 16:00–19:00 Warsaw (UTC+1) is 15:00–18:00Z: starts 15:00 … 17:00Z.
    expect(times.map((time) => time.startsAt.toISOString().slice(11, 16))).toEqual([
      '15:00',
      '15:15',
      '15:30',
      '15:45',
      '16:00',
      '16:15',
      '16:30',
      '16:45',
      '17:00',
    ]);
  });

  it('keeps the break clear on both sides of a booked lesson', () => {
    // A lesson 16:00–17:00Z with a 10-minute break blocks until 17:10Z.
    const busy = [{ startsAt: at('2026-12-03T16:00:00Z'), blockedUntil: at('2026-12-03T17:10:00Z') }];
    const times = freeStartTimes({
      ranges,
      busy,
      durationMinutes: 60,
      breakMinutes: 10,
      now: at('2026-12-01T00:00:00Z'),
    });
    // Before it, a lesson and its own break must end by 16:00Z (15:00 + 60 + 10 = 16:10 is too late); after it,
    // the next start on the grid is 17:15Z, and a 60-minute lesson from there would leave the slot (18:00Z).
    expect(times.map((time) => time.startsAt.toISOString().slice(11, 16))).toEqual([]);
    const shorter = freeStartTimes({
      ranges,
      busy,
      durationMinutes: 45,
      breakMinutes: 10,
      now: at('2026-12-01T00:00:00Z'),
    });
    expect(shorter.map((time) => time.startsAt.toISOString().slice(11, 16))).toEqual(['15:00', '17:15']);
  });

  it('offers nothing in the past', () => {
    const times = freeStartTimes({
      ranges,
      busy: [],
      durationMinutes: 60,
      breakMinutes: 0,
      now: at('2026-12-03T16:20:00Z'),
    });
    expect(times.map((time) => time.startsAt.toISOString().slice(11, 16))).toEqual(['16:30', '16:45', '17:00']);
  });

  it('merges touching slots and checks a lesson lies inside one', () => {
    const merged = availableRanges(
      [
        { date: '2026-12-03', startMinute: 600, endMinute: 660, repeat: 'NO_REPEAT', until: null },
        { date: '2026-12-03', startMinute: 660, endMinute: 720, repeat: 'NO_REPEAT', until: null },
      ],
      '2026-12-03',
      1,
    );
    expect(merged).toHaveLength(1);
    expect(insideAvailability(merged, at('2026-12-03T09:30:00Z'), 90)).toBe(true);
    expect(insideAvailability(merged, at('2026-12-03T10:30:00Z'), 60)).toBe(false);
  });
});
