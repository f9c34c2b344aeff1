import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** A free port, chosen once by the runner; its workers inherit it through the environment. */
async function findFreePort() {
  return new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Each worker has a server of its own (its own port and data directory, so nothing a spec does is seen by a
 * spec of the other worker): the runner picks them once and its workers inherit them through the
 * environment, where each takes the one of its slot (TEST_PARALLEL_INDEX). E2E_WORKERS sets how many.
 */
// One by default: on the 2-core CI machine two workers (two servers, two Chromiums) starve each other, and the
// long flows and lazily loaded chunks time out; a machine with more cores sets E2E_WORKERS.
const workers = Number(process.env.E2E_WORKERS ?? 1);
if (!process.env.E2E_PORTS) {
  const ports: number[] = [];
  while (ports.length < workers) {
    const port = await findFreePort();
    if (!ports.includes(port)) ports.push(port);
  }
  process.env.E2E_PORTS = ports.join(',');
  process.env.E2E_DATA_DIRS = ports.map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'zadania-e2e-'))).join(',');
}
const servers = process.env.E2E_PORTS.split(',').map((port, index) => ({
  port: Number(port),
  baseURL: `http://localhost:${port}`,
  dataDir: process.env.E2E_DATA_DIRS!.split(',')[index]!,
}));
const ownServer = servers[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % servers.length]!;
// What the specs' helpers read (the outbox of this worker's server).
process.env.E2E_DATA_DIR = ownServer.dataDir;
const baseURL = ownServer.baseURL;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: servers.length,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: path.join(import.meta.dirname, '../../../.tmp/playwright-results'),
  use: {
    baseURL,
    locale: 'pl-PL',
    // A failed test keeps its trace: every action with the page's DOM before and after, the network and the console.
    // Without the screencast: its frames cost a fifth of the suite's time on the 2-core CI machine (courses and
    // homework-authoring: 58.0 s with it, 47.3 s without, 45.7 s with no trace at all).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // A fake microphone, granted without a prompt: the chat records voice messages.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: servers.map((server) => ({
    command: `node --enable-source-maps ${path.join(import.meta.dirname, 'serve.mjs')}`,
    url: `${server.baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
      PUBLIC_URL: server.baseURL,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The server sits behind the test runner as behind a proxy: session.ts gives each person an address.
      TRUST_PROXY: 'true',
    },
  })),
});
