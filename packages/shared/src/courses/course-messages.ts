/** Courses (issue 20 point 1): enumerations, limits and Polish texts. */

/** docs/product-spec.md section 3: course node types. FOLDER and CHAPTER group the others. */
export const courseNodeTypes = [
  'FOLDER',
  'ARTICLE',
  'VIDEO',
  'HOMEWORK',
  'EXAM',
  'CHAPTER',
  'QUIZ',
  'HOMEWORKS_LIST',
  'HOMEWORK_TYPE',
] as const;
export type TCourseNodeType = (typeof courseNodeTypes)[number];
export const groupNodeTypes: readonly TCourseNodeType[] = ['FOLDER', 'CHAPTER'];

export const courseNodeTypeLabels: Readonly<Record<TCourseNodeType, string>> = {
  FOLDER: 'Folder',
  ARTICLE: 'Artykuł',
  VIDEO: 'Wideo',
  HOMEWORK: 'Zadanie',
  EXAM: 'Egzamin',
  CHAPTER: 'Rozdział',
  QUIZ: 'Quiz',
  HOMEWORKS_LIST: 'Lista zadań',
  HOMEWORK_TYPE: 'Typ zadań',
};

/** DRAFT → UNDER_REVIEW (the author submits) → PUBLISHED or REJECTED (ADMIN); REJECTED → UNDER_REVIEW again. */
export const courseStatuses = ['DRAFT', 'UNDER_REVIEW', 'PUBLISHED', 'REJECTED'] as const;
export type TCourseStatus = (typeof courseStatuses)[number];

export const courseStatusLabels: Readonly<Record<TCourseStatus, string>> = {
  DRAFT: 'Szkic',
  UNDER_REVIEW: 'W weryfikacji',
  PUBLISHED: 'Opublikowany',
  REJECTED: 'Odrzucony',
};

export const courseEvents = ['SUBMIT', 'APPROVE', 'REJECT', 'WITHDRAW', 'UNPUBLISH'] as const;
export type TCourseEvent = (typeof courseEvents)[number];

export const courseLimits = {
  titleMaxLength: 200,
  htmlMaxLength: 200_000,
  minPriceGross: 200,
  maxPriceGross: 1_000_000,
  maxNodes: 500,
  maxDepth: 4,
  maxListHomeworks: 100,
  maxQuizHomeworks: 50,
  maxAttachments: 10,
  commentMaxLength: 1000,
} as const;

export const courseMessages = {
  titleRequired: 'Podaj tytuł kursu.',
  titleTooLong: 'Tytuł może mieć najwyżej 200 znaków.',
  descriptionTooLong: 'Opis jest za długi.',
  subject: 'Wybierz przedmiot.',
  level: 'Wybierz poziom.',
  price: 'Cena nie może być niższa niż 2 PLN.',
  priceTooHigh: 'Cena nie może być wyższa niż 10 000 PLN.',
  number: 'Wymagana liczba',
  teachersOnly: 'Kursy tworzą nauczyciele.',
  courseNotFound: 'Nie znaleziono kursu.',
  nodeNotFound: 'Nie znaleziono elementu kursu.',
  nodeType: 'Wybierz rodzaj elementu.',
  nodeTitleRequired: 'Podaj nazwę elementu.',
  parentNotGroup: 'Elementy można umieszczać tylko w folderze albo rozdziale.',
  parentOtherCourse: 'Element nadrzędny należy do innego kursu.',
  moveIntoItself: 'Nie można przenieść elementu do niego samego ani do jego środka.',
  tooDeep: 'Kurs może mieć najwyżej 4 poziomy zagnieżdżenia.',
  tooManyNodes: 'Kurs może mieć najwyżej 500 elementów.',
  contentRequired: 'Uzupełnij treść artykułu.',
  fileRequired: 'Wybierz plik wideo kursu.',
  fileInvalid: 'Wybierz własny plik wideo kursu (COURSE_VIDEO).',
  attachmentInvalid: 'Wybierz własne załączniki kursu.',
  tooManyAttachments: 'Element kursu może mieć najwyżej 10 załączników.',
  homeworkRequired: 'Wybierz zadanie.',
  homeworkInvalid: 'Wybrane zadanie nie istnieje albo nie jest publiczne.',
  homeworksRequired: 'Wybierz przynajmniej jedno zadanie.',
  quizClosedOnly: 'Quiz może zawierać tylko zadania zamknięte.',
  examRequired: 'Wybierz egzamin.',
  examInvalid: 'Wybrany egzamin nie istnieje.',
  typeRequired: 'Wybierz typ zadań.',
  typeInvalid: 'Wybrany typ zadań nie istnieje.',
  notEditable: 'Kursu w weryfikacji nie można edytować.',
  transition: 'Tej zmiany stanu kursu nie można teraz wykonać.',
  emptyCourse: 'Dodaj do kursu przynajmniej jeden element przed wysłaniem do weryfikacji.',
  comment: 'Uzasadnienie może mieć najwyżej 1000 znaków.',
  notPublished: 'Kurs nie jest opublikowany.',
  alreadyEnrolled: 'Masz już dostęp do tego kursu.',
  notFree: 'Ten kurs jest płatny: kup go, aby uzyskać dostęp.',
  free: 'Ten kurs jest bezpłatny: dołącz do niego bez płacenia.',
  ownCourse: 'To Twój kurs.',
  locked: 'Ta część kursu jest dostępna po zakupie.',
  notQuiz: 'Ten element nie jest quizem.',
  quizAnswers: 'Odpowiedz na wszystkie pytania quizu.',
  ratingStars: 'Wybierz od 1 do 5 gwiazdek.',
  rateEnrolledOnly: 'Ocenić kurs mogą osoby, które do niego dołączyły lub go kupiły.',
  saved: 'Zapisano kurs.',
  deleted: 'Usunięto.',
  submitted: 'Wysłano kurs do weryfikacji.',
  approved: 'Kurs został opublikowany.',
  rejected: 'Kurs został odrzucony.',
  withdrawn: 'Wycofano kurs z weryfikacji.',
  unpublished: 'Kurs został wycofany z publikacji.',
  joined: 'Dołączono do kursu!',
  progressSaved: 'Zapisano postęp.',
} as const;
