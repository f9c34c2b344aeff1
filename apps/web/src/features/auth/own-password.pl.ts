import { registerDictionary } from '../../i18n/register-dictionary';

/** Polish strings of signing in by login and of 'Ustaw własne hasło' (pupils' accounts without e-mail, issue 56). */
export const loginFormPl = {
  login: 'E-mail lub login',
  loginHint: 'Uczniowie bez e-maila logują się loginem z kartki od nauczyciela.',
} as const;

export const ownPasswordPl = {
  title: 'Ustaw własne hasło',
  intro:
    'To konto otwiera hasło jednorazowe od nauczyciela. Zanim przejdziesz dalej, ustaw własne hasło, które znasz tylko Ty.',
  current: 'Hasło jednorazowe z kartki',
  submit: 'Ustaw hasło',
  done: 'Hasło ustawione. Od teraz loguj się nim.',
  addEmailTitle: 'Dodaj adres e-mail',
  addEmailIntro:
    'Twoje konto nie ma adresu e-mail. Dodaj go, aby móc samodzielnie odzyskać hasło. Wyślemy link potwierdzający.',
  addEmailSubmit: 'Wyślij link',
} as const;

registerDictionary({ loginForm: loginFormPl, ownPassword: ownPasswordPl });
