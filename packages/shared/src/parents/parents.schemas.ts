import { z } from 'zod';
import { homeworkSaveMessages } from '../catalogue/homework-save.schemas';
import { validationMessages as m } from '../validation/messages';

/**
 * The parent's place (docs/parents.md, issue 71): a PARENT account linked to children, what it sees of each child,
 * the consent it may withdraw, the purchases it pays for a minor, and the weekly letter.
 */

/** Every Polish string the parents' feature shows or answers, in one place. */
export const parentMessages = {
  minorPayment: 'Płatności za osobę niepełnoletnią dokonuje rodzic lub opiekun.',
  birthYearFirst: 'Przed pierwszą płatnością podaj swój rok urodzenia (Ustawienia → Dane osobowe).',
  parentOnly:
    'Konto rodzica lub opiekuna służy do opieki nad kontem dziecka. Ta funkcja jest dostępna dla uczniów i nauczycieli.',
  parentRegistration: 'Konto rodzica lub opiekuna nie podaje roku urodzenia ani kodu klasy.',
  codeFormat: 'Kod ma 8 znaków (litery i cyfry), np. K7M2Q9TX.',
  codeInvalid: 'Ten kod jest nieprawidłowy lub wygasł. Poproś dziecko o nowy kod.',
  codeOnlyPupil: 'Kod dla rodzica może utworzyć tylko konto ucznia.',
  notParent: 'Tylko konto rodzica lub opiekuna może połączyć się z kontem dziecka.',
  alreadyLinked: 'To dziecko jest już połączone z Twoim kontem.',
  tooManyParents: 'Z kontem dziecka mogą być połączone najwyżej dwie osoby (rodzice lub opiekunowie).',
  linked: 'Połączono z kontem dziecka.',
  awaitingChild: 'Dziecko ma co najmniej 16 lat: połączenie zacznie działać, gdy je potwierdzi w swoim koncie.',
  linkConfirmed: 'Potwierdzono: rodzic lub opiekun jest połączony z Twoim kontem.',
  linkNotPending: 'To połączenie nie czeka na potwierdzenie.',
  parentSees: 'Twój rodzic widzi: postępy, prace domowe, płatności, rozmowy z nauczycielami',
  consentWithdrawn: 'Zgoda została wycofana. Konto dziecka działa teraz w trybie ograniczonym: może tylko ćwiczyć.',
  consentNotGiven: 'Nie ma zgody, którą można wycofać.',
  consentWithdrawnNotice:
    'Twój rodzic lub opiekun wycofał zgodę. Do czasu ponownej zgody możesz ćwiczyć i rozwiązywać zadania.',
  requestSent: 'Wysłaliśmy prośbę do rodzica lub opiekuna.',
  requestNoParent: 'Najpierw połącz konto z rodzicem lub opiekunem: utwórz kod w Ustawieniach (Rodzic lub opiekun).',
  requestPending: 'Prośba o to już czeka na rodzica.',
  requestNotPending: 'Ta prośba została już rozpatrzona.',
  requestDeclined: 'Prośba została odrzucona. Dziecko dostało powiadomienie.',
  requestDeclinedNotice: 'Rodzic lub opiekun odrzucił Twoją prośbę o zakup.',
  forUserNotChild: 'Możesz płacić tylko za dziecko połączone z Twoim kontem.',
  birthYearNeedsConsent:
    'Tego roku urodzenia nie można tu zapisać: konto osoby poniżej 16 lat zakłada się z rokiem urodzenia i zgodą rodzica lub opiekuna.',
  birthYearFixed: 'Rok urodzenia jest już zapisany i nie można go zmienić. Jeśli jest błędny, napisz do nas (Pomoc).',
  letterSaved: 'Zapisano ustawienia cotygodniowego listu.',
  letterUnsubscribed:
    'Wypisano Cię z cotygodniowego listu o postępach dziecka. Możesz go znów włączyć na stronie dziecka.',
  letterLinkInvalid: 'Ten link wypisania jest nieprawidłowy.',
} as const;

/** The child's notification that a parent linked with their account (a child of 16 or more is asked to confirm). */
export const parentLinkedNotice = (parentName: string, awaitsConfirmation: boolean) =>
  awaitsConfirmation
    ? `${parentName} chce połączyć się z Twoim kontem jako rodzic lub opiekun. Potwierdź to w Ustawieniach (Rodzic lub opiekun).`
    : `${parentName} połączył(a) się z Twoim kontem jako rodzic lub opiekun.`;

/** How long a child's code for a parent lives, and how many parents a child may have. */
export const parentLimits = { codeHours: 24, codeLength: 8, parentsPerChild: 2 } as const;

/** The alphabet of a child's code for a parent: no 0/O, 1/I/L (read aloud over the phone). */
export const parentCodeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const ZDateTime = z.iso.datetime({ offset: true });

export const ZParentIdParams = z.object({ parentId: z.uuid({ error: homeworkSaveMessages.id }) });
export const ZChildIdParams = z.object({ id: z.uuid({ error: homeworkSaveMessages.id }) });

/** POST /user/me/parent-code: the code a parent types in to link with this child. */
export const ZParentCode = z.object({
  code: z.string().describe('8 characters from parentCodeAlphabet'),
  expiresAt: ZDateTime,
});
export type TParentCode = z.infer<typeof ZParentCode>;

/** POST /parent/children: a child's code, or the consent link's token (the parent just gave the consent by it). */
export const ZLinkChildRequest = z.union([
  z.object({
    code: z
      .string({ error: parentMessages.codeFormat })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{8}$/, parentMessages.codeFormat),
  }),
  z.object({ consentToken: z.string().min(1, m.required).max(200, m.invalidFormat) }),
]);
export type TLinkChildRequest = z.infer<typeof ZLinkChildRequest>;

/** The consent as a parent sees it: NOT_NEEDED for a child of 16 or more (or without a consent row). */
export const ZChildConsent = z.object({
  status: z.enum(['CONFIRMED', 'AWAITING', 'WITHDRAWN', 'NOT_NEEDED']),
  requestedAt: ZDateTime.nullable(),
  confirmedAt: ZDateTime.nullable(),
  withdrawnAt: ZDateTime.nullable(),
});
export type TChildConsent = z.infer<typeof ZChildConsent>;

export const ZWeeklyLetterState = z.object({
  enabled: z.boolean().describe("The parent's switch for this child"),
  pausedByChild: z.boolean().describe('A child of 16 or more paused it'),
});

/** One linked child in GET /parent/children. */
export const ZParentChild = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  birthYear: z.int().nullable(),
  avatarUrl: z.string().nullable(),
  consent: ZChildConsent,
  /** false while a child of 16 or more has not confirmed the link: the parent then sees nothing else. */
  linkConfirmed: z.boolean(),
  linkedAt: ZDateTime,
  weeklyLetter: ZWeeklyLetterState,
  /** Answers this week (Monday, Warsaw time) and whether any assignment is late: the home card's line. */
  answersThisWeek: z.int(),
  lateAssignments: z.int(),
  pendingRequests: z.int(),
});
export type TParentChild = z.infer<typeof ZParentChild>;
export const ZParentChildren = z.array(ZParentChild);

export const ZLinkChildResponse = z.object({ message: z.string(), child: ZParentChild });

/** One week of practice, Monday to Sunday (Warsaw time). */
export const ZPracticeWeek = z.object({
  weekStart: z.iso.date(),
  answers: z.int(),
  correct: z.int(),
  minutes: z.int().describe('Time practised, from the attempt log (each answer counts its time, at most 10 minutes)'),
});

export const ZChildAssignment = z.object({
  id: z.uuid(),
  title: z.string(),
  className: z.string(),
  dueAt: ZDateTime.nullable(),
  status: z.enum(['TODO', 'DONE', 'LATE']),
  /** The child's own percentage once they have answered; never another pupil's. */
  percent: z.int().nullable(),
  mark: z.string().nullable(),
});

export const ZChildMockExam = z.object({
  id: z.uuid(),
  title: z.string(),
  finishedAt: ZDateTime,
  percent: z.int(),
  forecast: z.string().nullable().describe('The mock result as a forecast, in words'),
});

export const ZChildLesson = z.object({
  bookingId: z.uuid(),
  teacher: z.object({ id: z.uuid(), username: z.string(), displayName: z.string() }),
  startsAt: ZDateTime,
  status: z.string(),
  /** Issue 72: the video link the child sees (the lesson's meeting, once started), for a lesson not over yet. */
  joinUrl: z.string().nullable(),
});

/** GET /parent/children/{id}/progress: what a parent sees of one linked child (never another pupil's data). */
export const ZChildProgress = z.object({
  child: ZParentChild,
  /** This week and the four before it, oldest first. */
  weeks: z.array(ZPracticeWeek),
  mastery: z.object({ mastered: z.int(), learning: z.int(), due: z.int() }),
  assignments: z.array(ZChildAssignment),
  mockExams: z.array(ZChildMockExam),
  premium: z.object({ active: z.boolean(), endsAt: ZDateTime.nullable() }),
  tokens: z.object({ balance: z.int() }),
  lessons: z.array(ZChildLesson),
});
export type TChildProgress = z.infer<typeof ZChildProgress>;

export const ZConsentWithdrawn = z.object({ message: z.string(), child: ZParentChild });

/** PUT /parent/children/{id}/letter. */
export const ZParentLetterSwitch = z.object({ enabled: z.boolean({ error: m.required }) });
export const ZParentLetterSaved = z.object({ message: z.string(), child: ZParentChild });

/** One linked parent as the child sees them (GET /user/me/parents). */
export const ZMyParent = z.object({
  id: z.uuid(),
  username: z.string(),
  displayName: z.string(),
  confirmed: z.boolean(),
  linkedAt: ZDateTime,
  weeklyLetter: ZWeeklyLetterState,
  /** Always parentMessages.parentSees: what this parent can see. */
  sees: z.string(),
});
export type TMyParent = z.infer<typeof ZMyParent>;
export const ZMyParents = z.array(ZMyParent);
export const ZMyParentChanged = z.object({ message: z.string(), parent: ZMyParent });

/** PUT /user/me/parents/{parentId}/letter: a child of 16 or more pauses or resumes the letter about them. */
export const ZChildLetterPause = z.object({ paused: z.boolean({ error: m.required }) });

/** POST /user/me/purchase-requests: a product of the catalogue or the child's own unpaid booking. */
export const ZPurchaseRequestCreate = z.union([
  z.object({ productCode: z.string().trim().min(1, m.required).max(64, m.invalidFormat) }),
  z.object({ bookingId: z.uuid({ error: homeworkSaveMessages.id }) }),
]);
export type TPurchaseRequestCreate = z.infer<typeof ZPurchaseRequestCreate>;

export const ZPurchaseRequest = z.object({
  id: z.uuid(),
  child: z.object({ id: z.uuid(), username: z.string(), displayName: z.string() }),
  productCode: z.string().nullable(),
  bookingId: z.uuid().nullable(),
  /** What is asked for, in words, and its price in grosze. */
  itemName: z.string(),
  amountGross: z.int(),
  status: z.enum(['PENDING', 'PAID', 'DECLINED']),
  createdAt: ZDateTime,
  decidedAt: ZDateTime.nullable(),
});
export type TPurchaseRequest = z.infer<typeof ZPurchaseRequest>;
export const ZPurchaseRequests = z.array(ZPurchaseRequest);
export const ZPurchaseRequestCreated = z.object({ message: z.string(), request: ZPurchaseRequest });
export const ZPurchaseRequestDeclined = z.object({ message: z.string(), request: ZPurchaseRequest });

/** The weekly letter's unsubscribe link: a signed token (no sign-in needed: one click in the mail client). */
export const ZLetterUnsubscribeParams = z.object({ token: z.string().min(1, m.required).max(400, m.invalidFormat) });

/** The age of majority in Poland: below it a pupil cannot pay (a parent or guardian does). */
export const adulthoodAge = 18;

/**
 * Whether a person born in `birthYear` may be under 18 now. Only the year is known, so a pupil who turns 18 this
 * year counts as a minor: the safe side, as with the consent age.
 */
export const mayBeMinor = (birthYear: number, now = new Date()) => now.getUTCFullYear() - birthYear <= adulthoodAge;

/** Whether a child born in `birthYear` is 16 or more for sure (confirms a parent's link, may pause the letter). */
export const isSixteenOrOlder = (birthYear: number | null, now = new Date()) =>
  birthYear !== null && now.getUTCFullYear() - birthYear > 16;
