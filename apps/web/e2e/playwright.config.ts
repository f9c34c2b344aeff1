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

if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = String(await findFreePort());
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'zadania-e2e-'));
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  outputDir: path.join(import.meta.dirname, '../../../.tmp/playwright-results'),
  use: {
    baseURL,
    locale: 'pl-PL',
    trace: 'retain-on-failure',
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
  webServer: {
    command: `node --import tsx ${path.join(import.meta.dirname, 'serve.ts')}`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR!,
      PUBLIC_URL: baseURL,
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // The server sits behind the test runner as behind a proxy: session.ts gives each person an address.
      TRUST_PROXY: 'true',
    },
  },
});
