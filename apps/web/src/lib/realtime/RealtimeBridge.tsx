import { useQueryClient } from '@tanstack/react-query';
import { parseServerEvent } from '@zadania/shared';
import { useEffect, useRef } from 'react';
import { corePl } from '../../i18n/pl-core';
import { clearSession, getToken, isSigningOut } from '../api/token-storage';
import { showToast } from '../toasts';
import { useRealtimeClient } from './RealtimeProvider';
import { handledServerEvents, runRealtimeHandlers, type TRealtimeHandlerContext } from './realtime-handlers';
import { useRealtimeConnectionChange, useRealtimeEvent, useRealtimeResync } from './useRealtimeEvent';

/**
 * Hands realtime events to the handlers the features registered (realtime-handlers.ts): each server event they
 * handle, a (re)connection and a resync, which refetch what may have been missed while the socket was away.
 * Logout (the session ended elsewhere: a password change, a deleted account) signs this tab out.
 */
export function RealtimeBridge({ onLoggedOut }: { onLoggedOut: () => void }) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeClient();
  const context = useRef<TRealtimeHandlerContext>({ queryClient, socket: realtime?.socket });
  context.current = { queryClient, socket: realtime?.socket };

  useEffect(() => {
    if (!realtime) return;
    const unsubscribes = handledServerEvents().map((event) =>
      realtime.on(event, (payload) => {
        const parsed = parseServerEvent(event, payload);
        if (parsed) runRealtimeHandlers(event, parsed, context.current);
      }),
    );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [realtime]);
  useRealtimeConnectionChange((connected) => {
    if (connected) runRealtimeHandlers('Connected', undefined, context.current);
  });
  useRealtimeResync(() => runRealtimeHandlers('Resync', undefined, context.current));
  useRealtimeEvent('Logout', () => {
    // This tab's own logout shows its own toast; another tab's, or a session ended elsewhere, is news.
    if (!getToken() || isSigningOut()) return;
    clearSession();
    queryClient.clear();
    showToast({ variant: 'success', message: corePl.toasts.loggedOut });
    onLoggedOut();
  });
  return null;
}
