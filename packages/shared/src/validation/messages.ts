/** Polish validation messages of docs/product-spec.md section 5; one source for the forms and the API. */
export const validationMessages = {
  required: 'Wymagane pole',
  invalidFormat: 'Niepoprawny format',
  passwordMin: 'Minimum 8 znaków',
  passwordMax: 'Maksimum 32 znaki',
  passwordsDiffer: 'Hasła się różnią',
  username: 'Login może zawierać tylko litery i cyfry (bez spacji i znaków specjalnych).',
  usernameMin: 'Minimum 2 znaki',
  usernameMax: 'Maksimum 24 znaki',
  nameMin: 'Minimum 2 znaki',
  nameMax: 'Maksimum 64 znaki',
  longTextMax: 'Maksimum 256 znaków',
  controlCharacters: 'Pole zawiera niedozwolone znaki sterujące',
  noSpaces: 'Pole nie może zawierać spacji',
  consent: 'Wymagana zgoda',
  phone: 'Niepoprawny numer telefonu',
  postalCode: 'Błędny kod pocztowy',
  nip: 'Błędny NIP',
  bankAccount: 'Niepoprawny numer konta bankowego. Wymagane 26 cyfr z prefiksem "PL".',
  number: 'Wymagana liczba',
  priceMin: 'Cena nie może być niższa niż 2 PLN.',
  totpCode: 'Kod musi mieć 6 cyfr',
} as const;

/** Multi-select chips past their limit (docs/product-spec.md section 5). */
export const maxSelectedMessage = (max: number) => `Możesz wybrać maksymalnie ${max} elementów!`;

/** Polish confirmations of a successful change, one wording for the API and the web app. */
export const successMessages = {
  updated: 'Zaktualizowano!',
  deleted: 'Usunięto!',
  published: 'Opublikowano!',
  added: 'Dodano!',
  created: 'Utworzono!',
  sent: 'Wysłano!',
  reviewed: 'Zrecenzowano!',
  /** The spec's spelling (docs/product-spec.md section 8). */
  confirmed: 'Potwierdzono!',
} as const;

/** Polish messages of server-side failures (docs/product-spec.md section 8 and the auth flows). */
export const errorMessages = {
  server: 'Wystąpił błąd po stronie serwera, spróbuj ponownie później.',
  unauthorized: 'Jesteś niezalogowany!',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  forbidden: 'Brak uprawnień do wykonania tej operacji.',
  notFound: 'Nie znaleziono zasobu.',
  userNotFound: 'Nie znaleziono użytkownika.',
  routeNotFound: 'Nie znaleziono strony.',
  tooManyRequests: 'Zbyt wiele prób. Spróbuj ponownie za kilka minut.',
  invalidCredentials: 'Nieprawidłowy e-mail lub hasło.',
  /** A sign-in by login (a pupil's account a teacher made has no e-mail) names what was typed. */
  invalidLoginCredentials: 'Nieprawidłowy login lub hasło.',
  emailTaken: 'Ten adres e-mail jest już zajęty.',
  usernameTaken: 'Ten login jest już zajęty.',
  emailNotConfirmed: 'Adres e-mail nie został potwierdzony. Sprawdź skrzynkę lub wyślij link ponownie.',
  emailAlreadyConfirmed: 'Adres e-mail został już potwierdzony.',
  invalidLink: 'Link jest nieprawidłowy, wygasł lub został już użyty.',
  wrongCurrentPassword: 'Aktualne hasło jest nieprawidłowe.',
  samePassword: 'Nowe hasło musi różnić się od obecnego.',
  invalidTotp: 'Nieprawidłowy kod weryfikacyjny.',
  twoFactorChallengeExpired: 'Czas na podanie kodu minął. Zaloguj się ponownie.',
  twoFactorAlreadyEnabled: 'Weryfikacja dwuetapowa jest już włączona.',
  twoFactorNotEnabled: 'Weryfikacja dwuetapowa nie jest włączona.',
  twoFactorSetupMissing: 'Najpierw rozpocznij konfigurację weryfikacji dwuetapowej.',
  invalidRefreshToken: 'Sesja wygasła. Zaloguj się ponownie.',
  badRequest: 'Nieprawidłowe żądanie.',
  badUrl: 'Nieprawidłowy adres.',
  payloadTooLarge: 'Zbyt duże żądanie.',
  unstorableText: 'Niedozwolone znaki w żądaniu.',
  uniqueConflict: 'Taki wpis już istnieje. Odśwież stronę i spróbuj ponownie.',
  requestTimeout: 'Przesyłanie przerwano, bo przez dłuższy czas nie docierały dane. Spróbuj ponownie.',
  tooManyUploads: 'Przesyłasz już zbyt wiele plików naraz. Poczekaj, aż któryś się prześle, i spróbuj ponownie.',
  storageUnavailable: 'Nie udało się zapisać pliku. Spróbuj ponownie później.',
} as const;

export type TErrorMessageKey = keyof typeof errorMessages;
