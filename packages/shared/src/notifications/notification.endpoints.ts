import { defineEndpoints } from '../api/endpoint';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZNotificationList, ZNotificationListQuery } from './notification.schemas';

export const notificationEndpoints = defineEndpoints({
  list: { method: 'GET', path: '/notification', query: ZNotificationListQuery, response: ZNotificationList },
  markRead: { method: 'PUT', path: '/notification/:id/read', response: ZMessageResponse },
  markAllRead: { method: 'PUT', path: '/notification/read-all', response: ZMessageResponse },
});
