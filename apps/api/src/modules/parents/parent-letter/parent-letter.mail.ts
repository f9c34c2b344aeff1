import { readableTitle } from '@zadania/shared';
import { escapeHtml } from '../../../lib/html';
import type { TMail } from '../../mail/mail.service';

type TAssignmentLine = { title: string; dueAt: Date; className: string };

/** One child's week as the letter tells it. */
export type TChildWeek = {
  id: string;
  name: string;
  answers: number;
  correct: number;
  dueNextWeek: TAssignmentLine[];
  late: TAssignmentLine[];
  mockResults: { title: string; points: number; maxPoints: number; percent: number }[];
};

const dateTime = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});
const dayMonth = new Intl.DateTimeFormat('pl-PL', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

/** 'odpowiedź' counted: 1 odpowiedź, 2 odpowiedzi, 5 odpowiedzi. */
const answersWord = (n: number) => (n === 1 ? 'odpowiedź' : 'odpowiedzi');
/** 1 poprawna, 2 poprawne, 5 poprawnych. */
const correctWord = (n: number) =>
  n === 1 ? 'poprawna' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? 'poprawne' : 'poprawnych';

const assignmentLine = ({ title, dueAt, className }: TAssignmentLine) =>
  `„${readableTitle(title)}” (klasa ${className}), termin: ${dateTime.format(dueAt)}`;

/** The lines of one child's section, in plain text (the HTML part shows the same lines). */
function childLines(child: TChildWeek, link: string) {
  const lines: { text: string; list?: string[]; href?: string }[] = [];
  lines.push({
    text:
      child.answers === 0
        ? 'Ćwiczenia: ten tydzień bez ćwiczeń.'
        : `Ćwiczenia: ${child.answers} ${answersWord(child.answers)}, w tym ${child.correct} ${correctWord(child.correct)}.`,
  });
  lines.push(
    child.dueNextWeek.length === 0
      ? { text: 'Zadania domowe na przyszły tydzień: brak.' }
      : { text: 'Zadania domowe na przyszły tydzień:', list: child.dueNextWeek.map(assignmentLine) },
  );
  if (child.late.length > 0) {
    lines.push({
      text: 'Zaległe zadania domowe (termin minął, nie wszystko oddane):',
      list: child.late.map(assignmentLine),
    });
  }
  for (const mock of child.mockResults) {
    lines.push({ text: `Próbny egzamin „${mock.title}”: ${mock.points} z ${mock.maxPoints} pkt (${mock.percent}%).` });
  }
  lines.push({ text: `Więcej na stronie dziecka: ${link}`, href: link });
  return lines;
}

/**
 * The weekly letter to a parent: one section per child, HTML and text, with the one-click unsubscribe headers
 * (RFC 8058) the mail client shows as "Wypisz się".
 */
export function buildParentLetterMail(options: {
  to: string;
  weekStart: string;
  children: TChildWeek[];
  publicUrl: string;
  unsubscribeUrl: string;
}): TMail {
  const { to, children, publicUrl, unsubscribeUrl } = options;
  const monday = new Date(`${options.weekStart}T00:00:00Z`);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  const week = `${dayMonth.format(monday)} – ${dayMonth.format(sunday)}`;
  const names = children.map((child) => child.name).join(', ');
  const intro = `Oto krótkie podsumowanie tygodnia ${week} w serwisie Zadania.`;
  const outro =
    'List można wyłączyć na stronie każdego dziecka albo przyciskiem „Wypisz się” w programie pocztowym. Dziecko, które ma 16 lat lub więcej, może samo wstrzymać list o sobie.';
  const sections = children.map((child) => ({
    child,
    lines: childLines(child, `${publicUrl}/parent/children/${child.id}`),
  }));

  const text = [
    'Dzień dobry!',
    intro,
    ...sections.map(({ child, lines }) =>
      [
        `== ${child.name} ==`,
        ...lines.flatMap((line) => [line.text, ...(line.list ?? []).map((item) => `- ${item}`)]),
      ].join('\n'),
    ),
    outro,
    'Zespół Zadania',
  ].join('\n\n');

  const html = [
    '<p>Dzień dobry!</p>',
    `<p>${escapeHtml(intro)}</p>`,
    ...sections.map(({ child, lines }) =>
      [
        `<h2>${escapeHtml(child.name)}</h2>`,
        ...lines.map((line) =>
          line.list
            ? `<p>${escapeHtml(line.text)}</p><ul>${line.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
            : line.href
              ? `<p><a href="${escapeHtml(line.href)}">Więcej na stronie dziecka</a></p>`
              : `<p>${escapeHtml(line.text)}</p>`,
        ),
      ].join(''),
    ),
    `<p>${escapeHtml(outro)}</p>`,
    '<p>Zespół Zadania</p>',
  ].join('');

  return {
    to,
    subject: `Tydzień w Zadania: ${names}`.slice(0, 150),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
