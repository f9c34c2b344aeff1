import path from 'node:path';
import { loadConfig } from '../src/config';

/** The configuration of an app under test: its own data folder, no web build, no log, no job workers. */
export const testConfig = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    LOG_LEVEL: 'silent',
    JOB_WORKERS: 'false',
    ...env,
  });

/** What production cannot start without (one node), for tests of production's own rules. */
export const productionEnv = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(48),
  DATABASE_URL: 'postgres://zadania@db.example:5432/zadania',
  PUBLIC_URL: 'https://zadania.example',
  MAIL_URL: 'smtp://mail.example:587',
} as const;
