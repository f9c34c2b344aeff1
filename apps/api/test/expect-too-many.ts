import { errorMessages } from '@zadania/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A rate-limited answer: 429 with the Polish message and a Retry-After in seconds. */
export function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: errorMessages.tooManyRequests,
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}
