import { describe, expect, it } from 'vitest';
import '../../i18n/i18n';
import { defaultDueInput, formatDue, warsawInputToIso, warsawInputValue } from './assignment-format';

// Thursday 26 November 2026, 22:30 in Warsaw (21:30 UTC).
const now = new Date('2026-11-26T21:30:00.000Z');

describe('due dates in Warsaw time', () => {
  it('says today, tomorrow and yesterday by the Warsaw calendar, else the weekday and date', () => {
    expect(formatDue('2026-11-26T22:00:00.000Z', now)).toBe('dziś 23:00');
    expect(formatDue('2026-11-27T07:00:00.000Z', now)).toBe('jutro 8:00');
    // 23:30 UTC on the 26th is already the 27th in Warsaw.
    expect(formatDue('2026-11-26T23:30:00.000Z', now)).toBe('jutro 0:30');
    expect(formatDue('2026-11-25T07:00:00.000Z', now)).toBe('wczoraj 8:00');
    expect(formatDue('2026-12-04T13:15:00.000Z', now)).toBe('piątek 4.12, 14:15');
    expect(formatDue('2027-01-04T07:00:00.000Z', now)).toBe('poniedziałek 4.01.2027, 8:00');
  });

  it('reads a datetime-local value as Warsaw time in winter and in summer', () => {
    expect(warsawInputToIso('2026-12-04T08:00')).toBe('2026-12-04T07:00:00.000Z');
    expect(warsawInputToIso('2027-06-01T08:00')).toBe('2027-06-01T06:00:00.000Z');
    expect(warsawInputToIso('')).toBe('');
    expect(warsawInputValue(new Date('2027-06-01T06:00:00.000Z'))).toBe('2027-06-01T08:00');
    expect(defaultDueInput(now)).toBe('2026-11-27T08:00');
  });
});
