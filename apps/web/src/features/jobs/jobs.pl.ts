import { registerDictionary } from '../../i18n/register-dictionary';
/** Polish strings of the ADMIN's background jobs page. */
export const jobsPl = {
  title: 'Zadania w tle',
  intro:
    'Wysyłka e-maili, powiadomienia i porządkowanie plików działają w tle i są ponawiane przy błędach. Tu są te, którym skończyły się próby (przechowywane 7 dni).',
  empty: 'Wszystkie zadania w tle wykonały się poprawnie.',
  loadError: 'Nie udało się wczytać zadań w tle.',
  failedAt: 'Ostatnia próba',
  attempts: 'Próby',
  retry: 'Spróbuj ponownie',
  // Nested as the job names read: 'mail.password-reset' is names.mail['password-reset'].
  names: {
    mail: {
      'email-confirmation': 'E-mail z linkiem potwierdzającym',
      'password-reset': 'E-mail z linkiem do ustawienia hasła',
      'registration-attempt': 'E-mail o próbie ponownej rejestracji',
    },
    events: { deliver: 'Dostarczenie zdarzenia (powiadomienia)' },
    files: { sweep: 'Porządkowanie plików' },
  },
} as const;

registerDictionary({ jobs: jobsPl });
