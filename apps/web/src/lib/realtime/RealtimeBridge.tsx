import { useQueryClient } from '@tanstack/react-query';
import { chatKeys } from '../../features/chat/chat-api';
import { useChatRealtime } from '../../features/chat/useChatRealtime';
import { commercePl } from '../../features/commerce/commerce.pl';
import { commerceKeys } from '../../features/commerce/commerce-keys';
import { notificationKeys } from '../../features/notifications/notifications-api';
import { announceOpenMeetings } from '../../features/presence/meeting-windows';
import { corePl } from '../../i18n/pl-core';
import { queryKeys } from '../api/query-keys';
import { clearSession, getToken, isSigningOut } from '../api/token-storage';
import { showToast } from '../toasts';
import { useRealtimeClient } from './RealtimeProvider';
import { useRealtimeConnectionChange, useRealtimeEvent, useRealtimeResync } from './useRealtimeEvent';

/**
 * What realtime events change in the cached server state: a notification refetches the bell, chat events
 * update the cached chat (useChatRealtime); a (re)connection refetches what may have been missed
 * while the socket was away; Logout (the session ended elsewhere: a password change, a deleted account)
 * signs this tab out; SubscriptionActivated refetches the account, so Premium opens at once.
 */
export function RealtimeBridge({ onLoggedOut }: { onLoggedOut: () => void }) {
  const queryClient = useQueryClient();
  const refetchChat = () => queryClient.invalidateQueries({ queryKey: chatKeys.all });
  const refetchNotifications = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });

  useRealtimeEvent('CreatedNotification', refetchNotifications);
  useChatRealtime();
  // A new connection refetches once (Resume replays what a known tab missed; this covers the rest).
  const realtime = useRealtimeClient();
  useRealtimeConnectionChange((connected) => {
    if (!connected) return;
    announceOpenMeetings(realtime?.socket);
    void refetchNotifications();
    void refetchChat();
  });
  useRealtimeResync(() => {
    void refetchNotifications();
    void refetchChat();
  });
  // Premium paid in this or another tab: every place that reads isPremium(viewer) unlocks without a reload.
  useRealtimeEvent('SubscriptionActivated', () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    void queryClient.invalidateQueries({ queryKey: commerceKeys.all });
    showToast({ variant: 'success', message: commercePl.subscription.activated });
  });
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
