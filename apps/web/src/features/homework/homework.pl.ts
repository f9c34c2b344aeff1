import { answerHintTexts } from '@zadania/shared';
import { registerDictionary } from '../../i18n/register-dictionary';

/** Polish strings of the task catalogue: filters, search and sorting. */
export const homeworksPl = {
  title: 'Zadania',
  filters: 'Filtry',
  resetFilters: 'Wyczyść filtry',
  search: 'Szukaj',
  searchPlaceholder: 'Treść zadania, pojęcie…',
  sort: 'Sortuj',
  sortRelevance: 'Najtrafniejsze',
  // i18next reads ':' as a namespace separator, so the sort values map to these keys.
  sorts: {
    newest: 'Najnowsze',
    oldest: 'Najstarsze',
    bestRated: 'Najlepiej oceniane',
  },
  random: 'Losuj zadanie',
  randomNone: 'Brak zadań spełniających kryteria',
  askTeacherText: 'Nie ma tu Twojego zadania? Nauczyciel rozwiąże je krok po kroku.',
  askTeacher: 'Zadaj pytanie nauczycielowi',
  add: 'Dodaj zadanie',
  open: 'Otwórz zadanie',
  untitled: 'Zadanie',
  filterGroups: {
    solutionFormats: 'Forma rozwiązania',
    levels: 'Poziom',
    subjects: 'Przedmiot',
    domains: 'Dziedziny',
    theorems: 'Twierdzenia',
    definitions: 'Definicje',
    tags: 'Tagi',
    exams: 'Egzaminy',
    requirements: 'Wymagania podstawy programowej',
    authors: 'Autorzy',
    ratings: 'Minimalna ocena',
    statuses: 'Status',
    examLevels: 'Poziom egzaminu',
    types: 'Typy zadań',
  },
  exact: 'Wszystkie naraz',
  anyRating: 'Dowolna',
  answerKind: 'Rodzaj odpowiedzi',
  answerKindAll: 'Wszystkie',
  answerKindClosed: 'Zamknięte',
  answerKindOpen: 'Otwarte',
  adminFilters: 'Filtry administratora',
  unsolved: 'Nierozwiązane',
  withoutType: 'Bez typu',
  underReview: 'W trakcie recenzji',
  showAllOptions: 'Pokaż wszystkie ({{count}})',
  showFewerOptions: 'Pokaż mniej',
  noOptions: 'Brak opcji',
} as const;

/** Polish strings of rating a task. */
export const homeworkRatingPl = {
  heading: 'Ocena zadania',
  yourRating: 'Twoja ocena',
  rate: 'Oceń zadanie',
  remove: 'Usuń ocenę',
  notLoggedInTitle: 'Jesteś niezalogowany!',
  notLoggedInText: 'Zaloguj się, aby ocenić zadanie.',
  stars: { one: '{{count}} gwiazdka', few: '{{count}} gwiazdki', many: '{{count}} gwiazdek' },
} as const;

/** Polish strings of a task's page. */
export const homeworkPl = {
  notFound: 'Nie znaleziono zadania.',
  backToList: 'Wróć do listy zadań',
  content: 'Treść zadania',
  answers: 'Odpowiedzi',
  chooseAnswer: 'Wybierz odpowiedź',
  check: 'Sprawdź',
  correct: 'Dobrze! To poprawna odpowiedź.',
  incorrect: 'Niestety, to nie jest poprawna odpowiedź.',
  showAnswer: 'Pokaż odpowiedź',
  hideAnswer: 'Ukryj odpowiedź',
  answerHeldBack: 'Odpowiedź jest częścią płatnego rozwiązania: zobaczysz ją po odblokowaniu rozwiązania.',
  answer: 'Odpowiedź',
  solution: 'Rozwiązanie',
  solutionError: 'Nie udało się wczytać rozwiązania.',
  noSolution: 'To zadanie nie ma jeszcze rozwiązania.',
  stepByStep: 'Krok po kroku',
  allSteps: 'Wszystkie kroki',
  viewMode: 'Sposób wyświetlania rozwiązania',
  previous: 'Wstecz',
  next: 'Dalej',
  stepProgress: 'Krok {{current}} z {{total}}',
  revealMore: 'Pokaż więcej',
  exams: 'Egzaminy',
  points: '{{points}} pkt',
  type: 'Typ zadania',
  closedTask: 'Zadanie zamknięte',
  openTask: 'Zadanie otwarte',
  difficulty: {
    label: 'Trudność: {{level}}',
    basis: 'Oszacowana z pierwszych prób uczniów (liczba prób: {{count}})',
    EASY: 'łatwe',
    MEDIUM: 'średnie',
    HARD: 'trudne',
  },
} as const;

/** Polish strings of checking one's answer on a task's page. */
export const answerCheckPl = {
  title: 'Sprawdź swoją odpowiedź',
  intro: 'Wpisz swój wynik, a sprawdzimy, czy jest poprawny. Nie zdradzimy przy tym odpowiedzi.',
  start: 'Wpisz odpowiedź',
  loadingInput: 'Ładowanie pola do wpisywania wzorów…',
  inputLabel: 'Twoja odpowiedź',
  check: 'Sprawdź',
  signIn: 'Zaloguj się',
  signInText: 'aby sprawdzić swoją odpowiedź.',
  history: 'Twoje odpowiedzi',
  historyEmpty: 'Nie ma jeszcze Twoich sprawdzonych odpowiedzi do tego zadania.',
  historyError: 'Nie udało się wczytać historii odpowiedzi.',
  right: 'Dobrze',
  wrong: 'Źle',
  // How to type each kind of answer, with examples the checker accepts (@zadania/shared answer-hints.ts).
  hints: answerHintTexts,
  keyboard: {
    tooltip: 'Liczby, zbiory i przedziały',
    lub: 'lub – oddziela rozwiązania',
    decimalComma: 'Przecinek dziesiętny',
  },
} as const;

/** Polish strings of paid solution steps, hints and solution checks (and their fields in the task editor). */
export const paywallPl = {
  tokens: { one: 'token', few: 'tokeny', many: 'tokenów' },
  locked: 'Pozostałe kroki rozwiązania ({{hidden}}) są płatne',
  lockedText: 'Pierwszy krok jest bezpłatny. Po odblokowaniu zobaczysz całe rozwiązanie, także wideo i załączniki.',
  unlock: 'Odblokuj za {{tokens}}',
  logInToUnlock: 'Zaloguj się, aby odblokować',
  topUp: 'Doładuj portfel',
  paidNote: 'Płatne rozwiązanie – masz do niego pełny dostęp.',
  hint: 'Podpowiedź',
  hintFor: 'Podpowiedź za {{tokens}}',
  hintLocked: 'To zadanie ma płatną podpowiedź.',
  solutionCheck: 'Poproś autora o sprawdzenie rozwiązania ({{tokens}})',
  solutionCheckTitle: 'Sprawdzenie rozwiązania przez autora',
  solutionCheckIntro:
    'Dodaj od 1 do 5 plików ze swoim rozwiązaniem (zdjęcia, PDF, dokumenty). Autor zadania odpowie Ci na czacie. Koszt: {{tokens}}.',
  solutionFiles: 'Twoje rozwiązanie (1–5 plików)',
  comment: 'Komentarz (opcjonalnie)',
  commentPlaceholder: 'Np. nie jestem pewien trzeciego kroku.',
  commentLength: '{{length}}/1000 znaków',
  send: 'Wyślij za {{tokens}}',
  sent: 'Wysłano!',
  cancel: 'Anuluj',
  openChat: 'Przejdź do czatu z autorem',
  editor: {
    paidSolution: 'Płatne rozwiązanie (kroki po pierwszym za tokeny)',
    paidSolutionHelp:
      'Pierwszy krok widzą wszyscy; pozostałe kroki, rozwiązanie, wideo i załączniki – po wydaniu tokenów. Ty i administrator widzicie całość.',
    hint: 'Podpowiedź',
    hintHelp: 'Krótka wskazówka przed rozwiązaniem (opcjonalnie). Przy płatnym rozwiązaniu jest płatna.',
    hintEditor: 'Edytor podpowiedzi',
  },
} as const;

registerDictionary({
  homeworks: homeworksPl,
  homeworkRating: homeworkRatingPl,
  homework: homeworkPl,
  paywall: paywallPl,
  answerCheck: answerCheckPl,
});
