import path from 'node:path';
import { z } from 'zod';

export const defaultJwtSecret = 'dev-only-insecure-secret-change-me-please';

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  MAIL_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Zadania <no-reply@zadania.local>'),
  PUBLIC_URL: z.string().optional(),
  JWT_SECRET: z.string().default(defaultJwtSecret),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
});

export type TConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  mailUrl?: string;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  logLevel: string;
  seedDemo: boolean;
  webDist: string;
  trustProxy: boolean;
};

export class ConfigError extends Error {}

/** Reads the environment once; refuses unsafe production settings. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && (e.JWT_SECRET === defaultJwtSecret || e.JWT_SECRET.length < 32)) {
    throw new ConfigError('JWT_SECRET must be set to a random value of at least 32 characters in production.');
  }
  if (production && e.SEED_DEMO === 'true') {
    throw new ConfigError('SEED_DEMO=true is refused in production: the demo accounts have published passwords.');
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    mailUrl: e.MAIL_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL || `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !production,
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    trustProxy: e.TRUST_PROXY === 'true',
  };
}
