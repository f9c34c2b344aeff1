import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { timings, userEndpoints } from '@zadania/shared';
import { callEndpoint } from '../../lib/api/call-endpoint';
import { useRealtimeConnectionChange, useRealtimeEvent } from '../../lib/realtime/useRealtimeEvent';

export const onlineUsersKey = ['user', 'online'] as const;
export const busyUsersKey = ['user', 'busy'] as const;

const setMember = (queryClient: QueryClient, key: readonly string[], userId: string, member: boolean) =>
  queryClient.setQueryData<string[]>(key, (ids = []) =>
    member ? [...new Set([...ids, userId])] : ids.filter((id) => id !== userId),
  );

/**
 * Who is online, and who of them is busy in a meeting (docs/product-spec.md sections 4 and 7 "Realtime"):
 * GET /user/online and /user/busy every 300000 ms and whenever this tab's socket connects or disconnects;
 * UserOnline ({userId, busy}) and UserOffline keep them current in between.
 */
export function usePresence() {
  const queryClient = useQueryClient();
  const online = useQuery({
    queryKey: onlineUsersKey,
    queryFn: ({ signal }) => callEndpoint(userEndpoints.online, { signal }),
    refetchInterval: timings.onlineRefreshMs,
    staleTime: timings.onlineRefreshMs,
  });
  const busy = useQuery({
    queryKey: busyUsersKey,
    queryFn: ({ signal }) => callEndpoint(userEndpoints.busy, { signal }),
    refetchInterval: timings.onlineRefreshMs,
    staleTime: timings.onlineRefreshMs,
  });
  useRealtimeEvent('UserOnline', ({ userId, busy: inMeeting }) => {
    setMember(queryClient, onlineUsersKey, userId, true);
    if (inMeeting !== undefined) setMember(queryClient, busyUsersKey, userId, inMeeting);
  });
  useRealtimeEvent('UserOffline', ({ userId }) => {
    setMember(queryClient, onlineUsersKey, userId, false);
    setMember(queryClient, busyUsersKey, userId, false);
  });
  useRealtimeConnectionChange(() => {
    void queryClient.invalidateQueries({ queryKey: onlineUsersKey });
    void queryClient.invalidateQueries({ queryKey: busyUsersKey });
  });
  return { online: online.data ?? [], busy: busy.data ?? [] };
}

/** One user's status: offline, online, or busy (online and in a meeting). */
export function usePresenceOf(userId: string | null | undefined): 'offline' | 'online' | 'busy' {
  const { online, busy } = usePresence();
  if (!userId || !online.includes(userId)) return 'offline';
  return busy.includes(userId) ? 'busy' : 'online';
}
