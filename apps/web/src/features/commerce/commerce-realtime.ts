import { queryKeys } from '../../lib/api/query-keys';
import { registerRealtimeHandler } from '../../lib/realtime/realtime-handlers';
import { showToast } from '../../lib/toasts';
import { commercePl } from './commerce.pl';
import { commerceKeys } from './commerce-keys';

// Premium paid in this or another tab: every place that reads isPremium(viewer) unlocks without a reload.
registerRealtimeHandler('SubscriptionActivated', (_, { queryClient }) => {
  void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  void queryClient.invalidateQueries({ queryKey: commerceKeys.all });
  showToast({ variant: 'success', message: commercePl.subscription.activated });
});
