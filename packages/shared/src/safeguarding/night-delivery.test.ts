import { describe, expect, it } from 'vitest';
import { nightDeliveryAt } from './night-delivery';

describe('nightDeliveryAt', () => {
  it.each([
    ['2026-11-29T20:59:00Z', null], // 21:59 winter
    ['2026-11-29T06:00:00Z', null], // 7:00
    ['2026-11-29T21:00:00Z', '2026-11-30T06:00:00.000Z'], // 22:00 winter
    ['2026-11-29T22:30:00Z', '2026-11-30T06:00:00.000Z'], // 23:30
    ['2026-11-30T02:00:00Z', '2026-11-30T06:00:00.000Z'], // 3:00
    ['2026-07-01T21:30:00Z', '2026-07-02T05:00:00.000Z'], // 23:30 summer
    ['2026-03-28T22:30:00Z', '2026-03-29T05:00:00.000Z'], // the night the clocks go forward
    ['2026-10-24T21:30:00Z', '2026-10-25T06:00:00.000Z'], // the night the clocks go back
  ])('%s → %s', (now, expected) => {
    expect(nightDeliveryAt(new Date(now))?.toISOString() ?? null).toBe(expected);
  });
});
