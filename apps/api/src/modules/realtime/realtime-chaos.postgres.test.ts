import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startApiProcess, type TApiProcess } from '../../../test/api-process';
import { createChatPeople, type TChatPair } from '../../../test/chat-people';
import { freePort, startRedis, stopProcess } from '../../../test/processes';
import { openReceiver } from '../../../test/realtime-receiver';
import { describeWithServices } from '../../../test/services-under-test';
import { createRestartableTestDatabase } from '../../../test/test-database';

const rooms = 50;
const messagesPerRoom = 20;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined);
});

describeWithServices(
  { postgres: true, redisServerBinary: true },
  'realtime under faults (two API processes, PostgreSQL, Redis)',
  () => {
    it(`delivers ${rooms * messagesPerRoom} messages exactly once and in order per room while Redis restarts and a node is killed and restarted`, async () => {
      const restartable = await createRestartableTestDatabase();
      cleanups.push(restartable.dispose);
      const database = await restartable.open();
      cleanups.push(() => database.close());
      const jwtSecret = randomBytes(32).toString('hex');
      const people = createChatPeople(database.db, { jwtSecret, emailDomain: 'chaos.zadania.local' });
      const pairs: TChatPair[] = [];
      for (let i = 0; i < rooms; i += 1) pairs.push(await people.makePair(String(i), `Chaos ${i}`));

      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'zadania-chaos-'));
      cleanups.push(() => fs.rm(dataDir, { recursive: true, force: true }));
      const redisPort = await freePort();
      let redis = await startRedis(redisPort);
      cleanups.push(() => stopProcess(redis, 'SIGKILL'));
      const env = {
        DATABASE_URL: database.connectionString!,
        REDIS_URL: `redis://127.0.0.1:${redisPort}`,
        JWT_SECRET: jwtSecret,
        LOG_LEVEL: 'silent',
        TRUST_PROXY: 'true',
        JOB_POLLING_INTERVAL_SECONDS: '0.5',
        DATA_DIR: dataDir,
      };
      const [portA, portB] = [await freePort(), await freePort()];
      const nodeA = await startApiProcess(portA, env);
      cleanups.push(() => nodeA.stop('SIGKILL'));
      let nodeB: TApiProcess = await startApiProcess(portB, env);
      cleanups.push(() => nodeB.stop('SIGKILL'));

      // Half the receivers on each node; every message is sent through node A.
      const receivers = pairs.map((pair, index) =>
        openReceiver(index % 2 ? nodeB.url : nodeA.url, pair.receiver.token),
      );
      cleanups.push(async () => {
        for (const receiver of receivers) receiver.socket.close();
      });
      await expect.poll(() => receivers.every((receiver) => receiver.socket.connected), { timeout: 20_000 }).toBe(true);

      const sent = new Map<string, string[]>(pairs.map((pair) => [pair.roomId, []]));
      const sendRound = async (round: number) => {
        await Promise.all(
          pairs.map(async (pair, index) => {
            const text = `r${round}-p${index}`;
            const response = await fetch(`${nodeA.url}/api/chat/${pair.roomId}/message`, {
              method: 'POST',
              headers: {
                authorization: `Bearer ${pair.sender.token}`,
                'content-type': 'application/json',
                'x-forwarded-for': `10.0.${index}.1`,
              },
              body: JSON.stringify({ message: `<p>${text}</p>` }),
            });
            expect(response.status, await response.text()).toBe(200);
            sent.get(pair.roomId)!.push(`<p>${text}</p>`);
          }),
        );
      };

      for (let round = 0; round < messagesPerRoom; round += 1) {
        if (round === 6) {
          await stopProcess(redis, 'SIGKILL');
          redis = await startRedis(redisPort);
        }
        if (round === 12) {
          await nodeB.stop('SIGKILL');
          nodeB = await startApiProcess(portB, env);
        }
        await sendRound(round);
      }

      const texts = (receiver: (typeof receivers)[number]) => receiver.applied.map((message) => message.message);
      // What the web client's periodic check does: ask for a tail that was lost on the way (no later gap shows it).
      const total = () => receivers.reduce((count, receiver) => count + receiver.applied.length, 0);
      await expect
        .poll(
          () => {
            for (const receiver of receivers) receiver.order.check();
            return total();
          },
          { timeout: 90_000, interval: 2_000 },
        )
        .toBeGreaterThanOrEqual(rooms * messagesPerRoom);
      pairs.forEach((pair, index) => {
        expect(texts(receivers[index]!)).toEqual(sent.get(pair.roomId));
      });

      // Presence is right again: every receiver is online, on whichever node it reconnected to.
      const online = async () => (await (await fetch(`${nodeA.url}/api/user/online`)).json()) as string[];
      await expect
        .poll(online, { timeout: 20_000 })
        .toEqual(expect.arrayContaining(pairs.map((pair) => pair.receiver.id)));
    }, 180_000);
  },
);
