import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { errorMessages } from '@zadania/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../test/build-test-app';
import { unreadBodyLimits } from './unread-body';

const tooLarge = { statusCode: 413, error: 'Payload Too Large', message: errorMessages.payloadTooLarge };
/** A JSON body of about `mebibytes` MiB, over the API's 1 MiB limit. */
const jsonOf = (mebibytes: number) => Buffer.from(JSON.stringify({ title: 'x'.repeat(mebibytes * 1024 * 1024) }));
const chunk = (data: Buffer) =>
  Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);

type TExchange = { answer: string; error: string | undefined; serverRead: number };

/**
 * Sends the request head and `first` on a raw socket, waits for the whole answer, then sends `rest` (what a
 * client still busy sending its body does) and resolves once the connection has closed, with any error it saw.
 */
function exchange(app: TTestApp, head: string, first: Buffer, rest: Buffer): Promise<TExchange> {
  const port = (app.server.address() as AddressInfo).port;
  return new Promise((resolve) => {
    let serverSocket: net.Socket | undefined;
    const onConnection = (socket: net.Socket) => {
      serverSocket = socket;
    };
    app.server.once('connection', onConnection);
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let error: string | undefined;
    let restSent = false;
    socket.on('data', (data) => {
      received.push(data);
      const answer = Buffer.concat(received).toString();
      const [headers, body = ''] = answer.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(headers ?? '')?.[1]);
      if (!restSent && Buffer.byteLength(body) >= length) {
        restSent = true;
        socket.write(rest);
      }
    });
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error = failure.code;
    });
    socket.on('close', () => {
      const done = () =>
        resolve({ answer: Buffer.concat(received).toString(), error, serverRead: serverSocket?.bytesRead ?? 0 });
      if (!serverSocket || serverSocket.destroyed) done();
      else serverSocket.once('close', done);
    });
    socket.write(Buffer.concat([Buffer.from(head), first]));
  });
}

const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

/** POSTs the whole body with node:http (with or without content-length) and resolves with the answer. */
function post(app: TTestApp, body: Buffer, chunked: boolean) {
  const port = (app.server.address() as AddressInfo).port;
  return new Promise<{ status: number; connection: string | undefined; json: unknown }>((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = body.length;
    const request = http.request(
      { host: '127.0.0.1', port, path: '/api/auth/login', method: 'POST', headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (data) => chunks.push(data));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            connection: response.headers.connection,
            json: JSON.parse(Buffer.concat(chunks).toString()),
          }),
        );
      },
    );
    request.on('error', reject);
    if (chunked) request.write(body.subarray(0, body.length / 2));
    request.end(chunked ? body.subarray(body.length / 2) : body);
  });
}

describe('a JSON body over the limit, over a real connection', () => {
  let app: TTestApp;

  beforeAll(async () => {
    app = await buildTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers the Polish 413 and reads the rest of a declared body before closing, so the client sees no reset', async () => {
    const body = jsonOf(2);
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`;
    const result = await exchange(app, head, body.subarray(0, 64 * 1024), body.subarray(64 * 1024));
    expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.answer.toLowerCase()).toContain('connection: close');
    expect(bodyOf(result.answer)).toEqual(tooLarge);
    expect(result.error).toBeUndefined();
  });

  it('does the same for a chunked body once it crosses the limit', async () => {
    const body = jsonOf(2);
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n';
    const split = 1536 * 1024;
    const rest = Buffer.concat([chunk(body.subarray(split)), Buffer.from('0\r\n\r\n')]);
    const result = await exchange(app, head, chunk(body.subarray(0, split)), rest);
    expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(bodyOf(result.answer)).toEqual(tooLarge);
    expect(result.error).toBeUndefined();
  });

  it('gives a client that sends 2 MiB whole the 413, with and without content-length', async () => {
    const body = jsonOf(2);
    for (const chunked of [false, true]) {
      expect(await post(app, body, chunked)).toEqual({ status: 413, connection: 'close', json: tooLarge });
    }
  });

  it('stops reading a huge body after its bound and cuts the connection', async () => {
    const body = jsonOf(50);
    const head = `POST /api/auth/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n`;
    const result = await exchange(app, head, body.subarray(0, 64 * 1024), body.subarray(64 * 1024));
    expect(bodyOf(result.answer)).toEqual(tooLarge);
    // The bound, plus what was already on its way in the socket buffers.
    expect(result.serverRead).toBeLessThan(unreadBodyLimits.maxBytes + 8 * 1024 * 1024);
  });
});
