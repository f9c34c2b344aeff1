import { escapeHtml } from '../../lib/html';

function buildLinkMail(options: {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}) {
  const text = `${options.greeting}\n\n${options.intro}\n\n${options.link}\n\n${options.outro}\n\nZespół Zadania`;
  const html = `<p>${escapeHtml(options.greeting)}</p><p>${escapeHtml(options.intro)}</p><p><a href="${escapeHtml(options.link)}">${escapeHtml(options.action)}</a></p><p>${escapeHtml(options.link)}</p><p>${escapeHtml(options.outro)}</p><p>Zespół Zadania</p>`;
  return { to: options.to, subject: options.subject, text, html, link: options.link };
}

export const buildConfirmEmailMail = (to: string, username: string, link: string) =>
  buildLinkMail({
    to,
    subject: 'Potwierdź adres e-mail',
    greeting: `Cześć ${username}!`,
    intro: 'Dziękujemy za rejestrację. Kliknij poniższy link, aby potwierdzić adres e-mail i aktywować konto:',
    action: 'Potwierdź adres e-mail',
    link,
    outro:
      'Link jest ważny przez 48 godzin i działa tylko raz. Jeśli konto zostało założone bez Twojej wiedzy, zignoruj tę wiadomość.',
  });

export const buildResetPasswordMail = (to: string, username: string, link: string) =>
  buildLinkMail({
    to,
    subject: 'Ustaw nowe hasło',
    greeting: `Cześć ${username}!`,
    intro: 'Otrzymaliśmy prośbę o zmianę hasła. Kliknij poniższy link, aby ustawić nowe hasło:',
    action: 'Ustaw nowe hasło',
    link,
    outro:
      'Link jest ważny przez godzinę i działa tylko raz. Jeśli prośba o zmianę hasła nie pochodzi od Ciebie, zignoruj tę wiadomość.',
  });

/** To the holder of an address someone tried to register again (the answer to the caller told nothing). */
export const buildRegistrationAttemptMail = (to: string, username: string, loginLink: string, resetLink: string) =>
  buildLinkMail({
    to,
    subject: 'Próba rejestracji na Twój adres e-mail',
    greeting: `Cześć ${username}!`,
    intro:
      'Ktoś próbował założyć nowe konto z tym adresem e-mail, ale masz już u nas konto. Jeśli to Ty, po prostu się zaloguj:',
    action: 'Zaloguj się',
    link: loginLink,
    outro: `Jeśli nie pamiętasz hasła, ustaw nowe: ${resetLink}. Jeśli to nie Ty, zignoruj tę wiadomość: nikt nie uzyskał dostępu do Twojego konta.`,
  });

/** To the parent of a pupil under 16 who registered: the link that gives (or shows) the consent. */
export const buildParentalConsentMail = (to: string, username: string, link: string) =>
  buildLinkMail({
    to,
    subject: 'Prośba o zgodę na konto dziecka w Zadania',
    greeting: 'Dzień dobry!',
    intro: `Osoba poniżej 16 lat założyła w serwisie Zadania konto o loginie „${username}” i podała ten adres jako adres rodzica lub opiekuna. Zanim konto będzie mogło więcej niż ćwiczyć (np. pisać wiadomości, kupować, publikować), potrzebujemy Państwa zgody. Pod linkiem opisujemy, co to oznacza:`,
    action: 'Przeczytaj i wyraź zgodę',
    link,
    outro:
      'Jeśli nie znają Państwo tego konta, prosimy zignorować wiadomość: bez zgody konto pozostanie ograniczone do ćwiczeń. Regulamin i polityka prywatności są dostępne w serwisie.',
  });
