import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What the work in progress was caused by: the request (or the job) whose id its log lines carry. */
type TRequestContext = { requestId: string };

const storage = new AsyncLocalStorage<TRequestContext>();

/** The id of the request (or job) the current work belongs to, if any. */
export const currentRequestId = () => storage.getStore()?.requestId;

/** Runs `work` as part of `requestId`: jobs it queues carry the id, and so do their log lines. */
export const runWithRequestId = <T>(requestId: string, work: () => T) => storage.run({ requestId }, work);

/** From here on in this request's asynchronous flow (a Fastify onRequest hook), the work belongs to it. */
export const enterRequest = (requestId: string) => storage.enterWith({ requestId });

/** An id a load balancer sent (`X-Request-Id`), when it looks like one; otherwise a new one. */
export function requestIdFrom(header: string | string[] | undefined) {
  const sent = Array.isArray(header) ? header[0] : header;
  return sent && /^[A-Za-z0-9._:-]{8,100}$/.test(sent) ? sent : randomUUID();
}
