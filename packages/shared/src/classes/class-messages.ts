/* Without zod: the web's Polish dictionary imports these into every page. */

/** The school levels a class is at (issue 56): szkoła podstawowa klasy 4–8, liceum/technikum klasy 1–5. */
export const classLevels = ['SP4', 'SP5', 'SP6', 'SP7', 'SP8', 'LO1', 'LO2', 'LO3', 'LO4', 'LO5'] as const;
export type TClassLevel = (typeof classLevels)[number];

/** How a level reads in Polish. */
export const classLevelLabels: Record<TClassLevel, string> = {
  SP4: 'Szkoła podstawowa, klasa 4',
  SP5: 'Szkoła podstawowa, klasa 5',
  SP6: 'Szkoła podstawowa, klasa 6',
  SP7: 'Szkoła podstawowa, klasa 7',
  SP8: 'Szkoła podstawowa, klasa 8',
  LO1: 'Liceum / technikum, klasa 1',
  LO2: 'Liceum / technikum, klasa 2',
  LO3: 'Liceum / technikum, klasa 3',
  LO4: 'Liceum / technikum, klasa 4',
  LO5: 'Technikum, klasa 5',
};

/** A pupil's membership: waiting for the teacher's approval, or in the class. */
export const classMembershipStatuses = ['PENDING', 'ACTIVE'] as const;
export type TClassMembershipStatus = (typeof classMembershipStatuses)[number];

/**
 * The letters of a join code: capitals and digits without the look-alikes 0/O, 1/I/L (31 characters, so 8 of
 * them give about 8.5 · 10^11 codes).
 */
export const classCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const classLimits = {
  nameMaxLength: 40,
  codeLength: 8,
  /** The longest code a person may type (with spaces and dashes) before it is refused as malformed. */
  codeInputMaxLength: 32,
  /** Default active pupils a class; the API's CLASS_MAX_PUPILS overrides it. */
  maxPupils: 40,
  /** Default live (not archived) classes a teacher owns; the API's TEACHER_MAX_CLASSES overrides it. */
  maxClasses: 60,
  /** Teachers of one class, its owner included. */
  maxTeachers: 10,
} as const;

/** A code as a person types it (any case, spaces and dashes anywhere) reduced to the stored form. */
export const normalizeClassCode = (typed: string) => typed.replace(/[\s-]/g, '').toUpperCase();

/** A code shown to people: two groups of four, 'ABCD-EF23'. */
export const formatClassCode = (code: string) => (code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code);

/** The web page that joins a class by its code (the `joinUrl` is the public address plus this path). */
export const classJoinPath = (code: string) => `/classes/join/${encodeURIComponent(code)}`;

export const classMessages = {
  firstNameRequired: 'Podaj imię: nauczyciel zobaczy je na liście klasy.',
  lastNameRequired: 'Podaj nazwisko: nauczyciel zobaczy je na liście klasy.',
  personNameTooLong: 'Imię i nazwisko mogą mieć najwyżej po 40 znaków.',
  rosterName: 'Imię i nazwisko ucznia może mieć od 1 do 60 znaków.',
  registerNumber: 'Numer w dzienniku musi być liczbą od 1 do 99.',
  registerNumberTaken: 'Ten numer w dzienniku ma już inny uczeń tej klasy. Wybierz inny numer.',
  nameRequired: 'Nazwa klasy jest wymagana',
  nameTooLong: 'Nazwa klasy może mieć najwyżej 40 znaków.',
  schoolYearInvalid: 'Podaj rok szkolny jako dwa kolejne lata, np. 2026/2027.',
  subjectInvalid: 'Wybierz przedmiot.',
  levelInvalid: 'Wybierz poziom klasy.',
  codeRequired: 'Podaj kod klasy.',
  usernameRequired: 'Podaj login nauczyciela.',
  targetClassRequired: 'Wybierz klasę, do której przenosisz ucznia.',
  notFound: 'Nie znaleziono klasy.',
  codeNotFound: 'Nie znaleziono klasy o tym kodzie. Sprawdź kod u nauczyciela.',
  teachersOnly: 'Klasy zakładają i prowadzą nauczyciele.',
  pupilsOnly: 'Do klasy dołączają uczniowie: konto nauczyciela ani administratora nie może dołączyć do klasy.',
  archived: 'Klasa jest zarchiwizowana: można ją tylko przywrócić.',
  pupilNotFound: 'Ten uczeń nie należy do tej klasy.',
  notMember: 'Nie należysz do tej klasy.',
  teacherNotFound: 'Nie znaleziono nauczyciela o tym loginie.',
  coTeacherNotTeacher: 'Współprowadzącym klasę może być tylko konto nauczyciela.',
  ownerStays: 'Założyciela klasy nie można usunąć z jej nauczycieli.',
  teacherNotInClass: 'Ten nauczyciel nie prowadzi tej klasy.',
  ownerOnly: 'Nauczycieli klasy dodaje i usuwa jej założyciel.',
  tooManyTeachers: 'Klasa może mieć najwyżej 10 nauczycieli.',
  moveSameClass: 'Uczeń jest już w tej klasie.',
  moveTargetNotFound: 'Nie znaleziono klasy docelowej wśród Twoich klas.',
  moveNotActive: 'Przenieść można tylko ucznia przyjętego do klasy.',
  left: 'Opuszczono klasę.',
  teacherRemoved: 'Nauczyciel nie prowadzi już tej klasy.',
} as const;

/** 409 when a class has as many active pupils as it may. */
export const classFullMessage = (max: number) =>
  `Klasa jest pełna: może liczyć najwyżej ${max} uczniów. Poproś nauczyciela o pomoc.`;

/** 409 when a teacher already owns as many live classes as they may. */
export const tooManyClassesMessage = (max: number) =>
  `Możesz prowadzić najwyżej ${max} klas naraz. Zarchiwizuj klasę, której już nie uczysz.`;
