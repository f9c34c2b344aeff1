import { registerDictionary } from '../../i18n/register-dictionary';
/** Polish strings of the login page. */
export const loginPl = {
  title: 'Zaloguj się',
  submit: 'Zaloguj się',
  noAccount: 'Nie masz konta?',
  forgotPassword: 'Nie pamiętasz hasła?',
  twoFactorTitle: 'Weryfikacja dwuetapowa',
  twoFactorHint: 'Wpisz 6-cyfrowy kod z aplikacji uwierzytelniającej albo jeden z kodów zapasowych (10 znaków).',
  twoFactorSubmit: 'Potwierdź',
  twoFactorBack: 'Zaloguj się innym kontem',
  resend: 'Wyślij link ponownie',
  resent: 'Wysłaliśmy nowy link potwierdzający. Sprawdź skrzynkę.',
} as const;

/** Polish strings of the registration page. */
export const registerPl = {
  title: 'Załóż konto',
  submit: 'Zarejestruj się',
  haveAccount: 'Masz już konto?',
  roleDescription: 'Kim jesteś?',
  roleParent: 'Jestem rodzicem lub opiekunem',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  classCode: 'Zakładasz konto ucznia z kodem klasy {{code}}. Po potwierdzeniu adresu e-mail dołączysz do tej klasy.',
  successTitle: 'Sprawdź skrzynkę',
  successText:
    'Wysłaliśmy link potwierdzający na adres {{email}}. Kliknij go, aby aktywować konto, a potem zaloguj się.',
  resend: 'Wyślij link ponownie',
  birthYear: 'Rok urodzenia',
  birthYearHint: 'Pytamy, bo osoby poniżej 16 lat potrzebują zgody rodzica lub opiekuna.',
  parentEmail: 'E-mail rodzica lub opiekuna',
  parentEmailHint:
    'Wyślemy prośbę o zgodę. Ćwiczyć możesz od razu; pisać wiadomości, kupować i publikować — gdy rodzic ją potwierdzi.',
  childProtection: 'Jak chronimy dzieci w serwisie: <standards>Standardy Ochrony Małoletnich</standards>.',
} as const;

/** Polish strings of the e-mail confirmation page. */
export const confirmEmailPl = {
  title: 'Potwierdzenie adresu e-mail',
  pending: 'Potwierdzamy Twój adres e-mail…',
  success: 'Adres e-mail został potwierdzony. Możesz się teraz zalogować.',
  missingToken: 'Brak tokenu w linku. Otwórz link z wiadomości e-mail jeszcze raz.',
  goToLogin: 'Przejdź do logowania',
} as const;

/** Polish strings of the 'forgot password' page. */
export const forgotPasswordPl = {
  title: 'Nie pamiętasz hasła?',
  description: 'Podaj adres e-mail konta, a wyślemy link do ustawienia nowego hasła.',
  submit: 'Wyślij link',
  backToLogin: 'Wróć do logowania',
} as const;

/** Polish strings of setting a new password from the e-mailed link. */
export const setPasswordPl = {
  title: 'Ustaw nowe hasło',
  submit: 'Ustaw hasło',
  missingToken: 'Brak tokenu w linku. Poproś o nowy link do ustawienia hasła.',
  requestNewLink: 'Wyślij nowy link',
  successText: 'Hasło zostało ustawione. Zaloguj się nowym hasłem.',
  goToLogin: 'Przejdź do logowania',
} as const;

registerDictionary({
  login: loginPl,
  register: registerPl,
  confirmEmail: confirmEmailPl,
  forgotPassword: forgotPasswordPl,
  setPassword: setPasswordPl,
});
