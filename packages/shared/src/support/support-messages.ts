/* Without zod: the web's Polish dictionary imports these into every page. */

/** The help centre (SUPPORT_NODE, issue 20): our limits. */
export const supportNodeLimits = {
  titleMaxLength: 200,
  slugMaxLength: 120,
  descriptionMaxLength: 300,
  htmlMaxLength: 200_000,
  queryMinLength: 2,
  queryMaxLength: 100,
  searchResults: 30,
} as const;

/** A slug: lowercase letters, digits and single hyphens between them. */
export const supportSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const supportNodeMessages = {
  titleRequired: 'Tytuł jest wymagany',
  titleTooLong: 'Tytuł może mieć najwyżej 200 znaków.',
  slugRequired: 'Adres (slug) jest wymagany',
  slugInvalid: 'Adres może zawierać tylko małe litery, cyfry i myślniki.',
  slugTooLong: 'Adres może mieć najwyżej 120 znaków.',
  slugTaken: 'Ten adres jest już zajęty.',
  descriptionTooLong: 'Opis może mieć najwyżej 300 znaków.',
  contentTooLong: 'Treść jest za długa.',
  published: 'Wskaż, czy artykuł jest opublikowany.',
  parentInvalid: 'Niepoprawna sekcja nadrzędna',
  parentNotFound: 'Nie znaleziono sekcji nadrzędnej.',
  position: 'Pozycja musi być liczbą całkowitą nie mniejszą niż 0.',
  cycle: 'Nie można przenieść sekcji do niej samej ani do jej podsekcji.',
  hasChildren: 'Najpierw usuń lub przenieś artykuły tej sekcji.',
  queryTooShort: 'Wpisz co najmniej 2 znaki.',
  queryTooLong: 'Zapytanie może mieć najwyżej 100 znaków.',
  notFound: 'Nie znaleziono artykułu pomocy.',
  adminOnly: 'Pomoc edytuje tylko administrator.',
} as const;
