import { registerDictionary } from '../../i18n/register-dictionary';
/** Polish strings of /curriculum: the requirement codes of the curriculum and the platform's coverage of them. */
export const curriculumPl = {
  title: 'Podstawa programowa',
  intro:
    'Wymagania podstawy programowej z matematyki z ich oficjalnymi kodami. Przy każdym: ile mamy zadań, pojęć i generatorów zadań, aby je ćwiczyć.',
  loadError: 'Nie udało się wczytać podstawy programowej. Spróbuj ponownie.',
  retry: 'Spróbuj ponownie',
  system: 'System wymagań',
  stage: 'Etap',
  stages: {
    'SP4-6': 'Klasy IV–VI',
    'SP7-8': 'Klasy VII–VIII',
    'LO-P': 'Liceum – zakres podstawowy',
    'LO-R': 'Liceum – zakres rozszerzony',
  },
  search: 'Szukaj wymagania',
  searchPlaceholder: 'np. potęgi, LO-P.I.7',
  empty: 'Brak wymagań spełniających kryteria',
  noData: 'Dla tego systemu nie mamy jeszcze opublikowanych wymagań.',
  sectionCoverage: 'Pokryte: {{covered}} z {{total}}',
  tasks: { one: 'zadanie', few: 'zadania', many: 'zadań' },
  generators: { one: 'generator', few: 'generatory', many: 'generatorów' },
  sectionCovered: 'Są materiały',
  noMaterial: 'Brak materiałów',
  wholeSection: 'Cały dział:',
  noDetails:
    'Brzmienia szczegółowych wymagań tego działu nie mamy jeszcze w danych; materiały do całego działu są powyżej.',
  showTasks: 'Pokaż zadania',
  showGenerators: 'Generatory',
  concepts: 'Pojęcia:',
  crosswalk: 'Odpowiednik:',
  requirements: 'Wymagania podstawy programowej',
  editRequirements: 'Zmień wymagania',
  noRequirements: 'Nie przypisano jeszcze wymagań podstawy programowej.',
  pickRequirements: 'Wymagania',
  pickHint: 'Wybierz z listy albo wpisz kod lub fragment treści. Najwyżej {{max}}.',
  cancel: 'Anuluj',
  save: 'Zapisz',
  sources: 'Źródła tekstów i brakujące wymagania opisujemy w dokumentacji projektu.',
};

registerDictionary({ curriculum: curriculumPl });
