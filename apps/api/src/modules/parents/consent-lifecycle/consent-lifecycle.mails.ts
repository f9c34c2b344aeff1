import { escapeHtml } from '../../../lib/html';
import type { TMail } from '../../mail/mail.service';

const warsawDate = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'long' });

const paragraphs = (to: string, subject: string, lines: string[], link?: { href: string; label: string }): TMail => {
  const text = [...lines.slice(0, 2), ...(link ? [link.href] : []), ...lines.slice(2), 'Zespół Zadania'].join('\n\n');
  const html = [
    ...lines.slice(0, 2).map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link
      ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`, `<p>${escapeHtml(link.href)}</p>`]
      : []),
    ...lines.slice(2).map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>Zespół Zadania</p>',
  ].join('');
  return { to, subject, text, html, ...(link && { link: link.href }) };
};

/** To the parent on day 7 and day 25: the consent is still awaited, with a working link and the deletion date. */
export const buildConsentReminderMail = (to: string, username: string, link: string, deletionAt: Date) =>
  paragraphs(
    to,
    'Przypomnienie: prośba o zgodę na konto dziecka w Zadania',
    [
      'Dzień dobry!',
      `Kilka dni temu osoba poniżej 16 lat założyła w serwisie Zadania konto o loginie „${username}” i podała ten adres jako adres rodzica lub opiekuna. Nadal czekamy na Państwa zgodę. Pod linkiem opisujemy, co ona oznacza:`,
      `Jeśli zgoda nie zostanie wyrażona do ${warsawDate.format(deletionAt)}, konto zostanie usunięte razem ze wszystkimi danymi, a Państwo dostaną o tym wiadomość. Do tego czasu konto może tylko ćwiczyć.`,
      'Jeśli nie znają Państwo tego konta, prosimy zignorować wiadomość.',
    ],
    { href: link, label: 'Przeczytaj i wyraź zgodę' },
  );

/** To the parent's address and the child's confirmed one, once the account whose consent never came is deleted. */
export const buildConsentAccountDeletedMail = (to: string, username: string, recipient: 'PARENT' | 'CHILD') =>
  recipient === 'PARENT'
    ? paragraphs(to, 'Konto dziecka w Zadania zostało usunięte', [
        'Dzień dobry!',
        `Konto o loginie „${username}”, na które prosiliśmy o Państwa zgodę, zostało usunięte razem ze wszystkimi danymi, bo zgoda nie przyszła w ciągu 30 dni.`,
        'Dziecko może założyć konto ponownie; wtedy poprosimy o zgodę jeszcze raz. Nie trzeba nic robić.',
      ])
    : paragraphs(to, 'Twoje konto w Zadania zostało usunięte', [
        `Cześć ${username}!`,
        'Twoje konto zostało usunięte razem ze wszystkimi danymi, bo przez 30 dni nie dostaliśmy zgody rodzica lub opiekuna.',
        'Możesz założyć konto ponownie. Poproś wtedy rodzica, żeby od razu kliknął link z wiadomości od nas.',
      ]);
