import type { TNotification } from '@zadania/shared';
import type { TFunction } from 'i18next';
import './moderation.pl';

export type TNotificationView = { text: string; comment: string | null; href: string | null };

const asString = (value: unknown) => (typeof value === 'string' ? value : null);

/** What a notification says in Polish and where it leads (its task or concept). */
export function describeNotification(notification: TNotification, t: TFunction): TNotificationView {
  const payload = notification.payload;
  if (
    notification.type === 'HOMEWORK_REQUEST_EVENT' ||
    notification.type === 'TUTORING_EVENT' ||
    notification.type === 'SUPPORT_EVENT' ||
    notification.type === 'PAYMENT_EVENT' ||
    notification.type === 'CHAT_MESSAGE' ||
    notification.type === 'ASSIGNMENT_EVENT' ||
    notification.type === 'FAMILY_EVENT'
  ) {
    // Composed in Polish by the API, with the page it concerns.
    return { text: asString(payload.text) ?? '', comment: null, href: asString(payload.href) };
  }
  const approved = payload.status === 'APPROVED';
  if (notification.type === 'HOMEWORK_REVIEWED') {
    const slug = asString(payload.slug) ?? asString(payload.homeworkId);
    return {
      text: approved ? t('moderation.homeworkApproved') : t('moderation.homeworkRejected'),
      comment: asString(payload.comment) || null,
      // The owner's view shows the task in any status, with the review history.
      href: slug ? `/account/homeworks/${encodeURIComponent(slug)}` : null,
    };
  }
  const name = asString(payload.name) ?? '';
  const conceptId = asString(payload.conceptId);
  return {
    text: approved ? t('moderation.conceptApproved', { name }) : t('moderation.conceptRejected', { name }),
    comment: asString(payload.comment) || null,
    href: conceptId ? `/resources/concepts/${encodeURIComponent(conceptId)}` : null,
  };
}
