import { registerDictionary } from '../../i18n/register-dictionary';

/** Polish strings of the pages reached from Moodle (LTI 1.3, issue 56) and of connecting Moodle. */
export const ltiPl = {
  start: {
    title: 'Logowanie z Moodle',
    signingIn: 'Logujemy Cię na platformie…',
    noCode: 'Ten link nie zawiera kodu logowania. Otwórz zadanie jeszcze raz z Moodle.',
    failed: 'Nie udało się zalogować z Moodle: {{message}} Otwórz zadanie jeszcze raz z Moodle.',
    home: 'Przejdź na stronę główną',
  },
  connect: {
    title: 'Moodle (LTI 1.3)',
    intro:
      'Szkoła używa Moodle? Utwórz jednorazowy adres rejestracji i przekaż go administratorowi Moodle: wkleja go w „Zarządzaj narzędziami” jako „Adres URL narzędzia”. Adres działa raz, przez 7 dni.',
    create: 'Utwórz adres rejestracji',
    url: 'Adres rejestracji dla Moodle',
    expires: 'Ważny do {{date}}.',
    copy: 'Kopiuj',
    copied: 'Skopiowano',
    error: 'Nie udało się utworzyć adresu rejestracji.',
    courses: 'Połączone kursy Moodle',
    noCourses:
      'Żaden kurs Moodle nie jest jeszcze połączony. Kurs połączy się przy pierwszym uruchomieniu zadania przez nauczyciela w Moodle.',
    course: '{{title}} → klasa {{className}}',
    roster: 'Pobierz uczniów z Moodle',
    rosterDone:
      'Uczniowie z Moodle: {{learners}}, nowe konta: {{created}}, przyjęci do klasy: {{admitted}}, bez miejsca: {{refused}}.',
    rosterError: 'Nie udało się pobrać uczniów z Moodle.',
  },
};

registerDictionary({ lti: ltiPl });
