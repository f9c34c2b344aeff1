import { registerDictionary } from '../i18n/register-dictionary';

/** Polish strings shared by the catalogue lists and cards (tasks, concepts, exams, types): results, statuses, levels. */
export const cataloguePl = {
  resultsHeading: 'Wyniki ({{total}})',
  empty: 'Brak wyników spełniających kryteria',
  pageSize: 'Na stronie',
  pagination: 'Strony wyników',
  loadError: 'Nie udało się wczytać listy. Spróbuj ponownie.',
  retry: 'Spróbuj ponownie',
  statuses: {
    PUBLIC: 'Publiczne',
    PRIVATE: 'Prywatne',
    HIDDEN: 'Ukryte',
    UNDER_REVIEW: 'W trakcie recenzji',
    PUBLIC_DRAFT: 'Szkic publiczny',
    REJECTED: 'Odrzucone',
    UNDER_COPYRIGHT_REVIEW: 'Weryfikacja praw autorskich',
    REMOVED_FOR_COPYRIGHT: 'Usunięte (prawa autorskie)',
  },
  levels: {
    PRIMARY: 'Szkoła podstawowa',
    HIGH_SCHOOL: 'Szkoła średnia',
    UNIVERSITY: 'Studia',
    OTHER: 'Inne',
  },
  solutionFormats: {
    LATEX: 'Tekst i wzory',
    IMAGE: 'Zdjęcie',
    VIDEO: 'Wideo',
  },
  conceptTypes: {
    DOMAIN: 'Dziedzina',
    THEOREM: 'Twierdzenie',
    DEFINITION: 'Definicja',
    TAG: 'Tag',
    HOMEWORK_TYPE: 'Typ zadania',
  },
  rating: 'Ocena {{value}} na 5',
  noRatings: 'Brak ocen',
  ratingCount: {
    one: '{{count}} ocena',
    few: '{{count}} oceny',
    many: '{{count}} ocen',
  },
  author: 'Autor',
  /** A task whose author deleted the account keeps this neutral name (README "Leaving"). */
  deletedAuthor: 'Konto usunięte',
  level: 'Poziom',
  solutionFormatsLabel: 'Formy rozwiązania',
  concepts: 'Pojęcia',
  showMore: 'Pokaż więcej',
  showLess: 'Pokaż mniej',
  tasksCount: {
    one: '{{count}} zadanie',
    few: '{{count}} zadania',
    many: '{{count}} zadań',
  },
} as const;

registerDictionary({ catalogue: cataloguePl });
