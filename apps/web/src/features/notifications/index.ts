// What other features use of notifications: the only way in from outside the folder (scripts/lib/web-layers.mjs).
export { notificationKeys, notificationsApi } from './notifications-api';
