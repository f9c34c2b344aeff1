import { escapeHtml } from '../../lib/html';
import type { TMail } from '../mail/mail.service';

const formatWarsawDateTime = (at: Date) =>
  new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(at);

/**
 * The reminder that Premium ends soon. Payments are one-off (BLIK, Przelewy24 and transfers cannot be
 * charged again by themselves), so renewing is a new purchase on the subscription page.
 */
export function buildRenewalReminderMail(options: { to: string; username: string; endsAt: Date; link: string }): TMail {
  const greeting = `Cześć ${options.username}!`;
  const intro = `Twoje Konto Premium jest aktywne do ${formatWarsawDateTime(options.endsAt)}. Płatności BLIK, Przelewy24 i przelewem nie odnawiają się same: aby dalej korzystać z funkcji Premium, przedłuż subskrypcję:`;
  const action = 'Przedłuż Konto Premium';
  const outro =
    'Jeśli nie chcesz przedłużać, zignoruj tę wiadomość albo anuluj odnawianie na stronie subskrypcji: nie będziemy wtedy przypominać.';
  const text = `${greeting}\n\n${intro}\n\n${options.link}\n\n${outro}\n\nZespół Zadania`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(options.link)}</p><p>${escapeHtml(outro)}</p><p>Zespół Zadania</p>`;
  return { to: options.to, subject: 'Twoje Konto Premium wkrótce wygaśnie', text, html, link: options.link };
}
