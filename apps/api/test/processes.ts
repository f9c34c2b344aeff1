import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';

/** A port nobody listens on right now (the OS picks it). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A Redis of the test's own (the machine's stays up), which the test stops and starts again. */
export async function startRedis(port: number) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 50 });
  // Refused until the server listens: that is what the probe waits out.
  probe.on('error', () => {});
  try {
    for (let attempt = 0; (await probe.ping().catch(() => 'down')) !== 'PONG'; attempt += 1) {
      if (attempt > 200) throw new Error(`redis-server on port ${port} did not start`);
      await sleep(50);
    }
  } finally {
    probe.disconnect();
  }
  return child;
}

export const stopProcess = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
