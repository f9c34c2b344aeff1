import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAfterResponse } from './after-response';

const recordingLog = () => {
  const errors: unknown[][] = [];
  return { errors, log: { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger };
};

describe('after-response tasks', () => {
  it('start after the caller has moved on, and idle() waits for them and for the tasks they start', async () => {
    const { log } = recordingLog();
    const afterResponse = createAfterResponse(log);
    const done: string[] = [];
    afterResponse.run('first', async () => {
      done.push('first');
      afterResponse.run('second', async () => {
        done.push('second');
      });
    });
    await Promise.resolve();
    expect(done).toEqual([]);
    await afterResponse.idle();
    expect(done).toEqual(['first', 'second']);
  });

  it('log a failure instead of throwing it at anyone', async () => {
    const { log, errors } = recordingLog();
    const afterResponse = createAfterResponse(log);
    afterResponse.run('mail', async () => {
      throw new Error('SMTP down');
    });
    await afterResponse.idle();
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toMatchObject({ task: 'mail', err: { message: 'SMTP down' } });
  });
});
