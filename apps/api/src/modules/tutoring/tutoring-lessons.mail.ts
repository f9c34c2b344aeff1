import { escapeHtml } from '../../lib/html';
import type { TMail } from '../mail/mail.service';

const formatWarsawDateTime = (at: Date) =>
  new Intl.DateTimeFormat('pl-PL', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Warsaw' }).format(at);

/** A lesson's reminder to each of its two people: the day before it ('day'), and within the hour before ('hour'). */
export function buildLessonReminderMail(options: {
  to: string;
  username: string;
  counterpart: string;
  startsAt: Date;
  kind: 'day' | 'hour';
  link: string;
}): TMail {
  const greeting = `Cześć ${options.username}!`;
  const when = `${formatWarsawDateTime(options.startsAt)} (czasu polskiego)`;
  const intro =
    options.kind === 'day'
      ? `Przypominamy o zbliżających się korepetycjach z ${options.counterpart}: ${when}. Jeśli nie możesz przyjść, przełóż lub odwołaj zajęcia na stronie zajęć:`
      : `Przypominamy o korepetycjach z ${options.counterpart}: ${when}. Spotkanie rozpoczniesz na stronie zajęć:`;
  const text = `${greeting}\n\n${intro}\n\n${options.link}\n\nZespół Zadania`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(options.link)}">Przejdź do zajęć</a></p><p>Zespół Zadania</p>`;
  // The day's reminder names the date: a node that was down may send it later than a day ahead.
  const subject =
    options.kind === 'day'
      ? `Przypomnienie: korepetycje ${formatWarsawDateTime(options.startsAt)}`
      : 'Przypomnienie: korepetycje wkrótce';
  return { to: options.to, subject, text, html, link: options.link };
}
