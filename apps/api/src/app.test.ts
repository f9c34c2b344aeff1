import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorMessages } from '@zadania/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp } from '../test/build-test-app';
import { buildHomework } from '../test/factories';
import { productionEnv } from '../test/test-config';
import { writeWebBuild } from '../test/web-build';
import { buildApp } from './app';
import { ConfigError, defaultJwtSecret, loadConfig, refuseHalfConfiguredProduction } from './config';
import { createPgliteDatabase } from './db/client';
import { users } from './db/schema';
import { demoAccounts, seedDemoAccounts } from './seed/demo-accounts';

describe('the app shell', () => {
  const t = useTestApp();

  it('GET /api/health reports the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it("GET /api/ready is 200 once the database is at this build's migration and the catalogue is loaded", async () => {
    await t.app.services.catalogueSnapshots.warmUp();
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ready: true,
      checks: [
        { name: 'serving', ok: true },
        { name: 'database', ok: true },
        { name: 'migrations', ok: true },
        { name: 'catalogue', ok: true },
      ],
    });
  });

  it('has pg_trgm and unaccent, with an immutable unaccent that maps ł to l', async () => {
    const result = await t.app.db.execute<{ v: string; s: number }>(
      sql`select immutable_unaccent('Zażółć gęślą jaźń Łódź') as v, similarity('rownanie', 'równanie') as s`,
    );
    const row = (result as unknown as { rows: { v: string; s: number }[] }).rows[0]!;
    expect(row.v).toBe('Zazolc gesla jazn Lodz');
    expect(Number(row.s)).toBeGreaterThan(0.3);
  });

  it('serves OpenAPI generated from the zod schemas at /api/docs', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const route of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/login-2fa',
      '/api/user/me',
      '/api/user/{id}',
    ]) {
      expect(spec.paths).toHaveProperty([route]);
    }
    const register = spec.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty('consent');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('answers unknown API paths with a Polish 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nie-ma-takiej-sciezki' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: errorMessages.routeNotFound });
  });

  it('answers malformed JSON with a Polish 400 and no internals', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: errorMessages.badRequest });
  });

  it('sends the security headers on every response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(
      /frame-src 'self' https:\/\/www\.youtube\.com https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com/,
    );
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('unexpected failures', () => {
  it('become a Polish 500 without the stack trace', async () => {
    const app = await buildTestApp();
    try {
      const database = app.database;
      await database.close();
      const response = await app.inject({ method: 'GET', url: '/api/homework-type' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        message: errorMessages.server,
      });
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

describe('configuration', () => {
  it('refuses to start in production with the default or a short secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: defaultJwtSecret })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'krotki' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ ...productionEnv, JWT_SECRET: 'krotki' })).toThrow(/JWT_SECRET/);
    const config = loadConfig(productionEnv);
    expect(config.seedDemo).toBe(false);
  });

  it('never seeds the demo accounts, whose passwords are published, in production', () => {
    expect(() => loadConfig({ ...productionEnv, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
  });

  it('refuses to start a production node half-configured, naming every missing setting on a line of its own', () => {
    const refusal = (env: Record<string, string>) => () => refuseHalfConfiguredProduction(loadConfig(env), env);
    const { DATABASE_URL, PUBLIC_URL, MAIL_URL, ...secretOnly } = productionEnv;
    expect(refusal(secretOnly)).toThrow(ConfigError);
    expect(refusal(secretOnly)).toThrow(
      /^NODE_ENV=production needs these settings:\n {2}DATABASE_URL: .+\n {2}PUBLIC_URL: .+\n {2}MAIL_URL: .+$/,
    );
    expect(refusal(productionEnv)).not.toThrow();
    // One of several nodes also needs shared Redis and shared file storage.
    expect(refusal({ ...productionEnv, NODES: '3' })).toThrow(
      /needs these settings:\n {2}REDIS_URL: .+\n {2}S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: .+$/,
    );
    expect(refusal({ ...productionEnv, CLUSTER: 'true', REDIS_URL: 'redis://redis:6379' })).toThrow(
      /needs these settings:\n {2}S3_ENDPOINT/,
    );
    const s3 = { S3_ENDPOINT: 'http://s3:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };
    expect(refusal({ ...productionEnv, ...s3, NODES: '3', REDIS_URL: 'redis://redis:6379' })).not.toThrow();
    // Development keeps every embedded default, on one node or several.
    expect(refusal({ NODES: '3' })).not.toThrow();
    expect(loadConfig({ NODES: '3' }).clustered).toBe(true);
  });

  it('trusts X-Forwarded-For only from the listed proxies in production', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ ...productionEnv, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true is refused/);
    expect(loadConfig({ ...productionEnv, TRUST_PROXY: '10.0.0.5, 10.0.1.0/24,::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5,nginx' })).toThrow(/not an IP address or range: nginx/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/10\.0\.0\.0\/33/);
  });

  it('refuses a TRUST_PROXY that trusts everyone, however it is written, with the configuration message', () => {
    const everyone = [
      '0.0.0.0/0',
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.5,0.0.0.0/7',
      '::/0',
      '2000::/3',
      '::ffff:0:0/96',
      '::ffff:0.0.0.0/97',
      Array.from({ length: 256 }, (_, index) => `${index}.0.0.0/8`).join(','),
      [...Array.from({ length: 128 }, (_, index) => `${index}.0.0.0/8`), '::ffff:128.0.0.0/97'].join(','),
    ];
    for (const value of everyone) {
      for (const env of [{}, productionEnv]) {
        expect(() => loadConfig({ ...env, TRUST_PROXY: value }), value).toThrow(ConfigError);
        expect(() => loadConfig({ ...env, TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY trusts everyone/);
      }
    }
    const narrow = [
      '10.0.0.0/8',
      '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16',
      '2001:db8::/32',
      '::ffff:10.0.0.0/104',
      'fd00::1',
    ];
    for (const value of narrow)
      expect(loadConfig({ ...productionEnv, TRUST_PROXY: value }).trustProxy).toEqual(value.split(','));
  });

  it('runs jobs on worker nodes only when ROLE is set', () => {
    expect(loadConfig({}).jobs.workers).toBe(true);
    expect(loadConfig({ ROLE: 'web' }).jobs.workers).toBe(false);
    expect(loadConfig({ ROLE: 'worker' }).jobs.workers).toBe(true);
    expect(loadConfig({ ROLE: 'all', JOB_WORKERS: 'false' }).jobs.workers).toBe(false);
  });

  it('defaults to port 3000, ./data and a public URL on that port', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemo).toBe(true);
  });
});

describe('embedded PGlite in DATA_DIR', () => {
  it('keeps the data across a restart and seeds the demo accounts once', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-persist-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      const first = await createPgliteDatabase(path.join(dataDir, 'pglite'));
      await first.migrate();
      expect(await seedDemoAccounts(first.db)).toHaveLength(demoAccounts.length);
      const app = await buildApp({ config, database: first, ownsDatabase: true, logger: false });
      const register = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          email: 'trwaly@example.com',
          username: 'trwaly',
          password: { password: 'bezpieczne1', confirmPassword: 'bezpieczne1' },
          role: 'USER',
          consent: true,
        },
      });
      expect(register.statusCode).toBe(201);
      await app.close();

      const second = await createPgliteDatabase(path.join(dataDir, 'pglite'));
      try {
        await second.migrate();
        expect(await seedDemoAccounts(second.db)).toHaveLength(0);
        const [row] = await second.db.select().from(users).where(eq(users.email, 'trwaly@example.com'));
        expect(row).toMatchObject({ username: 'trwaly' });
        const extensions = await second.pglite!.query<{ extname: string }>(
          'select extname from pg_extension order by extname',
        );
        expect(extensions.rows.map((r) => r.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
        const folded = await second.pglite!.query<{ v: string }>(
          "select immutable_unaccent('Zażółć gęślą jaźń Łódź') as v",
        );
        expect(folded.rows[0]!.v).toBe('Zazolc gesla jazn Lodz');
        // A small buffer cache: PGlite's memory is the node's (issue 35).
        const buffers = await second.pglite!.query<{ shared_buffers: string }>('show shared_buffers');
        expect(buffers.rows[0]!.shared_buffers).toBe('32MB');
      } finally {
        await second.close();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});

describe('the single-page app', () => {
  it('serves index.html for page routes and files as they are, never for /api or missing files', async () => {
    const webDist = await writeWebBuild({
      'index.html': '<!doctype html><div id="root"></div>',
      'assets/main-abc.js': 'console.log(1)',
    });
    const app = await buildTestApp({ WEB_DIST: webDist });
    try {
      const html = { accept: 'text/html,application/xhtml+xml' };
      const page = await app.inject({ method: 'GET', url: '/account/security', headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('id="root"');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");

      const asset = await app.inject({ method: 'GET', url: '/assets/main-abc.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');

      expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      const badUrl = await app.inject({ method: 'GET', url: '/homeworks/%E0%A4%A', headers: html });
      expect(badUrl.statusCode).toBe(400);
      expect(badUrl.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: errorMessages.badUrl });
      const api = await app.inject({ method: 'GET', url: '/api/missing', headers: html });
      expect(api.statusCode).toBe(404);
      expect(api.json().message).toBe(errorMessages.routeNotFound);
    } finally {
      await app.close();
      await fs.rm(webDist, { recursive: true, force: true });
    }
  });
});

describe('task pages before JavaScript runs', () => {
  it('carry the task title, description, canonical link and text, escaped; other pages stay plain', async () => {
    const webDist = await writeWebBuild({
      'index.html':
        '<!doctype html><html><head><meta name="description" content="Ogólny opis" /><title>Zadania</title></head><body><div id="root"></div></body></html>',
    });
    const app = await buildTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://zadania.example' });
    try {
      const task = await buildHomework(app, {
        slug: 'rownanie-z-pulapka',
        description:
          '<p>Rozwiąż <span data-type="inline-math" data-latex="x^2 &lt; 4"></span> &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      });
      const secret = await buildHomework(app, { status: 'PRIVATE', description: '<p>Tajne zadanie</p>' });
      const html = { accept: 'text/html' };
      const page = await app.inject({ method: 'GET', url: `/homeworks/${task.slug}`, headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(
        '<title>Zadanie: Rozwiąż x² &lt; 4 &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; — Zadania</title>',
      );
      expect(page.body).toContain(
        '<link rel="canonical" href="https://zadania.example/homeworks/rownanie-z-pulapka" />',
      );
      expect(page.body).toContain('<meta name="description" content="Rozwiąż x² &lt; 4');
      expect(page.body).not.toContain('Ogólny opis');
      expect(page.body).not.toContain('<script>');
      expect(page.body).toMatch(/<div id="root"><article><h1>Zadanie<\/h1><p>Rozwiąż x² &lt; 4/);

      const hidden = await app.inject({ method: 'GET', url: `/homeworks/${secret.slug}`, headers: html });
      expect(hidden.body).not.toContain('Tajne');
      expect(hidden.body).toContain('<title>Zadania</title>');
      const other = await app.inject({ method: 'GET', url: '/resources/concepts', headers: html });
      expect(other.body).toContain('<title>Zadania</title>');
    } finally {
      await app.close();
      await fs.rm(webDist, { recursive: true, force: true });
    }
  });
});
