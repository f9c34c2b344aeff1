// What other features use of moderation: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { ForbiddenNotice } from './ForbiddenNotice';

import './moderation.pl';

export { notificationPollMs } from './useNotifications';
export { usePendingCount } from './usePendingCount';
