// Three compiled API nodes behind nginx (npm run cluster's topology), on a PostgreSQL database of its own and a
// Redis of its own: a rolling restart under load, a node killed, Redis restarted, and changes seen through every
// node. Runs in the cluster phase of npm test, after the build (scripts/test.mjs); loopback only.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startCluster, type TCluster } from '../../../scripts/lib/cluster.mjs';
import type { TDatabase } from '../src/db/client';
import { homeworks } from '../src/db/schema';
import { createChatPeople, type TChatPair, type TChatPerson } from './chat-people';
import { freePort, startRedis, stopProcess } from './processes';
import { openReceiver } from './realtime-receiver';
import { describeWithServices } from './services-under-test';
import { createRestartableTestDatabase } from './test-database';

const root = path.resolve(import.meta.dirname, '../../..');
const metricsToken = randomBytes(16).toString('hex');
const pairsCount = 8;
const chatPaceMs = 2100;
const writersCount = 4;

type TAnswer = { status: number; body: string };

/**
 * One request on a connection of its own. Browsers retry a request that failed on a reused kept-alive connection
 * before any answer (what nginx's reload does to idle client connections); a client that keeps no connection
 * measures what the nodes and nginx do, not that client-side race.
 */
/** Each node's last output lines, to explain an unexpected exit. */
const nodeOutputs = (cluster: TCluster) =>
  cluster.nodes.map((node) => `node ${node.index + 1}:\n${node.output.slice(-40).join('\n')}`).join('\n');

function send(url: string, options: { method?: string; token?: string; body?: unknown; from?: string } = {}) {
  return new Promise<TAnswer>((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: false,
        headers: {
          ...(payload && { 'content-type': 'application/json' }),
          ...(options.token && { authorization: `Bearer ${options.token}` }),
          // Another student's address (nginx and the client share loopback, which the nodes trust as proxies).
          ...(options.from && { 'x-forwarded-for': options.from }),
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

let database: TDatabase;
let cluster: TCluster;
let redis: Awaited<ReturnType<typeof startRedis>>;
let redisPort: number;
let pairs: TChatPair[];
let writers: TChatPerson[];
let teacher: TChatPerson;
let makePairs: () => Promise<TChatPair[]>;
const cleanups: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

/** Mixed load through nginx until `stop()`: reads, notes written, chat messages sent in order per room. */
function startLoad(url: string) {
  const failures: string[] = [];
  const notes = new Map<string, string[]>(writers.map((writer) => [writer.id, []]));
  const chat = new Map<string, { acknowledged: string[]; attempted: string[] }>(
    pairs.map((pair) => [pair.roomId, { acknowledged: [], attempted: [] }]),
  );
  let running = true;
  let requests = 0;
  const record = (what: string, answer: TAnswer | Error, ok: (answer: TAnswer) => boolean) => {
    requests += 1;
    if (answer instanceof Error) failures.push(`${what}: ${(answer as NodeJS.ErrnoException).code ?? answer.message}`);
    else if (!ok(answer)) failures.push(`${what}: ${answer.status}`);
    return answer instanceof Error ? undefined : answer;
  };
  const loop = async (step: (round: number) => Promise<void>) => {
    for (let round = 0; running; round += 1) await step(round);
  };
  const readers = Array.from({ length: 3 }, () =>
    loop(async (round) => {
      const target = round % 2 ? '/api/homework?size=10' : '/api/homework-type';
      record(`GET ${target}`, await send(`${url}${target}`).catch((error: Error) => error), (a) => a.status === 200);
    }),
  );
  const noteWriters = writers.map((writer) =>
    loop(async (round) => {
      const answer = record(
        'POST /api/note',
        await send(`${url}/api/note`, {
          method: 'POST',
          token: writer.token,
          body: { title: `notatka ${round}`, content: '<p>x</p>' },
        }).catch((error: Error) => error),
        (a) => a.status === 201,
      );
      if (answer?.status === 201) notes.get(writer.id)!.push((JSON.parse(answer.body) as { id: string }).id);
    }),
  );
  const senders = pairs.map((pair, index) =>
    loop(async (round) => {
      // A person's pace, under the 30 messages a minute an account may send (a load spread over the restart).
      if (round > 0) await sleep(chatPaceMs);
      const text = `<p>m${round}</p>`;
      const sent = chat.get(pair.roomId)!;
      sent.attempted.push(text);
      const answer = record(
        'POST /api/chat/:id/message',
        await send(`${url}/api/chat/${pair.roomId}/message`, {
          method: 'POST',
          token: pair.sender.token,
          body: { message: text },
          from: `10.1.${index}.1`,
        }).catch((error: Error) => error),
        (a) => a.status === 200,
      );
      if (answer?.status === 200) sent.acknowledged.push(text);
    }),
  );
  return {
    failures,
    notes,
    chat,
    requests: () => requests,
    async stop() {
      running = false;
      await Promise.all([...readers, ...noteWriters, ...senders]);
    },
  };
}

async function expectNothingAcknowledgedLost(load: ReturnType<typeof startLoad>, url: string) {
  for (const writer of writers) {
    const listed = JSON.parse((await send(`${url}/api/note`, { token: writer.token })).body) as {
      items: { id: string }[];
    };
    const ids = new Set(listed.items.map((note) => note.id));
    expect(load.notes.get(writer.id)!.filter((id) => !ids.has(id))).toEqual([]);
  }
}

/** Every receiver applied its room's messages exactly once and in order: all acknowledged ones, nothing twice. */
async function expectChatDeliveredOnce(
  receivers: ReturnType<typeof openReceiver>[],
  load: ReturnType<typeof startLoad>,
) {
  const state = () =>
    pairs.map((pair, index) => {
      const receiver = receivers[index]!;
      return `${load.chat.get(pair.roomId)!.acknowledged.length}/${receiver.applied.length}${receiver.socket.connected ? '' : ' disconnected'} (${receiver.disconnects.join(', ')})`;
    });
  await expect
    .poll(
      () => {
        for (const receiver of receivers) receiver.order.check();
        return pairs.every((pair, index) => {
          const applied = receivers[index]!.applied.map((message) => message.message);
          return load.chat.get(pair.roomId)!.acknowledged.every((text) => applied.includes(text));
        });
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe(true)
    .catch((error: Error) => {
      throw new Error(`${error.message}; acknowledged/applied per room: ${state().join(', ')}`);
    });
  pairs.forEach((pair, index) => {
    const applied = receivers[index]!.applied.map((message) => message.message);
    const { attempted } = load.chat.get(pair.roomId)!;
    // Nothing twice, and in the order sent (a message whose request failed may or may not have been stored).
    expect(new Set(applied).size).toBe(applied.length);
    expect(applied.every((text) => attempted.includes(text))).toBe(true);
    expect(applied.map((text) => attempted.indexOf(text))).toEqual(
      [...applied.map((text) => attempted.indexOf(text))].sort((a, b) => a - b),
    );
  });
}

const connectedCount = (receivers: ReturnType<typeof openReceiver>[]) =>
  receivers.filter((receiver) => receiver.socket.connected).length;

/** Fresh chat pairs, each receiver connected through nginx (closed when the file ends). */
async function openReceivers() {
  pairs = await makePairs();
  const receivers = pairs.map((pair) => openReceiver(cluster.url, pair.receiver.token));
  cleanups.push(async () => {
    for (const receiver of receivers) receiver.socket.close();
  });
  await expect.poll(() => connectedCount(receivers), { timeout: 10_000 }).toBe(receivers.length);
  return receivers;
}

async function realtimeConnectionsOf(node: { url: string }) {
  const answer = await fetch(`${node.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const line = (await answer.text()).split('\n').find((text) => text.startsWith('realtime_connections '));
  return Number(line?.split(' ')[1] ?? 0);
}

describeWithServices({ postgres: true, redisServerBinary: true }, 'three API nodes behind nginx', () => {
  beforeAll(async () => {
    const restartable = await createRestartableTestDatabase();
    cleanups.push(restartable.dispose);
    database = await restartable.open();
    cleanups.push(() => database.close());
    const jwtSecret = randomBytes(32).toString('hex');
    const people = createChatPeople(database.db, { jwtSecret, emailDomain: 'cluster.zadania.local' });
    teacher = await people.makePerson('nauczyciel', 'TEACHER');
    writers = await Promise.all(Array.from({ length: writersCount }, (_, i) => people.makePerson(`w${i}`)));
    // Fresh people for every test: each account's message limit starts afresh.
    let made = 0;
    makePairs = async () => {
      const fresh: TChatPair[] = [];
      for (let i = 0; i < pairsCount; i += 1) {
        made += 1;
        fresh.push(await people.makePair(String(made), `Klaster ${made}`));
      }
      return fresh;
    };

    redisPort = await freePort();
    redis = await startRedis(redisPort);
    cleanups.push(() => stopProcess(redis, 'SIGKILL'));
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-cluster-'));
    cleanups.push(() => fs.rm(workDir, { recursive: true, force: true }));
    cluster = await startCluster({
      root,
      nodes: 3,
      listenPort: await freePort(),
      nodePorts: [await freePort(), await freePort(), await freePort()],
      databaseUrl: database.connectionString!,
      redisUrl: `redis://127.0.0.1:${redisPort}`,
      workDir,
      // What a node logs at 'error' and above (a crash, a shutdown past its limit) is kept to explain a failure.
      nodeOutput: 'capture',
      env: {
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'error',
        METRICS_TOKEN: metricsToken,
        SHUTDOWN_DRAIN_MS: '1000',
        JOB_POLLING_INTERVAL_SECONDS: '0.5',
      },
    });
    cleanups.push(() => cluster.stop());
  }, 120_000);

  it('a change made through one node is seen through every node (target 1 s, fails past 2 s)', async () => {
    // A task published (committed through the database the nodes share) and a rating given through node 1.
    const [task] = await database.db
      .insert(homeworks)
      .values({
        slug: `klaster-${randomBytes(3).toString('hex')}`,
        status: 'PUBLIC',
        level: 'HIGH_SCHOOL',
        solutionFormats: ['LATEX'],
        searchText: 'klaster',
        description: '<p>Zadanie opublikowane w klastrze.</p>',
        authorId: teacher.id,
      })
      .returning();
    const listedOn = async (node: { url: string }) => {
      const page = JSON.parse((await send(`${node.url}/api/homework?size=10&authorId=${teacher.id}`)).body) as {
        results: { id: string; ratingsCount: number }[];
      };
      return page.results.find((item) => item.id === task!.id);
    };
    // The target is 1 s (issue 35; 174–255 ms on a quiet machine, up to 989 ms on a CI machine twice as slow, where
    // a node rebuilding its snapshot after the publish holds its one thread): the test fails only past 2 s.
    const seenWithin = async (check: () => Promise<boolean>) => {
      const started = performance.now();
      await expect.poll(check, { timeout: 2000, interval: 20 }).toBe(true);
      return performance.now() - started;
    };
    const published = await Promise.all(cluster.nodes.map((node) => seenWithin(async () => !!(await listedOn(node)))));
    const rated = await send(`${cluster.nodes[0]!.url}/api/homework/${task!.id}/rating`, {
      method: 'PUT',
      token: writers[0]!.token,
      body: { rating: 5 },
    });
    expect(rated.status).toBe(200);
    const ratings = await Promise.all(
      cluster.nodes.map((node) => seenWithin(async () => (await listedOn(node))?.ratingsCount === 1)),
    );
    console.log(
      `Seen on every node: published after ${published.map(Math.round).join('/')} ms, rating after ${ratings.map(Math.round).join('/')} ms`,
    );
  });

  it('restarts every node in turn under load without a failed request or a lost write or message', async () => {
    const receivers = await openReceivers();
    const load = startLoad(cluster.url);
    const exits = await cluster.rollingRestart();
    await load.stop();
    console.log(`Rolling restart: ${load.requests()} requests, ${load.failures.length} failed`);
    expect(exits, nodeOutputs(cluster)).toEqual(cluster.nodes.map(() => ({ code: 0, signal: null })));
    expect(load.failures).toEqual([]);
    await expectNothingAcknowledgedLost(load, cluster.url);
    await expectChatDeliveredOnce(receivers, load);
    for (const receiver of receivers) receiver.socket.close();
  }, 120_000);

  it('loses no acknowledged write when a node dies mid-load, and its realtime clients reconnect within 5 s', async () => {
    const receivers = await openReceivers();
    // The node holding the sockets (nginx hashes every loopback client to one node) is the one killed.
    const counts = await Promise.all(cluster.nodes.map(realtimeConnectionsOf));
    const victim = counts.indexOf(Math.max(...counts));
    const load = startLoad(cluster.url);
    await expect.poll(() => load.requests(), { timeout: 10_000 }).toBeGreaterThan(50);
    const disconnectsBefore = receivers.map((receiver) => receiver.disconnects.length);
    await cluster.kill(victim, 'SIGKILL');
    const killedAt = performance.now();
    const movedAndBack = () =>
      receivers.filter(
        (receiver, index) => receiver.disconnects.length > disconnectsBefore[index]! && receiver.socket.connected,
      ).length;
    await expect
      .poll(movedAndBack, {
        timeout: 5_000,
        interval: 20,
        message: `sockets per node before the kill: ${counts.join('/')}, node ${victim + 1} killed\n${nodeOutputs(cluster)}`,
      })
      .toBe(receivers.length);
    const reconnectedAfter = performance.now() - killedAt;
    await expect.poll(() => load.requests(), { timeout: 10_000 }).toBeGreaterThan(load.requests() + 50);
    await load.stop();
    await cluster.start(victim);
    console.log(
      `kill -9: ${load.requests()} requests, ${load.failures.length} failed (in flight on the dead node), sockets back after ${Math.round(reconnectedAfter)} ms`,
    );
    await expectNothingAcknowledgedLost(load, cluster.url);
    await expectChatDeliveredOnce(receivers, load);
    for (const receiver of receivers) receiver.socket.close();
  }, 120_000);

  it('resumes realtime delivery after Redis restarts, losing nothing acknowledged', async () => {
    const receivers = await openReceivers();
    const load = startLoad(cluster.url);
    await expect.poll(() => load.requests(), { timeout: 10_000 }).toBeGreaterThan(50);
    await stopProcess(redis, 'SIGKILL');
    redis = await startRedis(redisPort);
    const afterRestart = load.requests();
    await expect.poll(() => load.requests(), { timeout: 20_000 }).toBeGreaterThan(afterRestart + 100);
    await load.stop();
    console.log(`Redis restart: ${load.requests()} requests, ${load.failures.length} failed`);
    await expectNothingAcknowledgedLost(load, cluster.url);
    await expectChatDeliveredOnce(receivers, load);
    for (const receiver of receivers) receiver.socket.close();
  }, 120_000);
});
