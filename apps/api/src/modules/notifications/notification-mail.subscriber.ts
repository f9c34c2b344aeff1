import type { TNotificationType } from '@zadania/shared';
import { defineSubscriber } from '../../lib/events/domain-events';
import { escapeHtml } from '../../lib/html';
import type { TMail, TMailer } from '../mail/mail.service';
import type { TUsersRepository } from '../users/users.repository';

/**
 * What people are told by e-mail as well as in the bell: what happened to their money or their time (a
 * booking made, cancelled or moved, a lesson confirmed, an offer accepted or paid, a request delivered).
 * Payments mail their own receipts, with the invoice (payments module).
 */
const mailedTypes: ReadonlySet<TNotificationType> = new Set([
  'TUTORING_EVENT',
  'HOMEWORK_REQUEST_EVENT',
  // Safeguarding (issue 72): a child's help request reaches the responsible ADMINs by e-mail too.
  'SAFEGUARDING_EVENT',
]);

const subjectPrefix: Partial<Record<TNotificationType, string>> = {
  TUTORING_EVENT: 'Korepetycje',
  HOMEWORK_REQUEST_EVENT: 'Zadanie na zamówienie',
  SAFEGUARDING_EVENT: 'Ochrona małoletnich',
};

export function buildNotificationMail(options: {
  to: string;
  username: string;
  type: TNotificationType;
  text: string;
  link: string | null;
}): TMail {
  const greeting = `Cześć ${options.username}!`;
  const subject = `${subjectPrefix[options.type] ?? 'Zadania'}: ${options.text}`.slice(0, 150);
  const text = [greeting, '', options.text, ...(options.link ? ['', options.link] : []), '', 'Zespół Zadania'].join(
    '\n',
  );
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(options.text)}</p>`,
    ...(options.link ? [`<p><a href="${escapeHtml(options.link)}">Zobacz na stronie</a></p>`] : []),
    '<p>Zespół Zadania</p>',
  ].join('');
  return { to: options.to, subject, text, html, ...(options.link && { link: options.link }) };
}

/** Mails each recipient (never the actor) of a notification of a mailed type. */
export function createNotificationMailSubscriber(deps: {
  users: Pick<TUsersRepository, 'findMailRecipients'>;
  mailer: Pick<TMailer, 'send'>;
  publicUrl: string;
}) {
  return defineSubscriber('mail.notification', 'notification.requested', async (event) => {
    const { type, recipientIds, text, href, data } = event.payload;
    // A module that sends a letter of its own marks the notification `mailedApart` (teacher verification).
    if (!mailedTypes.has(type) || data.mailedApart === true) return;
    const ids = [...new Set(recipientIds)].filter((id) => id !== event.actorId);
    if (!ids.length) return;
    const recipients = await deps.users.findMailRecipients(ids);
    const link = href ? `${deps.publicUrl}${href}` : null;
    for (const recipient of recipients) {
      await deps.mailer.send(
        buildNotificationMail({ to: recipient.email, username: recipient.username, type, text, link }),
      );
    }
  });
}
