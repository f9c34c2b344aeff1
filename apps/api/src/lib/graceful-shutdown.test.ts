import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { loginAs } from '../../test/factories';
import { connected, disconnected, listenOnce, openSocket } from '../../test/sockets';
import { sharedTestDatabase } from '../../test/test-database';
import { closeGracefully } from './graceful-shutdown';

/** A POST whose body arrives in two parts: the request is in flight until `finish` sends the rest. */
function requestInTwoParts(url: string, path: string, body: string) {
  const { hostname, port } = new URL(url);
  let request!: http.ClientRequest;
  const answer = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    request = http.request(
      {
        hostname,
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        agent: new http.Agent({ keepAlive: true }),
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
        );
      },
    );
    request.on('error', reject);
  });
  request.write(body.slice(0, 5));
  return { answer, finish: () => request.end(body.slice(5)) };
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A node on the file's shared database, emptied first; closing it leaves the database open. */
async function node() {
  const shared = await sharedTestDatabase();
  await shared.reset();
  return buildTestApp({}, { database: shared.database });
}

const notListening = async (server: http.Server) => {
  while (server.listening) await new Promise((resolve) => setImmediate(resolve));
};

describe('a graceful shutdown (SIGTERM)', () => {
  it('reports not ready, serves what is in flight, moves realtime clients elsewhere and closes', async () => {
    const app = await node();
    const url = await listenOnce(app);
    const { session } = await loginAs(app);
    const socket = openSocket(url, session.token);
    await connected(socket);
    const inFlight = requestInTwoParts(
      url,
      '/api/auth/login',
      JSON.stringify({ email: 'nikt@example.com', password: 'haslo1234' }),
    );

    const drain = deferred();
    const closing = closeGracefully(app, { drainMs: 1000, graceMs: 20_000, wait: () => drain.promise });

    // Draining: still listening and serving, but not ready, and every answer closes its connection.
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ ready: false, checks: [{ name: 'serving', ok: false }] });
    expect(ready.headers.get('connection')).toBe('close');
    const served = await fetch(`${url}/api/homework-type`);
    expect(served.status).toBe(200);

    // After the drain: realtime clients are told to reconnect (a transport close, not a server disconnect,
    // which socket.io clients would not reconnect after) and the node stops listening.
    const reason = disconnected(socket);
    drain.resolve();
    expect(await reason).toBe('transport close');
    await notListening(app.server);
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();

    // The request that was in flight is answered in full, never with 503 or a reset.
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(401);
    expect(answer.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 401 });
    await closing;
    socket.close();
  });

  it('cuts the connections still open when the grace runs out', async () => {
    const app = await node();
    const url = await listenOnce(app);
    const arrived = new Promise((resolve) => app.server.once('request', resolve));
    const stalled = requestInTwoParts(
      url,
      '/api/auth/login',
      JSON.stringify({ email: 'a@example.com', password: 'x' }),
    );
    const failure = stalled.answer.then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    await arrived;
    await closeGracefully(app, { drainMs: 0, graceMs: 0 });
    expect(await failure).toBe('ECONNRESET');
  });
});
