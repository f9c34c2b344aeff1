/**
 * npm run bench:realtime -- [--rooms 400] [--rate 200] [--seconds 30] [--warmup 5] [--idle 2000]
 *
 * Two API nodes (child processes of `apps/api/src/main.ts`), one PostgreSQL, one Redis, on this machine.
 * 1. Delivery: `--rooms` rooms, each of one sender and one receiver; the receivers' sockets are on node B,
 *    the senders POST their messages to node A at a steady `--rate` messages per second in all. The time
 *    from the send to the receiver's CreatedChatMessage is the delivery latency (p50, p95, p99).
 *    Each node's event-loop delay over the run (p99, max).
 * 2. Idle sockets: `--idle` signed-in sockets (each its own user) on each node; the node's heap after a full
 *    collection before and after, per socket (and resident memory), its event-loop delay while they connect
 *    and once they idle, and the latency of GET /api/health while they are connected. The nodes load
 *    bench/node-probe.mjs, which answers these over the IPC channel.
 * Writes bench/results/realtime-<time>.json. BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
 * names the server (a fresh database is made next to it and dropped after), BENCH_REDIS_URL the Redis.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { realtimeNamespace } from '@zadania/shared';
import { io, type Socket } from 'socket.io-client';
import { createPostgresDatabase } from '../apps/api/src/db/client';
import { createTokenSigner } from '../apps/api/src/modules/auth/access-token';
import { createAuthRepository } from '../apps/api/src/modules/auth/auth.repository';
import { createChatRepository } from '../apps/api/src/modules/chat/chat.repository';
import { createUsersRepository } from '../apps/api/src/modules/users/users.repository';
import { adminQuery, withDatabase } from '../apps/api/test/postgres-admin';

const { values: args } = parseArgs({
  options: {
    rooms: { type: 'string', default: '400' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '5' },
    idle: { type: 'string', default: '2000' },
  },
});
const rooms = Number(args.rooms);
const rate = Number(args.rate);
const seconds = Number(args.seconds);
const warmup = Number(args.warmup);
const idlePerNode = Number(args.idle);

const root = path.resolve(import.meta.dirname, '..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const jwtSecret = randomBytes(32).toString('hex');
const databaseName = `zadania_bench_realtime_${randomBytes(3).toString('hex')}`;
const databaseUrl = withDatabase(serverUrl, databaseName);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;
};
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

type TNode = { name: string; url: string; child: ChildProcess };

async function startNode(name: string, port: number): Promise<TNode> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', './bench/node-probe.mjs', 'apps/api/src/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        JWT_SECRET: jwtSecret,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '127.0.0.1',
        MAIL_URL: 'smtp://127.0.0.1:2525',
        DATA_DIR: path.join(root, '.tmp', `bench-realtime-${name}`),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`node ${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { name, url, child };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`node ${name} did not start`);
}

type TProbe = { heapUsed: number; rss: number; loop: { p50Ms: number; p99Ms: number; maxMs: number } };

/** The node's heap after a full collection, its resident memory, and its event-loop delay since the last probe. */
function probe(node: TNode) {
  return new Promise<TProbe>((resolve) => {
    const onMessage = (message: { type?: string } & TProbe) => {
      if (message?.type !== 'probe') return;
      node.child.off('message', onMessage);
      resolve(message);
    };
    node.child.on('message', onMessage);
    node.child.send({ type: 'probe' });
  });
}
const kib = (bytes: number) => round(bytes / 1024, 2);

function connectSocket(url: string, token: string) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = io(`${url}${realtimeNamespace}`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function healthLatencies(url: string, count: number) {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await (await fetch(`${url}/api/health`)).arrayBuffer();
    times.push(performance.now() - started);
    await sleep(20);
  }
  return {
    p50: round(percentile(times, 50), 2),
    p99: round(percentile(times, 99), 2),
    max: round(Math.max(...times), 2),
  };
}

async function main() {
  await adminQuery(serverUrl, `CREATE DATABASE ${databaseName}`);
  const database = createPostgresDatabase(databaseUrl, () => undefined);
  const nodes: TNode[] = [];
  const sockets: Socket[] = [];
  try {
    await database.migrate();
    const users = createUsersRepository(database.db);
    const auth = createAuthRepository(database.db);
    const chat = createChatRepository(database.db);
    const signer = createTokenSigner(jwtSecret);
    const run = randomBytes(2).toString('hex');
    const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
    const makeUser = async (label: string) => {
      const user = await users.insert({
        email: `${label}-${run}@bench.zadania.local`,
        username: `${label.replaceAll('-', '')}${run}`,
        displayName: label,
        role: 'USER',
        passwordHash: 'bench-no-login',
        emailConfirmedAt: new Date(),
        consentAt: new Date(),
      });
      const session = await auth.createSession({ userId: user.id, expiresAt });
      return {
        id: user.id,
        token: await signer.signAccessToken({ userId: user.id, sessionId: session.id, role: 'USER' }),
      };
    };

    console.log(`Seeding ${rooms} rooms (a sender and a receiver each) and ${idlePerNode * 2} idle users…`);
    const pairs: { roomId: string; sender: { id: string; token: string }; receiver: { id: string; token: string } }[] =
      [];
    for (let i = 0; i < rooms; i += 1) {
      const sender = await makeUser(`sender-${i}`);
      const receiver = await makeUser(`receiver-${i}`);
      const room = await chat.insertRoom({ kind: 'GROUP', name: `Bench ${i}`, createdById: sender.id });
      await chat.addMembers(room.id, [sender.id, receiver.id]);
      pairs.push({ roomId: room.id, sender, receiver });
    }
    const idleUsers: { id: string; token: string }[] = [];
    for (let i = 0; i < idlePerNode * 2; i += 1) idleUsers.push(await makeUser(`idle-${i}`));

    nodes.push(await startNode('a', 4611));
    nodes.push(await startNode('b', 4612));
    const [nodeA, nodeB] = nodes as [TNode, TNode];

    // 1. Delivery latency, node A to node B.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    let measuring = false;
    for (const pair of pairs) {
      const socket = await connectSocket(nodeB.url, pair.receiver.token);
      sockets.push(socket);
      socket.on('CreatedChatMessage', (message: { message: string }) => {
        const token = /<p>([^<]+)<\/p>/.exec(message.message)?.[1];
        const started = token ? sentAt.get(token) : undefined;
        if (started === undefined || !token) return;
        sentAt.delete(token);
        if (measuring) latencies.push(performance.now() - started);
      });
    }
    console.log(`${pairs.length} receivers connected to node B; sending ${rate} messages/s to node A…`);
    let sent = 0;
    let failed = 0;
    const intervalMs = 1000 / rate;
    const send = async (index: number) => {
      const pair = pairs[index % pairs.length]!;
      const token = `m${index}-${run}`;
      sentAt.set(token, performance.now());
      try {
        const response = await fetch(`${nodeA.url}/api/chat/${pair.roomId}/message`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${pair.sender.token}`,
            'content-type': 'application/json',
            'x-forwarded-for': `10.${(index % pairs.length) >> 8}.${(index % pairs.length) & 255}.1`,
          },
          body: JSON.stringify({ message: `<p>${token}</p>` }),
        });
        await response.arrayBuffer();
        if (!response.ok) failed += 1;
      } catch {
        failed += 1;
      }
    };
    const total = Math.round(rate * (warmup + seconds));
    await Promise.all(nodes.map(probe));
    const startedAt = performance.now();
    const inFlight: Promise<void>[] = [];
    for (let index = 0; index < total; index += 1) {
      const due = startedAt + index * intervalMs;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      if (!measuring && index >= rate * warmup) measuring = true;
      inFlight.push(send(index));
      sent += 1;
    }
    const sendSeconds = (performance.now() - startedAt) / 1000;
    await Promise.all(inFlight);
    for (let waited = 0; waited < 10_000 && sentAt.size > 0; waited += 100) await sleep(100);
    const lost = sentAt.size;
    const [loopA, loopB] = (await Promise.all(nodes.map(probe))).map((probed) => probed.loop);
    const delivery = {
      rooms,
      targetRate: rate,
      achievedSendRate: round(sent / sendSeconds),
      measuredMessages: latencies.length,
      failedSends: failed,
      notDeliveredWithin10s: lost,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(Math.max(...latencies)),
      loopDelayP99MsNodeA: loopA!.p99Ms,
      loopDelayMaxMsNodeA: loopA!.maxMs,
      loopDelayP99MsNodeB: loopB!.p99Ms,
      loopDelayMaxMsNodeB: loopB!.maxMs,
    };
    console.table(delivery);
    for (const socket of sockets.splice(0)) socket.close();
    await sleep(2000);

    // 2. Idle sockets on each node.
    const idle: Record<string, unknown> = {};
    for (const [index, node] of nodes.entries()) {
      const before = await probe(node);
      const baseline = await healthLatencies(node.url, 50);
      const own = idleUsers.slice(index * idlePerNode, (index + 1) * idlePerNode);
      const connectStarted = performance.now();
      for (let i = 0; i < own.length; i += 50) {
        sockets.push(...(await Promise.all(own.slice(i, i + 50).map((user) => connectSocket(node.url, user.token)))));
      }
      const connectSeconds = (performance.now() - connectStarted) / 1000;
      const whileConnecting = await probe(node);
      await sleep(3000);
      const loaded = await healthLatencies(node.url, 50);
      const after = await probe(node);
      idle[`node ${node.name}`] = {
        sockets: own.length,
        connectSeconds: round(connectSeconds, 2),
        heapBeforeMiB: round(before.heapUsed / 1024 / 1024),
        heapAfterMiB: round(after.heapUsed / 1024 / 1024),
        heapKibPerSocket: kib((after.heapUsed - before.heapUsed) / own.length),
        rssKibPerSocket: kib((after.rss - before.rss) / own.length),
        loopDelayP99MsConnecting: whileConnecting.loop.p99Ms,
        loopDelayMaxMsConnecting: whileConnecting.loop.maxMs,
        loopDelayP99MsIdle: after.loop.p99Ms,
        loopDelayMaxMsIdle: after.loop.maxMs,
        healthP50MsIdle: baseline.p50,
        healthP99MsIdle: baseline.p99,
        healthP50MsWithSockets: loaded.p50,
        healthP99MsWithSockets: loaded.p99,
        healthMaxMsWithSockets: loaded.max,
      };
    }
    console.table(idle);

    const result = { at: new Date().toISOString(), delivery, idle };
    const file = path.join(root, 'bench', 'results', `realtime-${result.at.replaceAll(':', '-')}.json`);
    await fs.writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Written ${path.relative(root, file)}`);
  } finally {
    for (const socket of sockets) socket.close();
    for (const node of nodes) node.child.kill('SIGTERM');
    await Promise.all(
      nodes.map((node) =>
        node.child.exitCode === null ? new Promise((resolve) => node.child.once('exit', resolve)) : null,
      ),
    );
    await database.close();
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
