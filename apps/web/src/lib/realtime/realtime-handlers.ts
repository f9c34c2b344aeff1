import type { QueryClient } from '@tanstack/react-query';
import type { TServerEventName, TServerEventPayload } from '@zadania/shared';
import type { TRealtimeSocket } from './realtime-client';

/** What the bridge hands each handler: the cached server state and this tab's socket. */
export type TRealtimeHandlerContext = { queryClient: QueryClient; socket: TRealtimeSocket | undefined };

/** The socket connected (again), or the server could not replay what this tab missed: refetch what may be stale. */
type TConnectionEvent = 'Connected' | 'Resync';
export type TRealtimeHandledEvent = TServerEventName | TConnectionEvent;

type TPayloadOf<TName extends TRealtimeHandledEvent> = TName extends TServerEventName
  ? TServerEventPayload<TName>
  : undefined;
export type TRealtimeHandler<TName extends TRealtimeHandledEvent> = (
  payload: TPayloadOf<TName>,
  context: TRealtimeHandlerContext,
) => void;

const handlers = new Map<TRealtimeHandledEvent, Set<TRealtimeHandler<never>>>();

/** A feature's reaction to a realtime event; features register theirs once, from the app shell (app/realtime-handlers.ts). */
export function registerRealtimeHandler<TName extends TRealtimeHandledEvent>(
  event: TName,
  handler: TRealtimeHandler<TName>,
) {
  const registered = handlers.get(event) ?? new Set();
  registered.add(handler as TRealtimeHandler<never>);
  handlers.set(event, registered);
}

/** The server events some feature handles. */
export function handledServerEvents(): TServerEventName[] {
  return [...handlers.keys()].filter((event): event is TServerEventName => event !== 'Connected' && event !== 'Resync');
}

/** Runs every handler of `event`, in the order they were registered. */
export function runRealtimeHandlers<TName extends TRealtimeHandledEvent>(
  event: TName,
  payload: TPayloadOf<TName>,
  context: TRealtimeHandlerContext,
) {
  for (const handler of handlers.get(event) ?? []) (handler as TRealtimeHandler<TName>)(payload, context);
}
