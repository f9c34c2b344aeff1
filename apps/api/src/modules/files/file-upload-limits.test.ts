import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { errorMessages } from '@zadania/shared';
import { describe, expect, it, vi } from 'vitest';
import type { TTestApp } from '../../../test/build-test-app';
import { useTestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/factories';
import { buildMultipart, createMp4, createPng, uploadFile } from '../../../test/file-fixtures';
import { files } from '../../db/schema';

/** Every file under DATA_DIR/files (objects and partial writes), relative, sorted. */
async function storedFiles(app: TTestApp) {
  const entries = await fs.readdir(app.config.files.dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(app.config.files.dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const partialFiles = async (app: TTestApp) => (await storedFiles(app)).filter((name) => name.endsWith('.part'));

const fileRows = (app: TTestApp) => app.db.select().from(files);

const openConnections = (app: TTestApp) =>
  new Promise<number>((resolve, reject) =>
    app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );

async function listen(app: TTestApp) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/**
 * A raw HTTP/1.1 request that declares its whole body but sends only the first `sentBytes` of it and then
 * stays silent. `closed` resolves with everything the server answered once the server closes the socket.
 */
function sendStalledRequest(
  port: number,
  request: { url: string; headers: Record<string, string>; body: Buffer; sentBytes: number },
) {
  const socket = net.connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk) => chunks.push(chunk));
  const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(Buffer.concat(chunks).toString())));
  socket.on('error', () => {});
  const head = [
    `POST ${request.url} HTTP/1.1`,
    'host: 127.0.0.1',
    `content-length: ${request.body.length}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(`${head.join('\r\n')}\r\n\r\n`);
  socket.write(request.body.subarray(0, request.sentBytes));
  return { socket, closed };
}

/** The status line and the JSON body of a raw HTTP answer. */
function parseAnswer(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: head.split('\r\n')[0], head: head.toLowerCase(), json: JSON.parse(body) };
}

/** A multipart upload of a video whose fields, part header and first 6 KB are sent, and nothing more. */
function stalledVideoUpload(filename: string) {
  const video = createMp4(200_000);
  const body = buildMultipart([
    { name: 'assign', value: 'HOMEWORK_SOLUTION_VIDEO' },
    { name: 'file', filename, content: video },
  ]);
  const sentBytes = body.payload.indexOf(video) + 6 * 1024;
  return { ...body, sentBytes };
}

describe('an upload that stops sending', () => {
  const t = useTestApp({ BODY_IDLE_TIMEOUT_MS: '50', FILE_UPLOADS_PER_USER: '1' });

  it('is answered 408 and closed, leaving no partial file and no row, and frees its upload slot', async () => {
    const { headers } = await loginAs(t.app, 'TEACHER');
    const port = await listen(t.app);
    const upload = stalledVideoUpload('film.mp4');
    const request = sendStalledRequest(port, {
      url: '/api/file',
      headers: { ...headers, ...upload.headers },
      body: upload.payload,
      sentBytes: upload.sentBytes,
    });
    try {
      const answer = parseAnswer(await request.closed);
      expect(answer.status).toBe('HTTP/1.1 408 Request Timeout');
      expect(answer.head).toContain('connection: close');
      expect(answer.json).toEqual({ statusCode: 408, error: 'Request Timeout', message: errorMessages.requestTimeout });
    } finally {
      request.socket.destroy();
    }
    expect(await storedFiles(t.app)).toEqual([]);
    expect(await fileRows(t.app)).toEqual([]);
    await vi.waitFor(async () => expect(await openConnections(t.app)).toBe(0));
    // The one upload slot of the user is free again.
    const next = await uploadFile(t.app, headers, { filename: 'a.png', content: await createPng() });
    expect(next.statusCode).toBe(200);
  });

  it('applies to every request body: a JSON body that stops is answered 408 too', async () => {
    const port = await listen(t.app);
    const body = Buffer.from(JSON.stringify({ email: 'ktos@example.com', password: 'Haslo1234' }));
    const request = sendStalledRequest(port, {
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body,
      sentBytes: 10,
    });
    try {
      const answer = parseAnswer(await request.closed);
      expect(answer.status).toBe('HTTP/1.1 408 Request Timeout');
      expect(answer.json.message).toBe(errorMessages.requestTimeout);
    } finally {
      request.socket.destroy();
    }
  });
});

describe('an upload whose client goes away', () => {
  const t = useTestApp({ FILE_UPLOADS_PER_USER: '1' });

  it('leaves nothing behind when the client goes away mid-upload, and frees its slot', async () => {
    const { headers } = await loginAs(t.app, 'TEACHER');
    const port = await listen(t.app);
    const upload = stalledVideoUpload('przerwany.mp4');
    const request = sendStalledRequest(port, {
      url: '/api/file',
      headers: { ...headers, ...upload.headers },
      body: upload.payload,
      sentBytes: upload.sentBytes,
    });
    await vi.waitFor(async () => expect(await partialFiles(t.app)).toHaveLength(1));
    request.socket.destroy();
    await request.closed;
    await vi.waitFor(async () => expect(await storedFiles(t.app)).toEqual([]));
    await vi.waitFor(async () => {
      const next = await uploadFile(t.app, headers, { filename: 'b.png', content: await createPng() });
      expect(next.statusCode).toBe(200);
    });
    expect(await fileRows(t.app)).toHaveLength(1);
  });
});

/** POST /api/file through app.inject with a body that is sent up to the first 6 KB of the file and then waits. */
function startHeldUpload(app: TTestApp, headers: Record<string, string>, filename: string) {
  const upload = stalledVideoUpload(filename);
  const payload = new PassThrough();
  payload.write(upload.payload.subarray(0, upload.sentBytes));
  const response = app.inject({
    method: 'POST',
    url: '/api/file',
    payload,
    headers: { ...headers, ...upload.headers },
  });
  return { response, finish: () => payload.end(upload.payload.subarray(upload.sentBytes)) };
}

describe('uploads in flight per user', () => {
  const t = useTestApp({ FILE_UPLOADS_PER_USER: '2' });

  it('answers 429 past the limit, leaving nothing behind, and takes uploads again once one ends', async () => {
    const { headers } = await loginAs(t.app, 'TEACHER');
    const held = [startHeldUpload(t.app, headers, 'a.mp4'), startHeldUpload(t.app, headers, 'b.mp4')];
    await vi.waitFor(async () => expect(await partialFiles(t.app)).toHaveLength(2));

    const png = await createPng();
    const refused = await uploadFile(t.app, headers, { filename: 'c.png', content: png });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: errorMessages.tooManyUploads,
    });
    const importing = await t.app.inject({
      method: 'POST',
      url: '/api/file/url',
      payload: { url: 'http://127.0.0.1:9/a.png' },
      headers,
    });
    expect(importing.statusCode).toBe(429);
    expect(await partialFiles(t.app)).toHaveLength(2);
    expect(await fileRows(t.app)).toEqual([]);

    // Another user has slots of its own.
    const { headers: other } = await loginAs(t.app);
    expect((await uploadFile(t.app, other, { filename: 'c.png', content: png })).statusCode).toBe(200);

    held[0]!.finish();
    expect((await held[0]!.response).statusCode).toBe(200);
    expect((await uploadFile(t.app, headers, { filename: 'c.png', content: png })).statusCode).toBe(200);
    held[1]!.finish();
    expect((await held[1]!.response).statusCode).toBe(200);
    expect(await fileRows(t.app)).toHaveLength(4);
  });
});

describe('an upload in progress and the sweeper of orphaned files', () => {
  const t = useTestApp();

  it('keeps the partial write of an upload in progress, however late the sweep', async () => {
    const { headers } = await loginAs(t.app, 'TEACHER');
    const held = startHeldUpload(t.app, headers, 'film.mp4');
    await vi.waitFor(async () => expect(await partialFiles(t.app)).toHaveLength(1));
    const twoDaysLater = new Date(Date.now() + 48 * 60 * 60 * 1000);
    expect(await t.app.services.files.sweepOrphans({ now: twoDaysLater })).toBe(0);
    expect(await partialFiles(t.app)).toHaveLength(1);

    held.finish();
    const response = await held.response;
    expect(response.statusCode).toBe(200);
    expect(await t.app.services.files.sweepOrphans({ now: twoDaysLater })).toBe(0);
    expect(await storedFiles(t.app)).toEqual([response.json().name]);
  });
});
