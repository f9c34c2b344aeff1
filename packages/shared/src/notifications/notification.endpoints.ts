import { defineEndpoints } from '../api/endpoint';
import { get, put } from '../api/routes';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZNotificationList, ZNotificationListQuery } from './notification.schemas';

export const notificationEndpoints = defineEndpoints({
  list: get('/notification', ZNotificationListQuery, ZNotificationList),
  markRead: put('/notification/:id/read', ZMessageResponse),
  markAllRead: put('/notification/read-all', ZMessageResponse),
});
