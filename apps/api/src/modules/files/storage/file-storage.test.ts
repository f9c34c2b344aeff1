import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/build-test-app';
import { loginAs } from '../../../../test/factories';
import { createMp4, createPdf, createPng, uploadFile } from '../../../../test/file-fixtures';
import { files } from '../../../db/schema';
import { StorageNotFoundError, StorageWriteError, type TFileStorage } from './file-storage';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

const bucket = 'zadania-test';
let s3: { server: S3rver; endpoint: string; dir: string };
let localDir: string;

beforeAll(async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  s3 = { server, endpoint: `http://127.0.0.1:${port}`, dir };
  localDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-local-'));
});

afterAll(async () => {
  await s3?.server.close();
  await fs.rm(s3.dir, { recursive: true, force: true });
  await fs.rm(localDir, { recursive: true, force: true });
});

const s3Env = () => ({
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_REGION: 'us-east-1',
});

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** A stream of `size` bytes in 64 KiB chunks, produced as read. */
function generated(size: number, failAt?: number) {
  let sent = 0;
  return new Readable({
    read() {
      if (failAt !== undefined && sent >= failAt) return this.destroy(new Error('przerwane'));
      if (sent >= size) return this.push(null);
      const chunk = Buffer.alloc(Math.min(65536, size - sent));
      for (let i = 0; i < chunk.length; i += 1) chunk[i] = (sent + i) % 256;
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

const drivers: [string, () => TFileStorage][] = [
  ['local disk', () => createLocalStorage(localDir)],
  ['S3 (s3rver)', () => createS3Storage({ ...s3Config() })],
];

function s3Config() {
  return { endpoint: s3.endpoint, bucket, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', region: 'us-east-1' };
}

describe.each(drivers)('%s storage', (_name, create) => {
  it('stores a stream, reads it whole or by range, stats and deletes it', async () => {
    const storage = create();
    // 12 MiB: more than one S3 multipart part.
    const size = 12 * 1024 * 1024 + 123;
    expect(await storage.put('a1/plik.bin', generated(size), { contentType: 'application/octet-stream' })).toEqual({
      size,
    });
    expect(await storage.stat('a1/plik.bin')).toEqual({ size });
    const whole = await readAll(await storage.get('a1/plik.bin'));
    expect(whole.length).toBe(size);
    expect(whole[size - 1]).toBe((size - 1) % 256);
    const range = await readAll(await storage.get('a1/plik.bin', { start: 1000, end: 1009 }));
    expect([...range]).toEqual(Array.from({ length: 10 }, (_, i) => (1000 + i) % 256));
    await storage.delete('a1/plik.bin');
    expect(await storage.stat('a1/plik.bin')).toBeNull();
    await expect(storage.get('a1/plik.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
    await storage.delete('a1/plik.bin');
    await storage.close();
  });

  it('leaves nothing behind when the stream fails, and refuses keys that could escape', async () => {
    const storage = create();
    // The stream's own failure comes back as it is: it is the sender's, not the storage's.
    await expect(
      storage.put('przerwany.bin', generated(10 * 1024 * 1024, 6 * 1024 * 1024), { contentType: 'x/y' }),
    ).rejects.toThrow(/^przerwane$/);
    expect(await storage.stat('przerwany.bin')).toBeNull();
    if (storage.driver === 'local') {
      const left = await fs.readdir(localDir, { recursive: true });
      expect(left.filter((entry) => entry.includes('.'))).toEqual([]);
    }
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'A.png', '', 'a//b']) {
      await expect(storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'x/y' }), key).rejects.toThrow(
        /Invalid storage key/,
      );
    }
    await storage.close();
  });

  it('lists its objects with the time they were written', async () => {
    const storage = create();
    const before = Date.now() - 2000;
    await storage.put('lista/a.bin', generated(10), { contentType: 'x/y' });
    await storage.put('lista/b.bin', generated(20), { contentType: 'x/y' });
    const listed = [];
    for await (const entry of storage.list()) if (entry.key.startsWith('lista/')) listed.push(entry);
    expect(listed.map((entry) => entry.key).sort()).toEqual(['lista/a.bin', 'lista/b.bin']);
    for (const entry of listed) {
      expect(entry.partialOf).toBeUndefined();
      expect(entry.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(entry.modifiedAt.getTime()).toBeLessThan(Date.now() + 2000);
      await storage.delete(entry.key);
    }
    await storage.close();
  });
});

describe('storage that refuses a write', () => {
  it('local disk: rejects with StorageWriteError and its cause, leaving nothing', async () => {
    const root = path.join(localDir, 'plik-zamiast-katalogu');
    await fs.writeFile(root, '');
    const storage = createLocalStorage(root);
    const failure = await storage.put('a.bin', generated(1000), { contentType: 'x/y' }).catch((error) => error);
    expect(failure).toBeInstanceOf(StorageWriteError);
    expect((failure as StorageWriteError).cause).toMatchObject({ code: expect.any(String) });
    expect(await fs.readFile(root, 'utf8')).toBe('');
  });

  it('S3: rejects with StorageWriteError when the bucket does not exist', async () => {
    const storage = createS3Storage({ ...s3Config(), bucket: 'nie-ma-takiego' });
    const failure = await storage.put('a.bin', generated(1000), { contentType: 'x/y' }).catch((error) => error);
    expect(failure).toBeInstanceOf(StorageWriteError);
    await storage.close();
  });
});

describe('local disk listing', () => {
  it('marks partial writes with the key they are written for', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-list-'));
    try {
      await fs.mkdir(path.join(root, 'thumbnails'));
      await fs.writeFile(path.join(root, 'thumbnails', 'x.webp.0123456789ab.part'), 'x');
      await fs.writeFile(path.join(root, 'y.png'), 'y');
      const listed = [];
      for await (const entry of createLocalStorage(root).list()) listed.push(entry);
      expect(
        listed.map(({ key, partialOf }) => ({ key, partialOf })).sort((a, b) => a.key.localeCompare(b.key)),
      ).toEqual([
        { key: 'thumbnails/x.webp.0123456789ab.part', partialOf: 'thumbnails/x.webp' },
        { key: 'y.png', partialOf: undefined },
      ]);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});

describe('the API on S3 storage', () => {
  it('uploads, serves ranges and deletes through the bucket', async () => {
    const app = await buildTestApp(s3Env());
    try {
      expect(app.fileStorage.driver).toBe('s3');
      const { headers } = await loginAs(app, 'TEACHER');
      const png = await createPng(500, 400);
      const image = (
        await uploadFile(app, headers, { filename: 'a.png', content: png, assign: 'EDITOR_IMAGE' })
      ).json();
      const video = createMp4(300_000);
      const film = (
        await uploadFile(app, headers, { filename: 'film.mp4', content: video, assign: 'HOMEWORK_SOLUTION_VIDEO' })
      ).json();
      expect(await app.fileStorage.stat(film.name)).toEqual({ size: 300_000 });
      expect(await app.fileStorage.stat(`thumbnails/${image.id}.webp`)).not.toBeNull();
      const range = await app.inject({ method: 'GET', url: film.url, headers: { range: 'bytes=100-199' } });
      expect(range.statusCode).toBe(206);
      expect(range.rawPayload).toEqual(video.subarray(100, 200));
      const thumbnail = await app.inject({ method: 'GET', url: image.thumbnailUrl });
      expect(thumbnail.statusCode).toBe(200);
      expect((await app.inject({ method: 'DELETE', url: `/api/file/${image.id}`, headers })).statusCode).toBe(200);
      expect(await app.fileStorage.stat(image.name)).toBeNull();
      expect(await app.fileStorage.stat(`thumbnails/${image.id}.webp`)).toBeNull();
      // Nothing was written to the local disk.
      expect(await fs.readdir(app.config.files.dir).catch(() => [])).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('sweeps objects of the bucket that no row refers to, once older than the grace period', async () => {
    // A bucket of its own: the other tests leave objects whose rows were in their own databases.
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: 'zadania-sweep' }));
    client.destroy();
    const app = await buildTestApp({ ...s3Env(), S3_BUCKET: 'zadania-sweep' });
    try {
      const { headers } = await loginAs(app);
      const kept = (await uploadFile(app, headers, { filename: 'a.png', content: await createPng() })).json();
      const orphan = `${crypto.randomUUID()}.pdf`;
      await app.fileStorage.put(orphan, Readable.from([createPdf()]), { contentType: 'application/pdf' });
      const hour = 60 * 60 * 1000;
      expect(await app.services.files.sweepOrphans({ now: new Date(Date.now() + hour - 60_000) })).toBe(0);
      expect(await app.fileStorage.stat(orphan)).not.toBeNull();
      expect(await app.services.files.sweepOrphans({ now: new Date(Date.now() + hour + 60_000) })).toBe(1);
      expect(await app.fileStorage.stat(orphan)).toBeNull();
      expect(await app.fileStorage.stat(kept.name)).not.toBeNull();
      expect(await app.fileStorage.stat(`thumbnails/${kept.id}.webp`)).not.toBeNull();
    } finally {
      await app.close();
    }
  });

  it('answers 503 with a Polish message when the bucket refuses the file, leaving no row', async () => {
    const app = await buildTestApp({ ...s3Env(), S3_BUCKET: 'nie-ma-takiego' });
    try {
      const { headers } = await loginAs(app);
      const response = await uploadFile(app, headers, { filename: 'a.pdf', content: createPdf() });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe('Nie udało się zapisać pliku. Spróbuj ponownie później.');
      expect(await app.db.select().from(files)).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
