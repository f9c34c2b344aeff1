import { z } from 'zod';
import { pagingQuery } from '../validation/paging';

/** Notifications a person receives; realtime delivery (CreatedNotification) comes later. */
export const notificationTypes = [
  'HOMEWORK_REVIEWED',
  'MATH_CONCEPT_CHANGE_REVIEWED',
  /** An on-request task changed for the other side (payload: text, href, requestId, event). */
  'HOMEWORK_REQUEST_EVENT',
  /** A booking, lesson, dispute or student–teacher link changed (payload: text, href, and its ids). */
  'TUTORING_EVENT',
  /** A report the viewer sent was decided (payload: text, href, reportId, status). */
  'SUPPORT_EVENT',
  /** A payment of the viewer completed or was refunded (payload: text, href, paymentId). */
  'PAYMENT_EVENT',
  /**
   * Somebody wrote in a chat room of the viewer (payload: text, href, roomId); one unread per room, read with the
   * room.
   */
  'CHAT_MESSAGE',
  /** A teacher set an assignment for the viewer in a class (payload: text, href, assignmentId, classId). */
  'ASSIGNMENT_EVENT',
  /**
   * A parent–child link, the parent's consent, a purchase request or the weekly letter changed for the viewer
   * (payload: text, href, and its ids; docs/parents.md).
   */
  'FAMILY_EVENT',
  /**
   * Safeguarding (issue 72): a teacher's verification decided, a held message, a child's help request for a
   * responsible ADMIN (payload: text, href, and its ids; docs/safeguarding.md).
   */
  'SAFEGUARDING_EVENT',
] as const;
export const ZNotificationType = z.enum(notificationTypes);
export type TNotificationType = z.infer<typeof ZNotificationType>;

export const notificationMessages = {
  notFound: 'Nie znaleziono powiadomienia.',
  read: 'Oznaczono jako przeczytane.',
} as const;

export const ZNotification = z.object({
  id: z.uuid(),
  type: ZNotificationType,
  payload: z.record(z.string(), z.unknown()),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationListQuery = z.object({
  ...pagingQuery({ max: 50, fallback: 10 }),
});

export const ZNotificationList = z.object({
  results: z.array(ZNotification),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  unreadCount: z.number().int(),
});
