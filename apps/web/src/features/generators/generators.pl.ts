import { registerDictionary } from '../../i18n/register-dictionary';
/** Polish strings of /generators: the task generators by section, a variant, its check and its worked solution. */
export const generatorsPl = {
  title: 'Generatory zadań',
  intro:
    'Każdy generator tworzy nowy wariant zadania z innymi liczbami. Odpowiedź i każdy krok rozwiązania sprawdza program do obliczeń symbolicznych.',
  exam: 'Egzamin',
  allExams: 'Wszystkie',
  exams: {
    E8: 'Egzamin ósmoklasisty',
    MATURA_P: 'Matura podstawowa',
    MATURA_R: 'Matura rozszerzona',
    STUDIA: 'Studia',
  },
  search: 'Szukaj generatora',
  searchPlaceholder: 'np. procenty, SP7-8.V',
  requirementFilter: 'Tylko generatory wymagania {{code}}',
  clearRequirement: 'Pokaż wszystkie',
  count: { one: 'generator', few: 'generatory', many: 'generatorów' },
  empty: 'Żaden generator nie pasuje do wyszukiwania.',
  loadError: 'Nie udało się wczytać generatorów zadań.',
  retry: 'Spróbuj ponownie',
  back: 'Wszystkie generatory',
  notFound: 'Nie znaleziono generatora zadań.',
  draw: 'Losuj wariant',
  drawAnother: 'Nowy wariant',
  drawHint: 'Wylosuj wariant zadania, rozwiąż go i sprawdź odpowiedź.',
  variantHeading: 'Wariant {{seed}}',
  variantError: 'Nie udało się utworzyć wariantu zadania.',
  answerLabel: 'Twoja odpowiedź',
  answerHint: 'Wpisz wynik, np. 12, 3/4 albo 2,5. Ułamek zapisz kreską ułamkową.',
  check: 'Sprawdź',
  correct: 'Dobrze!',
  wrong: 'Niestety, źle.',
  expected: 'Poprawna odpowiedź:',
  steps: 'Rozwiązanie krok po kroku',
  assign: 'Zadaj klasie',
  assignTo: 'Zadaj klasie {{name}}',
  noClasses: 'Nie masz jeszcze klasy. Załóż ją na stronie Klasy.',
  classes: 'Klasy',
} as const;

registerDictionary({ generators: generatorsPl });
