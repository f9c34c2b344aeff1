import { parseServerEvent, type TServerEventName, type TServerEventPayload } from '@zadania/shared';
import { useEffect, useRef } from 'react';
import { useRealtimeClient } from './RealtimeProvider';

/**
 * Calls `handler` with each `event` this tab's socket receives, for as long as the component is mounted; the
 * payload is checked against the event's shared schema first (one that does not match is dropped).
 */
export function useRealtimeEvent<TName extends TServerEventName>(
  event: TName,
  handler: (payload: TServerEventPayload<TName>) => void,
) {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!client) return;
    return client.on(event, (payload) => {
      const parsed = parseServerEvent(event, payload);
      if (parsed) latest.current(parsed);
    });
  }, [client, event]);
}

/** Calls `handler` whenever this tab's socket connects or disconnects (to refresh what it may have missed). */
export function useRealtimeConnectionChange(handler: (connected: boolean) => void) {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!client) return;
    const { socket } = client;
    const onConnect = () => latest.current(true);
    const onDisconnect = () => latest.current(false);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
    };
  }, [client]);
}

/** Calls `handler` when the server could not replay everything this tab missed: refetch instead. */
export function useRealtimeResync(handler: () => void) {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => client?.onResync(() => latest.current()), [client]);
}
