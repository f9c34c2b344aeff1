import { describe, expect, it } from 'vitest';
import { createEventAllowance, socketEventBurst, socketEventsPerSecond } from './realtime.gateway';

describe('what one socket may say', () => {
  it('hears a burst, then drops the rest until time refills the allowance', () => {
    let now = 1_000_000;
    const allowed = createEventAllowance(() => now);
    const burst = Array.from({ length: socketEventBurst + 10 }, () => allowed());
    expect(burst.filter(Boolean)).toHaveLength(socketEventBurst);
    expect(burst.slice(socketEventBurst).every((heard) => !heard)).toBe(true);

    now += 1000;
    const second = Array.from({ length: socketEventsPerSecond + 3 }, () => allowed());
    expect(second.filter(Boolean)).toHaveLength(socketEventsPerSecond);

    now += 60_000;
    expect(Array.from({ length: socketEventBurst + 1 }, () => allowed()).filter(Boolean)).toHaveLength(
      socketEventBurst,
    );
  });
});
