import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bodyTimeoutPlugin } from './body-timeout';
import { errorsPlugin } from './errors';

/** POSTs `body` whole and resolves with the status and the JSON answer. */
function post(port: number, path: string, body: Buffer) {
  return new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': 'application/octet-stream' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, json: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function readAll(stream: AsyncIterable<Buffer>) {
  let length = 0;
  for await (const chunk of stream) length += chunk.length;
  return length;
}

describe('the request body idle timeout', () => {
  let app: FastifyInstance;
  let port = 0;

  beforeEach(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(bodyTimeoutPlugin, { idleMs: 30 });
    app.addContentTypeParser('application/octet-stream', (_request, _payload, done) => done(null));
    // Reads the body only after the socket has been idle for the whole timeout with data waiting unread.
    app.post('/late-reader', async (request) => {
      await once(request.raw.socket, 'timeout');
      return { received: await readAll(request.raw), timeout: request.raw.socket.timeout };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  afterEach(async () => {
    await app.close();
  });

  it('does not count a server that is slow to read as an idle client, and lifts the timeout once the body is in', async () => {
    const body = Buffer.alloc(512 * 1024, 7);
    const answer = await post(port, '/late-reader', body);
    expect(answer).toEqual({ status: 200, json: { received: body.length, timeout: 0 } });
  });
});
