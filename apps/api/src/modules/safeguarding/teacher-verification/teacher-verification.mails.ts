import { teacherVerificationPath } from '@zadania/shared';
import { escapeHtml } from '../../../lib/html';
import type { TMail } from '../../mail/mail.service';

/** The teacher's mail about their verification: the notice's text and the link to the verification page. */
export function buildTeacherVerificationMail(to: string, username: string, text: string, publicUrl: string): TMail {
  const link = `${publicUrl}${teacherVerificationPath}`;
  const lines = [`Dzień dobry, ${username}!`, text];
  return {
    to,
    subject: 'Weryfikacja nauczyciela w Zadania',
    text: [...lines, link, 'Zespół Zadania'].join('\n\n'),
    html: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p><a href="${escapeHtml(link)}">Weryfikacja nauczyciela</a></p>`,
      '<p>Zespół Zadania</p>',
    ].join(''),
    link,
  };
}
