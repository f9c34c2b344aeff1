/* Without zod: the web's Polish dictionary may import these. */

/** How long things of an LTI 1.3 launch live (issue 56, part 4). */
export const ltiLimits = {
  /** A Dynamic Registration URL a teacher created: one use within 7 days. */
  registrationUrlTtlDays: 7,
  /** An OIDC login's state and nonce: one use within 10 minutes. */
  loginStateTtlSeconds: 600,
  /** The code a learner's launch hands to our own page to sign in there: one use within 60 seconds. */
  signInCodeTtlSeconds: 60,
  /** The choice of an assignment in a Deep Linking request: within an hour. */
  deepLinkTtlSeconds: 3600,
  /** The longest value accepted in a login initiation or launch field. */
  fieldMaxLength: 4096,
  /** The longest id_token accepted. */
  idTokenMaxLength: 65_536,
} as const;

/** The web page that exchanges a learner's one-time sign-in code (in the URL's fragment) for a session. */
export const ltiStartPath = '/lti/start';

export const ltiMessages = {
  teachersOnly: 'Połączenie z Moodle zakłada i prowadzi nauczyciel.',
  fieldRequired: 'Brakuje wymaganego pola żądania LTI.',
  fieldInvalid: 'Niepoprawne pole żądania LTI.',
  registrationInvalid:
    'Ten adres rejestracji jest nieważny, został już użyty albo wygasł. Poproś nauczyciela o nowy adres.',
  registrationConfigInvalid: 'Nie udało się odczytać konfiguracji platformy LTI.',
  registrationIssuerMismatch: 'Konfiguracja platformy LTI nie pochodzi z adresu jej wydawcy.',
  registrationFailed: 'Platforma LTI nie przyjęła rejestracji narzędzia.',
  registrationTitle: 'Rejestracja narzędzia LTI',
  registered: 'Narzędzie zostało zarejestrowane w Moodle. To okno możesz zamknąć.',
  platformUnknown: 'Nie znaleziono zarejestrowanej platformy LTI o tym wydawcy.',
  deploymentUnknown: 'To wdrożenie narzędzia nie jest zarejestrowane na tej platformie.',
  stateInvalid: 'Uruchomienie wygasło albo zostało już użyte. Otwórz zadanie ponownie z Moodle.',
  tokenInvalid: 'Nie udało się potwierdzić uruchomienia z platformy LTI.',
  messageTypeUnsupported: 'Ten rodzaj uruchomienia LTI nie jest obsługiwany.',
  roleUnsupported: 'Z Moodle wchodzą tu prowadzący kurs i uczniowie.',
  contextRequired: 'Uruchomienie LTI musi pochodzić z kursu.',
  learnersUnavailable: 'Konta uczniów z Moodle nie są jeszcze dostępne na tej platformie.',
  notLinked: 'To łącze nie wskazuje zadania na platformie. Poproś nauczyciela o wybranie zadania w Moodle.',
  launchTitle: 'Zadania z matematyki',
  openAssignment: 'Otwórz zadanie',
  openAssignmentHint: 'Zadanie otworzy się w nowym oknie, w którym zalogujesz się automatycznie.',
  instructorReady: 'Kurs jest połączony z klasą na platformie. Zadanie otworzysz po zalogowaniu na swoje konto.',
  codeInvalid: 'Kod logowania jest nieważny albo wygasł. Otwórz zadanie ponownie z Moodle.',
  contextNotFound: 'Nie znaleziono kursu Moodle połączonego z Twoją klasą.',
  rosterUnavailable: 'Platforma nie udostępnia listy uczestników tego kursu.',
  rosterFailed: 'Nie udało się pobrać listy uczestników z platformy LTI. Spróbuj ponownie później.',
  deepLinkTitle: 'Wybierz zadanie dla Moodle',
  deepLinkEmpty: 'Ta klasa nie ma jeszcze zadań. Utwórz zadanie na platformie i wróć tutaj.',
  deepLinkChoose: 'Wybierz',
  deepLinkInvalid: 'Wybór zadania wygasł. Otwórz wybór ponownie z Moodle.',
  deepLinkNotFound: 'Nie znaleziono tego zadania w klasie połączonej z kursem.',
  deepLinkSending: 'Przekazujemy wybrane zadanie do Moodle…',
  continue: 'Dalej',
} as const;
