import type { QueryClient } from '@tanstack/react-query';
import { registerRealtimeHandler } from '../../lib/realtime/realtime-handlers';
import { notificationKeys } from './notifications-api';

/** A new notification, a (re)connection or a resync refetches the bell. */
const refetchNotifications = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: notificationKeys.all });

registerRealtimeHandler('CreatedNotification', (_, { queryClient }) => refetchNotifications(queryClient));
registerRealtimeHandler('Connected', (_, { queryClient }) => refetchNotifications(queryClient));
registerRealtimeHandler('Resync', (_, { queryClient }) => refetchNotifications(queryClient));
