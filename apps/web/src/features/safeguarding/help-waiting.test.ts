import { describe, expect, it } from 'vitest';
import { waitingFor } from './help-waiting';

describe('waitingFor', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  it('says minutes, then hours and minutes, then days', () => {
    expect(waitingFor('2026-11-29T11:48:00Z', now)).toBe('12 min');
    expect(waitingFor('2026-11-29T09:55:00Z', now)).toBe('2 godz. 5 min');
    expect(waitingFor('2026-11-28T11:00:00Z', now)).toBe('1 dnia');
    expect(waitingFor('2026-11-26T11:00:00Z', now)).toBe('3 dni');
  });
});
