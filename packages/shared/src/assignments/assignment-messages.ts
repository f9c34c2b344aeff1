/* Without zod: the web's Polish dictionary imports these into every page. */

/** What an assignment's item is (issue 56, second slice): a task of the catalogue or a generator's own variant. */
export const assignmentItemKinds = ['HOMEWORK', 'GENERATOR', 'MOCK', 'GOAL'] as const;

/** The mastery level a practice goal asks for (the student model's `review` or `mastered`). */
export const goalLevels = ['review', 'mastered'] as const;
export type TGoalLevel = (typeof goalLevels)[number];
export type TAssignmentItemKind = (typeof assignmentItemKinds)[number];

/** After the due date: late answers accepted (and marked late) or refused. */
export const assignmentLatePolicies = ['ACCEPT', 'REFUSE'] as const;
export type TAssignmentLatePolicy = (typeof assignmentLatePolicies)[number];

/** The register's kinds of work (issue 70): praca domowa, kartkówka, sprawdzian, odpowiedź, inna. */
export const assignmentCategories = ['HOMEWORK', 'QUIZ', 'TEST', 'ORAL', 'OTHER'] as const;
export type TAssignmentCategory = (typeof assignmentCategories)[number];
export const assignmentCategoryNames: Record<TAssignmentCategory, string> = {
  HOMEWORK: 'praca domowa',
  QUIZ: 'kartkówka',
  TEST: 'sprawdzian',
  ORAL: 'odpowiedź',
  OTHER: 'inna',
};
/** The register's sign for a pupil with no work once the due date has passed (nieobecny / brak pracy). */
export const noWorkMarkLabel = 'nb';

/**
 * A pupil's state of one assignment: TODO (items still open, before the due date), DONE (every item answered right or
 * out of attempts), LATE (past the due date with items still open).
 */
export const assignmentStatuses = ['TODO', 'DONE', 'LATE'] as const;
export type TAssignmentStatus = (typeof assignmentStatuses)[number];

export const assignmentLimits = {
  /** An item's weight in the assignment's percentage; 0: not counted. */
  maxItemWeight: 30,
  /** The register's weight of an assignment's mark. */
  minWeight: 1,
  maxWeight: 5,
  titleMaxLength: 120,
  maxItems: 30,
  minAttempts: 1,
  maxAttempts: 10,
  /** Attempts per item when the teacher does not say. */
  defaultAttempts: 3,
  /** Pupils named in one assignment (more than any class may hold). */
  maxPupilIds: 200,
  /** Points of one item: one for a right answer. */
  itemPoints: 1,
  /** Concepts of one practice goal (each is a point). */
  maxGoalConcepts: 20,
} as const;

export const assignmentMessages = {
  titleRequired: 'Tytuł zadania domowego jest wymagany',
  titleTooLong: 'Tytuł zadania domowego może mieć najwyżej 120 znaków.',
  itemsRequired: 'Dodaj co najmniej jedno zadanie.',
  tooManyItems: 'Zadanie domowe może mieć najwyżej 30 pozycji.',
  itemKind: 'Wybierz zadanie z katalogu (HOMEWORK) albo generator (GENERATOR).',
  /** A mock exam paper or a practice goal: not in this slice. */
  goalConcepts: 'Wybierz pojęcia celu ćwiczeń.',
  goalRequirements: 'Niepoprawny kod wymagania podstawy programowej.',
  goalLevel: 'Poziom celu to „powtórka” albo „opanowane”.',
  goalEmpty: 'Cel ćwiczeń potrzebuje co najmniej jednego pojęcia albo wymagania.',
  goalTooBig: 'Cel ćwiczeń może mieć najwyżej 20 pojęć.',
  goalConceptsNotFound: 'Nie znaleziono pojęć tego celu ćwiczeń.',
  goalAnswered: 'Cel ćwiczeń osiąga się w sesji ćwiczeń, nie tutaj.',
  examId: 'Wybierz egzamin z arkuszem próbnym.',
  mockPaperNotFound: 'Ten egzamin nie ma arkusza do rozwiązania na czas.',
  mockAnswered: 'Arkusz próbny rozwiązuje się na czas na jego stronie, nie tutaj.',
  homeworkId: 'Wybierz zadanie z katalogu.',
  generatorId: 'Wybierz generator zadań.',
  homeworkNotFound: 'Nie znaleziono zadania z katalogu do zadania klasie.',
  homeworkNotCheckable:
    'To zadanie nie ma odpowiedzi do sprawdzenia: klasie można zadać tylko zadania sprawdzane automatycznie.',
  generatorNotFound: 'Nie znaleziono generatora zadań.',
  pupilIds: 'Wybierz uczniów z listy klasy.',
  pupilNotInClass: 'Wybrany uczeń nie należy do tej klasy.',
  noPupils: 'Klasa nie ma jeszcze uczniów, którym można zadać zadanie.',
  date: 'Podaj datę i godzinę.',
  dueBeforeStart: 'Termin oddania musi być późniejszy niż początek.',
  attempts: 'Liczba prób musi być liczbą od 1 do 10 albo bez limitu.',
  late: 'Wybierz, czy przyjmować odpowiedzi po terminie.',
  position: 'Nie ma takiej pozycji w tym zadaniu domowym.',
  answerRequired: 'Wpisz odpowiedź.',
  answerTooLong: 'Odpowiedź może mieć najwyżej 500 znaków.',
  choice: 'Wybierz jedną z odpowiedzi.',
  notFound: 'Nie znaleziono zadania domowego.',
  teachersOnly: 'Zadania domowe klasie zadają i oceniają jej nauczyciele.',
  pupilsOnly: 'Zadania domowe rozwiązują uczniowie, którym je zadano.',
  archived: 'Klasa jest zarchiwizowana: nie można w niej zadawać ani zmieniać zadań domowych.',
  notStarted: 'To zadanie domowe jeszcze się nie zaczęło.',
  lateRefused: 'Termin oddania minął: nauczyciel nie przyjmuje odpowiedzi po terminie.',
  noAttemptsLeft: 'Wykorzystano wszystkie próby dla tej pozycji.',
  itemUnavailable: 'To zadanie nie jest już dostępne w katalogu.',
  alreadyCorrect: 'Ta pozycja jest już rozwiązana poprawnie.',
  answeredItemsStay:
    'Nie można usunąć ani przestawić pozycji, na które uczniowie już odpowiedzieli: nowe zadania dodaj na końcu.',
  deleted: 'Usunięto zadanie domowe.',
  correct: 'Dobrze! To poprawna odpowiedź.',
  wrong: 'Niestety, to nie jest poprawna odpowiedź.',
  markBands: 'Progi ocen muszą być rosnącymi liczbami całkowitymi od 1 do 100.',
  itemWeight: 'Waga pozycji musi być liczbą całkowitą od 0 do 30.',
  weight: 'Waga oceny musi być liczbą całkowitą od 1 do 5.',
  category: 'Wybierz rodzaj pracy: praca domowa, kartkówka, sprawdzian, odpowiedź albo inna.',
  answeredCannotDelete: 'Uczniowie już odpowiedzieli na to zadanie domowe: można je tylko zarchiwizować.',
  assignmentArchived: 'To zadanie domowe jest zarchiwizowane: można je tylko przywrócić.',
  archivedDone: 'Zarchiwizowano zadanie domowe.',
} as const;

/** The Polish school marks 1–6 with their names (for the results, the CSV and the printable sheet). */
export const markNames = {
  1: 'niedostateczny',
  2: 'dopuszczający',
  3: 'dostateczny',
  4: 'dobry',
  5: 'bardzo dobry',
  6: 'celujący',
} as const satisfies Record<1 | 2 | 3 | 4 | 5 | 6, string>;
export type TMark = keyof typeof markNames;

/**
 * A class's mark bands: the lowest percentage of the marks 2, 3, 4, 5 and 6 (strictly increasing); anything below
 * the first is 1. The default is the common 0–29 ndst, 30–49 dop, 50–69 dst, 70–84 db, 85–97 bdb, 98–100 cel.
 */
export const defaultMarkMinimums = [30, 50, 70, 85, 98] as const;

/**
 * The mark a percentage earns with these minimums (of the marks 2–6). With `signs`, a mark 2–5 gets `+` in the top
 * 3 percentage points of its band and `-` in its lowest 2 (a band too narrow for both gets neither); 1 and 6 never
 * carry a sign. The percentage is compared as given (one decimal place), so 29,9 % is still 1.
 */
export function markFor(percent: number, minimums: readonly number[], signs: boolean): { mark: TMark; label: string } {
  let mark = 1;
  for (const [index, minimum] of minimums.entries()) if (percent >= minimum) mark = index + 2;
  const label = String(mark);
  if (!signs || mark === 1 || mark === 6) return { mark: mark as TMark, label };
  const low = minimums[mark - 2]!;
  const next = minimums[mark - 1]!;
  if (next - low < 6) return { mark: mark as TMark, label };
  if (percent >= next - 3) return { mark: mark as TMark, label: `${label}+` };
  if (percent < low + 2) return { mark: mark as TMark, label: `${label}-` };
  return { mark: mark as TMark, label };
}

/** Points over maximum as a percentage with one decimal place (0 when there is nothing to score). */
export const percentOf = (points: number, maxPoints: number) =>
  maxPoints > 0 ? Math.round((points * 1000) / maxPoints) / 10 : 0;
