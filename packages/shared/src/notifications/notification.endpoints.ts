import { defineEndpoints, withParams } from '../api/endpoint';
import { get, put } from '../api/routes';
import { ZIdParams } from '../catalogue/homework-save.schemas';
import { ZMessageResponse } from '../errors/error.schemas';
import { ZNotificationList, ZNotificationListQuery } from './notification.schemas';

export const notificationEndpoints = defineEndpoints({
  list: get('/notification', ZNotificationListQuery, ZNotificationList),
  markRead: withParams(put('/notification/:id/read', ZMessageResponse), ZIdParams),
  markAllRead: put('/notification/read-all', ZMessageResponse),
});
