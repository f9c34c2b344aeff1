import { describe, expect, it } from 'vitest';
import { streakLength } from './streak';

describe('a streak of days practised', () => {
  const at = new Date('2026-03-10T10:00:00Z');

  it('counts days in a row ending today', () => {
    expect(streakLength(['2026-03-10', '2026-03-09', '2026-03-08', '2026-03-06'], at)).toBe(3);
  });

  it('is kept until the day is over: yesterday still counts', () => {
    expect(streakLength(['2026-03-09', '2026-03-08'], at)).toBe(2);
    expect(streakLength(['2026-03-08'], at)).toBe(0);
    expect(streakLength([], at)).toBe(0);
  });

  it("counts Poland's days across a month's end and the clock change", () => {
    // 23:30 UTC on 31 March is already 1 April in Warsaw (summer time from 29 March 2026).
    expect(
      streakLength(
        ['2026-04-01', '2026-03-31', '2026-03-30', '2026-03-29', '2026-03-28'],
        new Date('2026-03-31T23:30:00Z'),
      ),
    ).toBe(5);
  });
});
