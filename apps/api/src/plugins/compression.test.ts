import fs from 'node:fs/promises';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { TUploadedFile } from '@zadania/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TTestApp, useTestApp } from '../../test/build-test-app';
import { buildHomework, loginAs } from '../../test/factories';
import { createMp4, uploadFile } from '../../test/file-fixtures';
import { writeWebBuild } from '../../test/web-build';
import { compressionThresholdBytes } from './compression';

const indexHtml = '<!doctype html><html><head><title>Zadania</title></head><body><div id="root"></div></body></html>';
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `słowo ${i}`))};\n`;

let webDist: string;
let app: TTestApp;

beforeEach(async () => {
  // As the web build writes them: the asset, and its brotli and gzip variants next to it.
  webDist = await writeWebBuild({
    'index.html': indexHtml,
    'assets/main-abc.js': script,
    'assets/main-abc.js.br': brotliCompressSync(script),
    'assets/main-abc.js.gz': gzipSync(script),
  });
});
const t = useTestApp(() => ({ WEB_DIST: webDist }));
beforeEach(() => {
  app = t.app;
});

afterEach(async () => {
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('API answers', () => {
  it('come as brotli or gzip, as the client accepts, and decode to the same JSON', async () => {
    for (let i = 0; i < 8; i += 1) await buildHomework(app, { description: `<p>Treść zadania numer ${i}.</p>` });
    const plain = await get('/api/homework?limit=8');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(compressionThresholdBytes);

    const br = await get('/api/homework?limit=8', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/application\/json/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await get('/api/homework?limit=8', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('below the threshold are sent as they are', async () => {
    const health = await get('/api/health', { 'accept-encoding': 'br' });
    expect(health.rawPayload.length).toBeLessThan(compressionThresholdBytes);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});

describe('file bytes', () => {
  it('keep their byte ranges (206) and whole downloads uncompressed', async () => {
    const { headers } = await loginAs(app, 'TEACHER');
    const video = createMp4(8192);
    const file: TUploadedFile = (
      await uploadFile(app, headers, { filename: 'film.mp4', content: video, assign: 'HOMEWORK_SOLUTION_VIDEO' })
    ).json();

    const range = await get(file.url!, { range: 'bytes=100-2099', 'accept-encoding': 'br, gzip' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-range']).toBe('bytes 100-2099/8192');
    expect(range.rawPayload.equals(video.subarray(100, 2100))).toBe(true);

    const whole = await get(file.url!, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.headers['content-length']).toBe('8192');
    expect(whole.rawPayload.equals(video)).toBe(true);
  });

  it('are sent as stored even when they are text', async () => {
    const { headers } = await loginAs(app);
    const notes = Buffer.from('Notatki z lekcji o funkcjach kwadratowych.\n'.repeat(100));
    const file: TUploadedFile = (
      await uploadFile(app, headers, { filename: 'notatki.txt', content: notes, assign: 'NOTES_FILE' })
    ).json();
    for (const kind of ['content', 'download']) {
      const response = await get(`/api/file/${file.id}/${kind}`, { ...headers, 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(notes)).toBe(true);
    }
  });
});

describe('built assets', () => {
  it('are sent pre-compressed by Accept-Encoding, immutable, with Vary: Accept-Encoding', async () => {
    const br = await get('/assets/main-abc.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(script);

    const gzip = await get('/assets/main-abc.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(script);

    const plain = await get('/assets/main-abc.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('leave the page itself revalidated on every visit', async () => {
    const page = await get('/homeworks', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });
});
