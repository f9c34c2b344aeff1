import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  classLimits,
  concurrentUploadsPerUser,
  parseCommerceConfig,
  type TCommerceConfig,
  userStorageLimit,
} from '@zadania/shared';
import { z } from 'zod';
import { readAddressOrRange, tooWideProxies } from './lib/trusted-proxies';

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
  /** 'false', 'true' (not in production) or the proxies' addresses and ranges, comma-separated. */
  TRUST_PROXY: z.string().default('false'),
  /** How many API nodes serve this platform (or CLUSTER=true): several nodes need shared state. */
  NODES: z.coerce.number().int().min(1).default(1),
  CLUSTER: z.enum(['true', 'false']).default('false'),
  /** web: HTTP only; worker: runs the background jobs (and Chromium for PDFs); all: both. */
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  /** false: wait for `npm run migrate` to bring the database to this build's version instead of migrating. */
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  /** GET /metrics answers only with `Authorization: Bearer <token>`; unset: no metrics route. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** After SIGTERM: how long the node keeps serving (not ready, closing each connection after its answer). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(20_000).default(0),
  /** After SIGTERM and the drain: how long requests in flight (uploads included) may take to finish. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(25_000).default(15_000),
  BODY_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  S3_ENDPOINT: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  VIDEO_EMBED_URL_TEMPLATE: z.string().optional(),
  FILE_IMPORT_ALLOW_PRIVATE: z.enum(['true', 'false']).default('false'),
  FILE_IMPORT_ALLOWED_ADDRESSES: z.string().optional(),
  FILE_UPLOAD_MAX_BYTES: z.coerce.number().int().positive().optional(),
  FILE_USER_STORAGE_LIMIT: z.coerce.number().int().positive().optional(),
  FILE_IMAGE_MAX_PIXELS: z.coerce.number().int().positive().default(50_000_000),
  FILE_UPLOADS_PER_USER: z.coerce.number().int().positive().default(concurrentUploadsPerUser),
  FILE_ORPHAN_GRACE_SECONDS: z.coerce.number().int().positive().default(3600),
  BOOKS_API_URL: z.url().default('https://openlibrary.org'),
  BOOKS_COVERS_URL: z.url().default('https://covers.openlibrary.org'),
  JOB_WORKERS: z.enum(['true', 'false']).default('true'),
  JOB_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(2),
  MEETING_URL_TEMPLATE: z.string().optional(),
  /** A JSON file with the commerce configuration (seller, plans, packages, prices); defaults for what it leaves out. */
  COMMERCE_CONFIG_FILE: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Points the Stripe SDK elsewhere (a local fake in tests): 'http://127.0.0.1:12111'. */
  STRIPE_API_URL: z.url().optional(),
  /** 'demo' forces the local demo provider (refused in production); default: Stripe with keys, else demo outside production. */
  PAYMENT_PROVIDER: z.enum(['stripe', 'demo', 'none']).optional(),
  /** The Chromium that prints PDFs (invoices, list PDFs); /usr/bin/chromium when unset. */
  CHROMIUM_PATH: z.string().optional(),
  /** Where the PDF job's browser opens the web app's printable pages (default: this node, http://127.0.0.1:PORT). */
  PDF_RENDER_URL: z.url().or(z.literal('')).optional(),
  /** Active pupils one class may have (issue 56). */
  CLASS_MAX_PUPILS: z.coerce.number().int().min(1).max(1000).default(classLimits.maxPupils),
  /** Live (not archived) classes one teacher may own (issue 56). */
  TEACHER_MAX_CLASSES: z.coerce.number().int().min(1).max(1000).default(classLimits.maxClasses),
  /** The LTI 1.3 tool's signing key (issue 56): a PKCS#8 PEM or a private JWK; unset: one generated and kept in the database. */
  LTI_PRIVATE_KEY: z.string().optional(),
  /** Google Classroom (issue 56): the school's OAuth client; both or neither. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Points the Classroom SDK and OAuth elsewhere (a local fake in tests); Google's own by default. */
  GOOGLE_API_ROOT_URL: z.url().optional(),
  GOOGLE_OAUTH_TOKEN_URL: z.url().optional(),
  GOOGLE_OAUTH_AUTH_URL: z.url().optional(),
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
  /** Whose X-Forwarded-For is believed: nobody, everybody (not in production) or these addresses. */
  trustProxy: boolean | string[];
  /** One of several nodes: state must live in PostgreSQL, Redis and S3, never in the process. */
  clustered: boolean;
  role: 'web' | 'worker' | 'all';
  migrateOnStart: boolean;
  metricsToken?: string;
  shutdown: { drainMs: number; graceMs: number };
  /** A request body that sends nothing for this long is answered 408 and its connection closed. */
  bodyIdleTimeoutMs: number;
  files: TFilesConfig;
  /** An Open Library compatible book search API and its covers (the citation dialog). */
  books: { searchUrl: string; coversUrl: string };
  /** Background jobs: whether this node runs them (it always queues them), and how often an idle worker looks. */
  jobs: { workers: boolean; pollingIntervalSeconds: number };
  /** Join link of a chat meeting, `{meetingId}` replaced; meetings are stored without a link when unset. */
  meetingUrlTemplate?: string;
  commerce: TCommerceConfig;
  payments: TPaymentsConfig;
  /** PDFs printed by headless Chromium: its executable, and the web app it opens for printable pages. */
  pdf: { chromiumPath?: string; renderUrl: string };
  /** School classes: active pupils a class, live classes a teacher owns. */
  classes: { maxPupils: number; maxClasses: number };
  /** LTI 1.3 for Moodle: the tool's private key when configured (else one generated once into the database). */
  lti: { privateKey?: string };
  /** Google Classroom: null without an OAuth client (no Classroom buttons, its routes answer 404). */
  classroom: TClassroomConfig | null;
};

export type TClassroomConfig = {
  clientId: string;
  clientSecret: string;
  apiRootUrl: string;
  tokenUrl: string;
  authUrl: string;
};

export type TS3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

export type TFilesConfig = {
  /** Local-disk storage root (DATA_DIR/files), used when `s3` is not set. */
  dir: string;
  s3?: TS3Config;
  /** Hosted-video player URL with a `{guid}` placeholder. */
  videoEmbedUrlTemplate?: string;
  /** URL imports may reach private and loopback addresses (tests and trusted networks only). */
  importAllowPrivate: boolean;
  /** Addresses URL imports may reach even though they are private (tests). */
  importAllowedAddresses: string[];
  /** A cap applied on top of every kind's own limit. */
  uploadMaxBytes?: number;
  /** Per-user storage limit (admins are not limited). */
  userStorageLimit: number;
  imageMaxPixels: number;
  /** Uploads (multipart or URL import) one user may have in flight at once. */
  uploadsPerUser: number;
  /** Partial writes and stored objects without a row are swept once older than this. */
  orphanGraceMs: number;
};

/**
 * Who takes card, BLIK and Przelewy24 payments: Stripe (keys set), the local demo provider (no keys, never in
 * production) or nobody (production without keys: only bank transfers are offered).
 */
export type TPaymentsConfig =
  | { provider: 'stripe'; stripe: { secretKey: string; webhookSecret: string; apiUrl?: string } }
  | { provider: 'demo' }
  | { provider: 'none' };

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
  const s3Values = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Values.some(Boolean) && !s3Values.every(Boolean)) {
    throw new ConfigError(
      'S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together.',
    );
  }
  const template = e.VIDEO_EMBED_URL_TEMPLATE || undefined;
  if (template && (!/^https:\/\/[^/]+\//.test(template) || !template.includes('{guid}'))) {
    throw new ConfigError('VIDEO_EMBED_URL_TEMPLATE must be an https URL containing {guid}.');
  }
  const meetingUrlTemplate = e.MEETING_URL_TEMPLATE || undefined;
  if (
    meetingUrlTemplate &&
    (!/^https:\/\/[^/]+\//.test(meetingUrlTemplate) || !meetingUrlTemplate.includes('{meetingId}'))
  ) {
    throw new ConfigError('MEETING_URL_TEMPLATE must be an https URL containing {meetingId}.');
  }
  const production = e.NODE_ENV === 'production';
  if (production && (e.JWT_SECRET === defaultJwtSecret || e.JWT_SECRET.length < 32)) {
    throw new ConfigError('JWT_SECRET must be set to a random value of at least 32 characters in production.');
  }
  if (production && e.PAYMENT_PROVIDER === 'demo') {
    throw new ConfigError(
      'PAYMENT_PROVIDER=demo is refused in production: the demo provider confirms payments without money.',
    );
  }
  if (!!e.STRIPE_SECRET_KEY !== !!e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together.');
  }
  if (!!e.GOOGLE_CLIENT_ID !== !!e.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError('Google Classroom needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together.');
  }
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.');
  }
  const paymentProvider = e.PAYMENT_PROVIDER ?? (e.STRIPE_SECRET_KEY ? 'stripe' : production ? 'none' : 'demo');
  let commerce: TCommerceConfig;
  try {
    commerce = parseCommerceConfig(
      e.COMMERCE_CONFIG_FILE ? JSON.parse(readFileSync(path.resolve(e.COMMERCE_CONFIG_FILE), 'utf8')) : {},
    );
  } catch (error) {
    throw new ConfigError(`COMMERCE_CONFIG_FILE is not a valid commerce configuration: ${String(error)}`);
  }
  const clustered = e.NODES > 1 || e.CLUSTER === 'true';
  const trustProxy = parseTrustProxy(e.TRUST_PROXY, production);
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
    trustProxy,
    clustered,
    role: e.ROLE,
    migrateOnStart: e.MIGRATE_ON_START === 'true',
    metricsToken: e.METRICS_TOKEN,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_MS, graceMs: e.SHUTDOWN_GRACE_MS },
    bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_MS,
    files: {
      dir: path.join(path.resolve(e.DATA_DIR), 'files'),
      s3: s3Values.every(Boolean)
        ? {
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            region: e.S3_REGION,
          }
        : undefined,
      videoEmbedUrlTemplate: template,
      importAllowPrivate: e.FILE_IMPORT_ALLOW_PRIVATE === 'true',
      importAllowedAddresses: (e.FILE_IMPORT_ALLOWED_ADDRESSES ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean),
      uploadMaxBytes: e.FILE_UPLOAD_MAX_BYTES,
      userStorageLimit: e.FILE_USER_STORAGE_LIMIT ?? userStorageLimit,
      imageMaxPixels: e.FILE_IMAGE_MAX_PIXELS,
      uploadsPerUser: e.FILE_UPLOADS_PER_USER,
      orphanGraceMs: e.FILE_ORPHAN_GRACE_SECONDS * 1000,
    },
    books: { searchUrl: e.BOOKS_API_URL, coversUrl: e.BOOKS_COVERS_URL },
    jobs: {
      workers: e.ROLE !== 'web' && e.JOB_WORKERS === 'true',
      pollingIntervalSeconds: e.JOB_POLLING_INTERVAL_SECONDS,
    },
    meetingUrlTemplate,
    commerce,
    payments:
      paymentProvider === 'stripe'
        ? {
            provider: 'stripe',
            stripe: {
              secretKey: e.STRIPE_SECRET_KEY!,
              webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
              apiUrl: e.STRIPE_API_URL,
            },
          }
        : { provider: paymentProvider },
    pdf: {
      chromiumPath: e.CHROMIUM_PATH || undefined,
      renderUrl: (e.PDF_RENDER_URL || `http://127.0.0.1:${e.PORT}`).replace(/\/$/, ''),
    },
    classes: { maxPupils: e.CLASS_MAX_PUPILS, maxClasses: e.TEACHER_MAX_CLASSES },
    lti: { privateKey: e.LTI_PRIVATE_KEY || undefined },
    classroom:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            apiRootUrl: e.GOOGLE_API_ROOT_URL ?? 'https://classroom.googleapis.com/',
            tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
            authUrl: e.GOOGLE_OAUTH_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
          }
        : null,
  };
}

/**
 * A production node (main.ts, migrate.ts) never falls back to a per-process default (PGlite, an outbox folder,
 * localhost links; with several nodes also per-node limits and local files): each missing setting is named on a
 * line of its own. Not part of loadConfig: benchmarks and tests build a production app on a database they opened.
 */
export function refuseHalfConfiguredProduction(config: TConfig, env: NodeJS.ProcessEnv = process.env) {
  if (config.env !== 'production') return;
  const e = ZConfig.parse(env);
  const clustered = config.clustered;
  const missing: string[] = [];
  if (!e.DATABASE_URL)
    missing.push('DATABASE_URL: the PostgreSQL server (the embedded PGlite is for one machine in development)');
  if (!e.PUBLIC_URL) missing.push('PUBLIC_URL: the address people open, used in e-mail links (else http://localhost)');
  if (!e.MAIL_URL) missing.push('MAIL_URL: the SMTP server (else e-mails only land in DATA_DIR/outbox)');
  if (clustered && !e.REDIS_URL) {
    missing.push('REDIS_URL: Redis shared by the nodes (else rate limits, upload slots and realtime stay per node)');
  }
  if (clustered && !e.S3_ENDPOINT) {
    missing.push(
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: shared storage (else files stay on one node)',
    );
  }
  if (missing.length) {
    throw new ConfigError(
      `NODE_ENV=production needs these settings:\n${missing.map((line) => `  ${line}`).join('\n')}`,
    );
  }
}

/** TRUST_PROXY: trusting every sender's X-Forwarded-For would let anyone pick the address the login limits count. */
function parseTrustProxy(value: string, production: boolean): boolean | string[] {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') {
    if (production) {
      throw new ConfigError(
        "TRUST_PROXY=true is refused in production: list the proxies' addresses (TRUST_PROXY=10.0.0.5,10.0.0.6 or a range such as 10.0.0.0/24).",
      );
    }
    return true;
  }
  const addresses = trimmed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const ranges = addresses.map(readAddressOrRange);
  const invalid = addresses.filter((_, index) => ranges[index] === null);
  if (invalid.length) throw new ConfigError(`TRUST_PROXY: not an IP address or range: ${invalid.join(', ')}`);
  const tooWide = tooWideProxies(ranges.filter((range) => range !== null));
  if (tooWide) {
    throw new ConfigError(
      `TRUST_PROXY trusts everyone (${tooWide}): list the proxies' addresses or ranges no wider than /8 in IPv4 and /32 in IPv6 (TRUST_PROXY=10.0.0.5,10.0.0.6 or a range such as 10.0.0.0/24).`,
    );
  }
  return addresses;
}
