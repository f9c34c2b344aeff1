import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { defineJob } from '../jobs/job-definition';
import type { TJobQueue } from '../jobs/job-queue';
import { hasPayloadOf, type TDomainEventPayload, type TDomainEventType, type TEventSubscriber } from './domain-events';
import { createOutboxRepository } from './outbox.repository';

/** Hands one committed event to one subscriber; retried with backoff until the subscriber succeeds. */
export const deliverEventJob = defineJob({
  name: 'events.deliver',
  schema: z.object({ eventId: z.uuid(), subscriber: z.string().min(1) }),
  retry: { limit: 8, delaySeconds: 5, backoff: true },
  policy: 'standard',
  // Chat traffic is many small deliveries: a node hands several to their subscribers at once.
  concurrency: 8,
  // A delivery taken by a node that died is retried after a minute, not the queue's default quarter hour.
  timeoutSeconds: 60,
});

/**
 * The transactional outbox. `record` writes the event and one delivery job per subscriber in the caller's
 * transaction: a rolled-back transaction leaves neither, a committed one both. Delivery runs after the
 * commit on any node with workers; a subscriber that fails is retried on its own and never undoes the
 * write that caused the event.
 */
export function createEventOutbox(deps: { db: TDb; jobs: TJobQueue; log: FastifyBaseLogger }) {
  const subscribers = new Map<string, TEventSubscriber>();
  const events = createOutboxRepository(deps.db);

  return {
    subscribe(subscriber: TEventSubscriber) {
      if (subscribers.has(subscriber.name)) throw new Error(`Subscriber ${subscriber.name} is registered twice`);
      subscribers.set(subscriber.name, subscriber);
    },

    /** Records that something happened, inside the transaction that made it happen. */
    async record<TType extends TDomainEventType>(
      tx: TDb,
      type: TType,
      payload: TDomainEventPayload<TType>,
      options: { actorId?: string | null } = {},
    ) {
      if (!hasPayloadOf(type, payload)) throw new Error(`The payload of ${type} does not match its schema`);
      const id = randomUUID();
      await createOutboxRepository(tx).insert({ id, type, payload, actorId: options.actorId ?? null });
      for (const subscriber of subscribers.values()) {
        if (subscriber.event !== type) continue;
        await deps.jobs.send(deliverEventJob, { eventId: id, subscriber: subscriber.name }, { tx });
      }
      return id;
    },

    /** The delivery job's handler: reads the event back as committed and gives it to the subscriber. */
    async deliver(job: { eventId: string; subscriber: string }) {
      const subscriber = subscribers.get(job.subscriber);
      // Failed, so retried: during a rolling deploy another node may know the subscriber.
      if (!subscriber) throw new Error(`No subscriber ${job.subscriber} on this node`);
      const event = await events.find(job.eventId);
      if (!event) {
        deps.log.warn(job, 'An event delivery names an event that is not in the outbox');
        return;
      }
      await subscriber.handle(event);
    },
  };
}

export type TEventOutbox = ReturnType<typeof createEventOutbox>;
