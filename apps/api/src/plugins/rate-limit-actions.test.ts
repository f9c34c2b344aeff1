import { describe, expect, it } from 'vitest';
import { createMemoryStore, createRateLimiter, rateLimits, type TActionLimitName } from './rate-limit';

const actionLimitNames = Object.keys(rateLimits).filter(
  (name): name is TActionLimitName =>
    'perAccount' in rateLimits[name as TActionLimitName] &&
    'perIp' in rateLimits[name as TActionLimitName] &&
    !('perAccountAndIp' in rateLimits[name as keyof typeof rateLimits]),
);

/** Limits where one account cannot spend the whole address (signed-out limits key the account by the address). */
const sharedAddressLimitNames = actionLimitNames.filter(
  (name) => rateLimits[name].perAccount.max < rateLimits[name].perIp.max,
);

const refusal = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: { statusCode?: number }) => error.statusCode ?? 'unexpected',
  );

describe('action limits: the address counts only what its accounts may do', () => {
  it('covers every named action limit', () => {
    expect(actionLimitNames).toContain('answerCheck');
    expect(actionLimitNames).toContain('practiceSession');
    expect(actionLimitNames.length).toBeGreaterThan(15);
    expect(actionLimitNames.filter((name) => !sharedAddressLimitNames.includes(name))).toEqual(['generatorSignedOut']);
  });

  it.each(sharedAddressLimitNames)(
    '%s: one account refused past its own limit, as often as the address allows, leaves the address open to the next account',
    async (name) => {
      const limiter = createRateLimiter(createMemoryStore());
      const { perIp, perAccount } = rateLimits[name];
      const school = '10.20.0.1';
      const refused: unknown[] = [];
      for (let i = 0; i < perIp.max + 20; i += 1) {
        refused.push(await refusal(limiter.consume(name, { ip: school, account: 'skrypt-ucznia' })));
      }
      expect(refused.filter((status) => status === null)).toHaveLength(Math.min(perAccount.max, perIp.max));
      expect(refused.filter((status) => status !== null && status !== 429)).toEqual([]);
      expect(await refusal(limiter.consume(name, { ip: school, account: 'kolezanka-z-klasy' }))).toBeNull();
    },
  );

  it('the address still refuses past its own limit, and what it refuses does not count against the account', async () => {
    const limiter = createRateLimiter(createMemoryStore());
    const { perIp, perAccount } = rateLimits.answerCheck;
    const school = '10.20.0.2';
    const accounts = Math.ceil(perIp.max / perAccount.max);
    for (let a = 0; a < accounts; a += 1) {
      for (let i = 0; i < perAccount.max; i += 1) {
        await limiter.consume('answerCheck', { ip: school, account: `uczen-${a}` });
      }
    }
    expect(await refusal(limiter.consume('answerCheck', { ip: school, account: 'nowy-uczen' }))).toBe(429);
    // The refused request was given back to its account: from home, the pupil has the whole budget.
    for (let i = 0; i < perAccount.max; i += 1) {
      expect(await refusal(limiter.consume('answerCheck', { ip: '10.30.0.1', account: 'nowy-uczen' }))).toBeNull();
    }
  });
});
