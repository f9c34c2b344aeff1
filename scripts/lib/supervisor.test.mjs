import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { configErrorExitCode, createRestartPolicy, supervise } from './supervisor.mjs';

describe('the restart policy', () => {
  it('restarts a crash, with a delay that doubles while crashes follow starts closely, then gives up', () => {
    const policy = createRestartPolicy({
      maxFastCrashes: 3,
      fastCrashMs: 60_000,
      firstDelayMs: 1_000,
      maxDelayMs: 3_000,
    });
    const crashAtBoot = { code: 1, signal: null, uptimeMs: 500, stopping: false };
    expect(policy.onExit(crashAtBoot)).toMatchObject({ restart: true, delayMs: 1_000 });
    expect(policy.onExit(crashAtBoot)).toMatchObject({ restart: true, delayMs: 2_000 });
    expect(policy.onExit(crashAtBoot)).toMatchObject({ restart: true, delayMs: 3_000 });
    const gaveUp = policy.onExit(crashAtBoot);
    expect(gaveUp).toMatchObject({ restart: false, exitCode: 1 });
    expect(gaveUp.reason).toContain('nie uruchamiam go ponownie');
  });

  it('counts again from one after a crash that came long after its start', () => {
    const policy = createRestartPolicy({ maxFastCrashes: 2, fastCrashMs: 60_000, firstDelayMs: 1_000 });
    policy.onExit({ code: 1, signal: null, uptimeMs: 10, stopping: false });
    policy.onExit({ code: 1, signal: null, uptimeMs: 10, stopping: false });
    expect(policy.onExit({ code: 1, signal: null, uptimeMs: 3_600_000, stopping: false })).toMatchObject({
      restart: true,
      delayMs: 1_000,
    });
  });

  it('restarts an API killed by the heap limit or the OOM killer, and says why', () => {
    const policy = createRestartPolicy();
    const heap = policy.onExit({ code: null, signal: 'SIGABRT', uptimeMs: 120_000, stopping: false });
    expect(heap).toMatchObject({ restart: true });
    expect(heap.reason).toContain('sygnał SIGABRT');
    expect(policy.onExit({ code: null, signal: 'SIGKILL', uptimeMs: 120_000, stopping: false }).restart).toBe(true);
    expect(policy.onExit({ code: 134, signal: null, uptimeMs: 120_000, stopping: false }).reason).toContain('kod 134');
  });

  it('never restarts a stop, a clean exit or a configuration error', () => {
    const policy = createRestartPolicy();
    expect(policy.onExit({ code: 0, signal: null, uptimeMs: 5, stopping: true })).toMatchObject({
      restart: false,
      exitCode: 0,
    });
    expect(policy.onExit({ code: 0, signal: null, uptimeMs: 5, stopping: false })).toMatchObject({
      restart: false,
      exitCode: 0,
    });
    expect(policy.onExit({ code: null, signal: 'SIGTERM', uptimeMs: 5, stopping: false })).toMatchObject({
      restart: false,
      exitCode: 143,
    });
    expect(policy.onExit({ code: configErrorExitCode, signal: null, uptimeMs: 5, stopping: false })).toMatchObject({
      restart: false,
      exitCode: configErrorExitCode,
    });
  });
});

/** A supervised API whose children, clock and timers the test drives. */
function superviseFake(policyOptions) {
  const children = [];
  const timers = [];
  const lines = [];
  const exits = [];
  let clock = 0;
  const supervisor = supervise({
    start: () => {
      const child = Object.assign(new EventEmitter(), { signals: [], kill: (signal) => child.signals.push(signal) });
      children.push(child);
      return child;
    },
    policy: createRestartPolicy(policyOptions),
    now: () => clock,
    setTimer: (callback, delayMs) => timers.push({ callback, delayMs }) - 1,
    clearTimer: (id) => {
      timers[id] = undefined;
    },
    log: (line) => lines.push(line),
    exit: (code) => exits.push(code),
  });
  return {
    supervisor,
    children,
    timers,
    lines,
    exits,
    advance: (ms) => {
      clock += ms;
    },
  };
}

describe('npm start supervising the API', () => {
  it('starts a crashed API again after the delay, logging the exit and why', () => {
    const run = superviseFake({ firstDelayMs: 1_000 });
    run.advance(90_000);
    run.children[0].emit('exit', 1, null);
    expect(run.lines).toEqual([expect.stringMatching(/API padło po 90 s \(kod 1\); uruchamiam je ponownie za 1 s/)]);
    expect(run.timers).toHaveLength(1);
    expect(run.timers[0].delayMs).toBe(1_000);
    run.timers[0].callback();
    expect(run.children).toHaveLength(2);
    expect(run.exits).toEqual([]);
  });

  it('gives up on a crash loop at boot instead of spinning', () => {
    const run = superviseFake({ maxFastCrashes: 2 });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      run.children.at(-1).emit('exit', 1, null);
      if (attempt < 2) run.timers.at(-1).callback();
    }
    expect(run.children).toHaveLength(3);
    expect(run.exits).toEqual([1]);
  });

  it('passes a stop on to the API and ends with it, also while a restart is pending', () => {
    const run = superviseFake();
    run.supervisor.stop('SIGINT');
    expect(run.children[0].signals).toEqual(['SIGINT']);
    run.children[0].emit('exit', 0, null);
    expect(run.exits).toEqual([0]);
    expect(run.timers).toEqual([]);

    const pending = superviseFake();
    pending.children[0].emit('exit', null, 'SIGSEGV');
    pending.supervisor.stop('SIGTERM');
    expect(pending.timers[0]).toBeUndefined();
    expect(pending.exits).toEqual([0]);
  });
});
