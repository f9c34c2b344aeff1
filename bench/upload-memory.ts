/**
 * npm run bench:upload -- [--size-mb 1024] [--sample-ms 50]
 *
 * Starts the real API (production config, embedded PGlite, local-disk storage in a temporary
 * DATA_DIR) on a random port and streams a generated video (a valid MP4 ftyp box, then filler
 * bytes, produced by a Readable as it is sent, never held in memory) through POST /api/file over
 * real HTTP as a teacher (kind HOMEWORK_SOLUTION_VIDEO). Samples process.memoryUsage().rss every
 * 50 ms and prints the RSS before, the peak and the throughput; writes
 * bench/results/upload-memory-<timestamp>.json.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { createPgliteDatabase } from '../apps/api/src/db/client';
import { hashPassword } from '../apps/api/src/modules/auth/auth.service';
import { createUsersRepository } from '../apps/api/src/modules/users/users.repository';

const { values: args } = parseArgs({
  options: {
    'size-mb': { type: 'string', default: '1024' },
    'sample-ms': { type: 'string', default: '50' },
  },
});

const mib = 1024 * 1024;
const size = Number(args['size-mb']) * mib;
const sampleMs = Number(args['sample-ms']);
const toMib = (bytes: number) => Math.round((bytes / mib) * 10) / 10;

/** `size` bytes of a video: an MP4 ftyp box, then filler, in 64 KiB chunks made as they are read. */
function generatedVideo(total: number) {
  const chunk = Buffer.alloc(64 * 1024);
  for (let i = 0; i < chunk.length; i += 1) chunk[i] = i % 251;
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4);
  ftyp.write('isom', 8);
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write('isomiso2', 16);
  let sent = 0;
  return new Readable({
    highWaterMark: 64 * 1024,
    read() {
      if (sent >= total) return this.push(null);
      const length = Math.min(chunk.length, total - sent);
      const next = Buffer.allocUnsafe(length);
      chunk.copy(next, 0, 0, length);
      if (sent === 0) ftyp.copy(next, 0);
      sent += length;
      this.push(next);
    },
  });
}

async function main() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-upload-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-only-secret-0123456789abcdef-0123456789',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const database = await createPgliteDatabase();
  await database.migrate();
  const app = await buildApp({ config, database, ownsDatabase: true });
  try {
    const password = 'Benchmark1234';
    await createUsersRepository(database.db).insert({
      email: 'bench-teacher@zadania.local',
      username: 'benchteacher',
      displayName: 'Bench',
      role: 'TEACHER',
      emailConfirmedAt: new Date(),
      consentAt: new Date(),
      passwordHash: await hashPassword(password),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The app did not listen on a TCP port.');
    const baseUrl = `http://127.0.0.1:${address.port}`;
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench-teacher@zadania.local', password }),
    });
    const { token } = (await login.json()) as { token: string };

    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, sampleMs);

    const boundary = '----zadania-bench-upload';
    const preamble = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="assign"\r\n\r\nHOMEWORK_SOLUTION_VIDEO\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="film-benchmark.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
    const started = performance.now();
    const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        `${baseUrl}/api/file`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(preamble.length + size + epilogue.length),
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            body += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      pipeline(
        Readable.from(
          (async function* () {
            yield preamble;
            yield* generatedVideo(size);
            yield epilogue;
          })(),
        ),
        request,
      ).catch(reject);
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (response.status !== 200) throw new Error(`Upload failed: ${response.status} ${response.body}`);
    const file = JSON.parse(response.body) as { id: string; size: number; name: string };
    const stored = await fs.stat(path.join(config.files.dir, file.name));
    if (file.size !== size || stored.size !== size) throw new Error(`Stored ${stored.size} bytes, expected ${size}`);

    const result = {
      date: new Date().toISOString(),
      fileBytes: size,
      storage: config.files.s3 ? 's3' : 'local',
      rssBeforeMiB: toMib(rssBefore),
      rssPeakMiB: toMib(peak),
      rssGrowthMiB: toMib(peak - rssBefore),
      seconds: Math.round(seconds * 100) / 100,
      throughputMiBps: Math.round((size / mib / seconds) * 10) / 10,
      sampleMs,
      machine: { node: process.version, cpus: os.cpus().length, totalMemMiB: toMib(os.totalmem()) },
    };
    console.log(`Plik: ${toMib(size)} MiB przesłany w ${result.seconds} s (${result.throughputMiBps} MiB/s)`);
    console.log(
      `RSS przed: ${result.rssBeforeMiB} MiB, szczyt: ${result.rssPeakMiB} MiB (+${result.rssGrowthMiB} MiB)`,
    );
    const resultsDir = path.join(import.meta.dirname, 'results');
    await fs.mkdir(resultsDir, { recursive: true });
    const resultFile = path.join(resultsDir, `upload-memory-${result.date.replace(/:/g, '-')}.json`);
    await fs.writeFile(resultFile, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Wynik: ${path.relative(process.cwd(), resultFile)}`);
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
