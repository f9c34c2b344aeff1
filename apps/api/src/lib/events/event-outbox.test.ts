import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanSharedTestDatabase } from '../../../test/test-database';
import type { TDatabase } from '../../db/client';
import { domainEvents, users } from '../../db/schema';
import { createUsersRepository } from '../../modules/users/users.repository';
import { createJobQueue } from '../jobs/job-queue';
import { createUnitOfWork } from '../uow';
import { defineSubscriber, type TDomainEvent } from './domain-events';
import { createEventOutbox, deliverEventJob } from './event-outbox';

const log = pino({ level: 'silent' });

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type TDelivered = TDomainEvent<'user.deleted'>;

/** One API node on `database`: its queue and outbox, with a recording subscriber that can be made to fail. */
async function startNode(database: TDatabase, options: { failTimes?: number } = {}) {
  const jobs = createJobQueue({ database, log, workers: false, pollingIntervalSeconds: 30 });
  const outbox = createEventOutbox({ db: database.db, jobs, log });
  const received: TDelivered[] = [];
  const alsoReceived: TDelivered[] = [];
  let failuresLeft = options.failTimes ?? 0;
  outbox.subscribe(
    defineSubscriber('test.records', 'user.deleted', async (event) => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('the subscriber failed');
      }
      received.push(event);
    }),
  );
  outbox.subscribe(
    defineSubscriber('test.also-records', 'user.deleted', async (event) => void alsoReceived.push(event)),
  );
  jobs.register(deliverEventJob, (job) => outbox.deliver(job));
  await jobs.start();
  cleanups.push(() => jobs.stop());
  return { jobs, outbox, received, alsoReceived, uow: createUnitOfWork(database.db) };
}

const openDatabase = cleanSharedTestDatabase;

async function insertUser(database: TDatabase) {
  const suffix = randomUUID().slice(0, 8);
  return createUsersRepository(database.db).insert({
    email: `u${suffix}@example.com`,
    username: `u${suffix}`,
    displayName: 'Przed zmianą',
    role: 'USER',
    passwordHash: 'x',
    consentAt: new Date(),
  });
}

describe('the event outbox', () => {
  it('records nothing and delivers nothing when the transaction rolls back', async () => {
    const database = await openDatabase();
    const node = await startNode(database);
    await expect(
      node.uow.run(async (tx) => {
        await node.outbox.record(tx, 'user.deleted', { userId: randomUUID() });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await node.jobs.drain({ includeDelayed: true });
    expect(node.received).toEqual([]);
    expect(await database.db.select().from(domainEvents)).toEqual([]);
  });

  it('delivers a committed event only after the commit, as stored, to each subscriber once', async () => {
    const database = await openDatabase();
    const node = await startNode(database);
    const userId = randomUUID();
    const actorId = randomUUID();
    const eventId = await node.uow.run(async (tx) => {
      const id = await node.outbox.record(tx, 'user.deleted', { userId }, { actorId });
      // On PostgreSQL the queue's own connections look while the transaction is open and find nothing.
      // PGlite has one connection, on which nothing runs beside an open transaction: after commit by construction.
      if (database.kind === 'postgres') {
        await node.jobs.drain();
        expect(node.received).toEqual([]);
      }
      return id;
    });
    await node.jobs.drain();
    await node.jobs.drain();
    expect(node.received).toEqual([
      { id: eventId, type: 'user.deleted', payload: { userId }, actorId, createdAt: expect.any(Date) },
    ]);
    expect(node.alsoReceived.map((event) => event.id)).toEqual([eventId]);
    const [stored] = await database.db.select().from(domainEvents).where(eq(domainEvents.id, eventId));
    expect(stored).toMatchObject({ type: 'user.deleted', payload: { userId }, actorId });
  });

  it('delivers an event recorded on one node to a subscriber on another node', async () => {
    const database = await openDatabase();
    const recording = await startNode(database);
    const other = await startNode(database);
    const userId = randomUUID();
    await recording.uow.run((tx) => recording.outbox.record(tx, 'user.deleted', { userId }));
    await other.jobs.drain();
    expect(other.received.map((event) => event.payload)).toEqual([{ userId }]);
    expect(recording.received).toEqual([]);
  });

  it('retries a failing subscriber on its own, without undoing the write or repeating the other subscriber', async () => {
    const database = await openDatabase();
    const node = await startNode(database, { failTimes: 1 });
    const user = await insertUser(database);
    await node.uow.run(async (tx) => {
      await createUsersRepository(tx).update(user.id, { displayName: 'Po zmianie' });
      await node.outbox.record(tx, 'user.deleted', { userId: user.id });
    });
    await node.jobs.drain();
    expect(node.received).toEqual([]);
    expect(node.alsoReceived).toHaveLength(1);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.displayName).toBe('Po zmianie');

    await node.jobs.drain({ includeDelayed: true });
    expect(node.received.map((event) => event.payload)).toEqual([{ userId: user.id }]);
    expect(node.alsoReceived).toHaveLength(1);
  });

  it('refuses to record a payload that does not match its event type', async () => {
    const database = await openDatabase();
    const node = await startNode(database);
    const badPayload = JSON.parse('{"userId": "not-a-uuid"}');
    await expect(node.uow.run((tx) => node.outbox.record(tx, 'user.deleted', badPayload))).rejects.toThrow(
      'The payload of user.deleted does not match its schema',
    );
    expect(await database.db.select().from(domainEvents)).toEqual([]);
  });
});
