import { escapeHtml } from '../../lib/html';
import type { TMail } from '../mail/mail.service';

const formatWarsawDateTime = (at: Date) =>
  new Intl.DateTimeFormat('pl-PL', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(at);

/** The reminder of a lesson that starts within the hour, to each of its two people. */
export function buildLessonReminderMail(options: {
  to: string;
  username: string;
  counterpart: string;
  startsAt: Date;
  link: string;
}): TMail {
  const greeting = `Cześć ${options.username}!`;
  const intro = `Przypominamy o korepetycjach z ${options.counterpart}: ${formatWarsawDateTime(options.startsAt)} (czasu polskiego). Spotkanie rozpoczniesz na stronie zajęć:`;
  const text = `${greeting}\n\n${intro}\n\n${options.link}\n\nZespół Zadania`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(options.link)}">Przejdź do zajęć</a></p><p>Zespół Zadania</p>`;
  return { to: options.to, subject: 'Przypomnienie: korepetycje wkrótce', text, html, link: options.link };
}
