import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const apiRoot = path.resolve(import.meta.dirname, '..');

export type TApiProcess = { url: string; child: ChildProcess; stop: (signal?: NodeJS.Signals) => Promise<void> };

/**
 * The API as its own process (`src/main.ts`), as one node of several behind a load balancer: for tests and
 * benchmarks of what crosses nodes (Redis, a node killed mid-stream). Resolves once /api/health answers.
 */
export async function startApiProcess(port: number, env: Record<string, string>): Promise<TApiProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
  };
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the API on port ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, stop };
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await stop('SIGKILL');
  throw new Error(`the API on port ${port} did not start`);
}
